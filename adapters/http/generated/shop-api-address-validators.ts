// Generated from openapi/shop-api.yaml (operations tagged address) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './shop-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "integer" };
const L1: Schema = { type: ["string","null"] };
const L2: Schema = { type: ["integer","null"] };
const L3: Schema = { type: "string" };
const S_Address: Schema = { type: "object", required: ["ID","LABEL","CUSTOMER","TITLE","COMPANY","FIRSTNAME","LASTNAME","ADDRESS1","ADDRESS2","ADDRESS3","ZIPCODE","CITY","COUNTRY","STATE","PHONE","CELLPHONE","DEFAULT"], properties: { "ID": L0, "LABEL": L1, "CUSTOMER": L0, "TITLE": L2, "COMPANY": L1, "FIRSTNAME": L3, "LASTNAME": L3, "ADDRESS1": L3, "ADDRESS2": L1, "ADDRESS3": L1, "ZIPCODE": L3, "CITY": L3, "COUNTRY": L0, "STATE": L2, "PHONE": L1, "CELLPHONE": L1, "DEFAULT": { type: "integer", enum: [0,1] } } };
const S_AddressWriteResult: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L3, "message": L1, "id": L2 } };
const S_ApiError: Schema = { type: "object", properties: { "error": L3, "message": L3, "status": L3, "status_code": L0 } };
const S_County: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L3, "isocode": L1, "country_id": L0 } };

export const AddressSchema: ComponentSchema<C["Address"]> = { schema: S_Address };
export const AddressWriteResultSchema: ComponentSchema<C["AddressWriteResult"]> = { schema: S_AddressWriteResult };
export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const CountySchema: ComponentSchema<C["County"]> = { schema: S_County };

/** GET /api/ExternalOrderApi/address/ → 200 */
export const getAddresses200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/address/",
  status: "200",
  schema: { type: "object", required: ["AddressItems"], properties: { "AddressItems": { type: "array", items: () => S_Address } } },
};
/** GET /api/ExternalOrderApi/address/ → 400 */
export const getAddresses400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/", "get", 400>> = {
  operation: "GET /api/ExternalOrderApi/address/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/address/ → 401 */
export const getAddresses401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/", "get", 401>> = {
  operation: "GET /api/ExternalOrderApi/address/",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/address/ → default */
export const getAddressesDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/address/",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/address → 200 */
export const createAddress200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address", "post", 200>> = {
  operation: "POST /api/ExternalOrderApi/address",
  status: "200",
  schema: () => S_AddressWriteResult,
};
/** POST /api/ExternalOrderApi/address → 400 */
export const createAddress400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address", "post", 400>> = {
  operation: "POST /api/ExternalOrderApi/address",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/address → 401 */
export const createAddress401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address", "post", 401>> = {
  operation: "POST /api/ExternalOrderApi/address",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/address → default */
export const createAddressDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address", "post", "default">> = {
  operation: "POST /api/ExternalOrderApi/address",
  status: "default",
  schema: () => S_ApiError,
};
/** PUT /api/ExternalOrderApi/address/{id} → 200 */
export const updateAddress200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/{id}", "put", 200>> = {
  operation: "PUT /api/ExternalOrderApi/address/{id}",
  status: "200",
  schema: () => S_AddressWriteResult,
};
/** PUT /api/ExternalOrderApi/address/{id} → 400 */
export const updateAddress400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/{id}", "put", 400>> = {
  operation: "PUT /api/ExternalOrderApi/address/{id}",
  status: "400",
  schema: () => S_ApiError,
};
/** PUT /api/ExternalOrderApi/address/{id} → 401 */
export const updateAddress401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/{id}", "put", 401>> = {
  operation: "PUT /api/ExternalOrderApi/address/{id}",
  status: "401",
  schema: () => S_ApiError,
};
/** PUT /api/ExternalOrderApi/address/{id} → 404 */
export const updateAddress404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/{id}", "put", 404>> = {
  operation: "PUT /api/ExternalOrderApi/address/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** PUT /api/ExternalOrderApi/address/{id} → default */
export const updateAddressDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/{id}", "put", "default">> = {
  operation: "PUT /api/ExternalOrderApi/address/{id}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/county/{id} → 200 */
export const getCounty200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/county/{id}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/county/{id}",
  status: "200",
  schema: { type: "object", required: ["data"], properties: { "data": { type: "array", items: () => S_County } } },
};
/** GET /api/ExternalOrderApi/county/{id} → 404 */
export const getCounty404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/county/{id}", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/county/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/county/{id} → default */
export const getCountyDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/county/{id}", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/county/{id}",
  status: "default",
  schema: () => S_ApiError,
};
