// Generated from openapi/fast-api.yaml (operations tagged address) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './fast-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "integer" };
const L1: Schema = { type: "string" };
const S_ApiError: Schema = { type: "object", properties: { "error": L1, "message": L1, "status": L1, "status_code": L0 } };
const S_StatusMessage: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L1, "message": { type: ["string","null"] } } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const StatusMessageSchema: ComponentSchema<C["StatusMessage"]> = { schema: S_StatusMessage };

/** DELETE /api/{customer_id}/addresses/{address_id} → 200 */
export const deleteAddress200: ResponseValidator<ResponseBody<P, "/api/{customer_id}/addresses/{address_id}", "delete", 200>> = {
  operation: "DELETE /api/{customer_id}/addresses/{address_id}",
  status: "200",
  schema: () => S_StatusMessage,
};
/** DELETE /api/{customer_id}/addresses/{address_id} → 400 */
export const deleteAddress400: ResponseValidator<ResponseBody<P, "/api/{customer_id}/addresses/{address_id}", "delete", 400>> = {
  operation: "DELETE /api/{customer_id}/addresses/{address_id}",
  status: "400",
  schema: () => S_ApiError,
};
/** DELETE /api/{customer_id}/addresses/{address_id} → 401 */
export const deleteAddress401: ResponseValidator<ResponseBody<P, "/api/{customer_id}/addresses/{address_id}", "delete", 401>> = {
  operation: "DELETE /api/{customer_id}/addresses/{address_id}",
  status: "401",
  schema: () => S_ApiError,
};
/** DELETE /api/{customer_id}/addresses/{address_id} → 404 */
export const deleteAddress404: ResponseValidator<ResponseBody<P, "/api/{customer_id}/addresses/{address_id}", "delete", 404>> = {
  operation: "DELETE /api/{customer_id}/addresses/{address_id}",
  status: "404",
  schema: () => S_ApiError,
};
/** DELETE /api/{customer_id}/addresses/{address_id} → default */
export const deleteAddressDefault: ResponseValidator<ResponseBody<P, "/api/{customer_id}/addresses/{address_id}", "delete", "default">> = {
  operation: "DELETE /api/{customer_id}/addresses/{address_id}",
  status: "default",
  schema: () => S_ApiError,
};
/** PATCH /api/address/{id}/set-default → 200 */
export const setDefaultAddress200: ResponseValidator<ResponseBody<P, "/api/address/{id}/set-default", "patch", 200>> = {
  operation: "PATCH /api/address/{id}/set-default",
  status: "200",
  schema: () => S_StatusMessage,
};
/** PATCH /api/address/{id}/set-default → 400 */
export const setDefaultAddress400: ResponseValidator<ResponseBody<P, "/api/address/{id}/set-default", "patch", 400>> = {
  operation: "PATCH /api/address/{id}/set-default",
  status: "400",
  schema: () => S_ApiError,
};
/** PATCH /api/address/{id}/set-default → 401 */
export const setDefaultAddress401: ResponseValidator<ResponseBody<P, "/api/address/{id}/set-default", "patch", 401>> = {
  operation: "PATCH /api/address/{id}/set-default",
  status: "401",
  schema: () => S_ApiError,
};
/** PATCH /api/address/{id}/set-default → 404 */
export const setDefaultAddress404: ResponseValidator<ResponseBody<P, "/api/address/{id}/set-default", "patch", 404>> = {
  operation: "PATCH /api/address/{id}/set-default",
  status: "404",
  schema: () => S_ApiError,
};
/** PATCH /api/address/{id}/set-default → default */
export const setDefaultAddressDefault: ResponseValidator<ResponseBody<P, "/api/address/{id}/set-default", "patch", "default">> = {
  operation: "PATCH /api/address/{id}/set-default",
  status: "default",
  schema: () => S_ApiError,
};
