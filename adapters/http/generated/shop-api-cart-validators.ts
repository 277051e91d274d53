// Generated from openapi/shop-api.yaml (operations tagged cart) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './shop-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "integer" };
const L1: Schema = { type: "string" };
const L2: Schema = { type: ["string","null"] };
const L3: Schema = { type: ["integer","null"] };
const L4: Schema = { type: "number", minimum: 0, maximum: 10000000 };
const L5: Schema = { type: ["number","null"], minimum: 0, maximum: 10000000 };
const L6: Schema = { type: "integer", enum: [0,1] };
const S_ApiError: Schema = { type: "object", properties: { "error": L1, "message": L1, "status": L1, "status_code": L0 } };
const S_CartChange: Schema = { type: "object", required: ["cartItemId","change"], properties: { "cartItemId": L0, "PRODUCT_SALE_ELEMENT": L0, "change": { type: "string", enum: ["removed","price","quantity","undeliverable"] }, "old_value": L5, "new_value": L5 } };
const S_CartData: Schema = { type: "object", required: ["cartId"], properties: { "cartId": L0, "cartItemId": L3, "quantity": L3, "items": { type: "array", items: () => S_CartItem }, "currencyRate": { type: "number" }, "currencySymbol": L1, "changes": { type: "array", items: () => S_CartChange } } };
const S_CartError: Schema = { type: "object", required: ["status_code","status","message"], properties: { "status_code": { type: "integer", enum: [400,404] }, "status": L1, "message": L1 } };
const S_CartItem: Schema = { type: "object", required: ["PRODUCT_SALE_ELEMENT","cartId","cartItemId","id","quantity","PRICE","TITLE"], properties: { "PRODUCT_SALE_ELEMENT": L0, "cartId": L0, "cartItemId": L0, "id": L0, "REF": L2, "quantity": L0, "quantityRemain": L3, "PRICE": L4, "price": L4, "PROMO_PRICE": L5, "IS_PROMO": L6, "TITLE": L1, "URL": L2, "PSE_URL": L2, "IMAGE": L2, "images": { type: "array", items: () => S_ProductImage }, "DEFAULT_CATEGORY": L3, "category": { type: "array", items: () => S_CategoryRef }, "undeliverable": { type: "boolean" }, "selectedFulfilmentCenter": L3, "selectedProductColor": L2, "selectedProductSize": L2 } };
const S_CartResponse: Schema = { type: "object", required: ["status_code","status"], properties: { "status_code": L0, "status": L1, "message": L2, "data": () => S_CartData } };
const S_CategoryRef: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1 } };
const S_ProductImage: Schema = { type: "object", required: ["image_url","visible","position"], properties: { "image_url": L1, "visible": L6, "position": L0 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const CartChangeSchema: ComponentSchema<C["CartChange"]> = { schema: S_CartChange };
export const CartDataSchema: ComponentSchema<C["CartData"]> = { schema: S_CartData };
export const CartErrorSchema: ComponentSchema<C["CartError"]> = { schema: S_CartError };
export const CartItemSchema: ComponentSchema<C["CartItem"]> = { schema: S_CartItem };
export const CartResponseSchema: ComponentSchema<C["CartResponse"]> = { schema: S_CartResponse };
export const CategoryRefSchema: ComponentSchema<C["CategoryRef"]> = { schema: S_CategoryRef };
export const ProductImageSchema: ComponentSchema<C["ProductImage"]> = { schema: S_ProductImage };

/** POST /api/cart/add → 200 */
export const cartAdd200: ResponseValidator<ResponseBody<P, "/api/cart/add", "post", 200>> = {
  operation: "POST /api/cart/add",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/add → 400 */
export const cartAdd400: ResponseValidator<ResponseBody<P, "/api/cart/add", "post", 400>> = {
  operation: "POST /api/cart/add",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/add → 404 */
export const cartAdd404: ResponseValidator<ResponseBody<P, "/api/cart/add", "post", 404>> = {
  operation: "POST /api/cart/add",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/add → default */
export const cartAddDefault: ResponseValidator<ResponseBody<P, "/api/cart/add", "post", "default">> = {
  operation: "POST /api/cart/add",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/update → 200 */
export const cartUpdate200: ResponseValidator<ResponseBody<P, "/api/cart/update", "post", 200>> = {
  operation: "POST /api/cart/update",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/update → 400 */
export const cartUpdate400: ResponseValidator<ResponseBody<P, "/api/cart/update", "post", 400>> = {
  operation: "POST /api/cart/update",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/update → 404 */
export const cartUpdate404: ResponseValidator<ResponseBody<P, "/api/cart/update", "post", 404>> = {
  operation: "POST /api/cart/update",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/update → default */
export const cartUpdateDefault: ResponseValidator<ResponseBody<P, "/api/cart/update", "post", "default">> = {
  operation: "POST /api/cart/update",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/delete → 200 */
export const cartDelete200: ResponseValidator<ResponseBody<P, "/api/cart/delete", "post", 200>> = {
  operation: "POST /api/cart/delete",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/delete → 400 */
export const cartDelete400: ResponseValidator<ResponseBody<P, "/api/cart/delete", "post", 400>> = {
  operation: "POST /api/cart/delete",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/delete → 404 */
export const cartDelete404: ResponseValidator<ResponseBody<P, "/api/cart/delete", "post", 404>> = {
  operation: "POST /api/cart/delete",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/delete → default */
export const cartDeleteDefault: ResponseValidator<ResponseBody<P, "/api/cart/delete", "post", "default">> = {
  operation: "POST /api/cart/delete",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/clear → 200 */
export const cartClear200: ResponseValidator<ResponseBody<P, "/api/cart/clear", "post", 200>> = {
  operation: "POST /api/cart/clear",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/clear → 400 */
export const cartClear400: ResponseValidator<ResponseBody<P, "/api/cart/clear", "post", 400>> = {
  operation: "POST /api/cart/clear",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/clear → 404 */
export const cartClear404: ResponseValidator<ResponseBody<P, "/api/cart/clear", "post", 404>> = {
  operation: "POST /api/cart/clear",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/clear → default */
export const cartClearDefault: ResponseValidator<ResponseBody<P, "/api/cart/clear", "post", "default">> = {
  operation: "POST /api/cart/clear",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/get → 200 */
export const cartGet200: ResponseValidator<ResponseBody<P, "/api/cart/get", "post", 200>> = {
  operation: "POST /api/cart/get",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/get → 400 */
export const cartGet400: ResponseValidator<ResponseBody<P, "/api/cart/get", "post", 400>> = {
  operation: "POST /api/cart/get",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/get → 404 */
export const cartGet404: ResponseValidator<ResponseBody<P, "/api/cart/get", "post", 404>> = {
  operation: "POST /api/cart/get",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/get → default */
export const cartGetDefault: ResponseValidator<ResponseBody<P, "/api/cart/get", "post", "default">> = {
  operation: "POST /api/cart/get",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/validate → 200 */
export const cartValidate200: ResponseValidator<ResponseBody<P, "/api/cart/validate", "post", 200>> = {
  operation: "POST /api/cart/validate",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/validate → 400 */
export const cartValidate400: ResponseValidator<ResponseBody<P, "/api/cart/validate", "post", 400>> = {
  operation: "POST /api/cart/validate",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/validate → 404 */
export const cartValidate404: ResponseValidator<ResponseBody<P, "/api/cart/validate", "post", 404>> = {
  operation: "POST /api/cart/validate",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/validate → default */
export const cartValidateDefault: ResponseValidator<ResponseBody<P, "/api/cart/validate", "post", "default">> = {
  operation: "POST /api/cart/validate",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/assignCustomer → 200 */
export const cartAssignCustomer200: ResponseValidator<ResponseBody<P, "/api/cart/assignCustomer", "post", 200>> = {
  operation: "POST /api/cart/assignCustomer",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/assignCustomer → 400 */
export const cartAssignCustomer400: ResponseValidator<ResponseBody<P, "/api/cart/assignCustomer", "post", 400>> = {
  operation: "POST /api/cart/assignCustomer",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/assignCustomer → 404 */
export const cartAssignCustomer404: ResponseValidator<ResponseBody<P, "/api/cart/assignCustomer", "post", 404>> = {
  operation: "POST /api/cart/assignCustomer",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/assignCustomer → default */
export const cartAssignCustomerDefault: ResponseValidator<ResponseBody<P, "/api/cart/assignCustomer", "post", "default">> = {
  operation: "POST /api/cart/assignCustomer",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/fulfilment_center → 200 */
export const cartChangeFulfilmentCenter200: ResponseValidator<ResponseBody<P, "/api/cart/fulfilment_center", "post", 200>> = {
  operation: "POST /api/cart/fulfilment_center",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/fulfilment_center → 400 */
export const cartChangeFulfilmentCenter400: ResponseValidator<ResponseBody<P, "/api/cart/fulfilment_center", "post", 400>> = {
  operation: "POST /api/cart/fulfilment_center",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/fulfilment_center → 404 */
export const cartChangeFulfilmentCenter404: ResponseValidator<ResponseBody<P, "/api/cart/fulfilment_center", "post", 404>> = {
  operation: "POST /api/cart/fulfilment_center",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/fulfilment_center → default */
export const cartChangeFulfilmentCenterDefault: ResponseValidator<ResponseBody<P, "/api/cart/fulfilment_center", "post", "default">> = {
  operation: "POST /api/cart/fulfilment_center",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/check → 200 */
export const cartCheck200: ResponseValidator<ResponseBody<P, "/api/cart/check", "post", 200>> = {
  operation: "POST /api/cart/check",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/check → 400 */
export const cartCheck400: ResponseValidator<ResponseBody<P, "/api/cart/check", "post", 400>> = {
  operation: "POST /api/cart/check",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/check → 404 */
export const cartCheck404: ResponseValidator<ResponseBody<P, "/api/cart/check", "post", 404>> = {
  operation: "POST /api/cart/check",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/check → default */
export const cartCheckDefault: ResponseValidator<ResponseBody<P, "/api/cart/check", "post", "default">> = {
  operation: "POST /api/cart/check",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/cart/service → 200 */
export const cartService200: ResponseValidator<ResponseBody<P, "/api/cart/service", "post", 200>> = {
  operation: "POST /api/cart/service",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/service → 400 */
export const cartService400: ResponseValidator<ResponseBody<P, "/api/cart/service", "post", 400>> = {
  operation: "POST /api/cart/service",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/service → 404 */
export const cartService404: ResponseValidator<ResponseBody<P, "/api/cart/service", "post", 404>> = {
  operation: "POST /api/cart/service",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/service → default */
export const cartServiceDefault: ResponseValidator<ResponseBody<P, "/api/cart/service", "post", "default">> = {
  operation: "POST /api/cart/service",
  status: "default",
  schema: () => S_ApiError,
};
