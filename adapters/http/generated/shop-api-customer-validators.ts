// Generated from openapi/shop-api.yaml (operations tagged customer) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './shop-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "integer" };
const L1: Schema = { type: ["integer","null"] };
const L2: Schema = { type: "string" };
const L3: Schema = { type: ["string","null"] };
const L4: Schema = { type: "boolean" };
const S_ApiError: Schema = { type: "object", properties: { "error": L2, "message": L2, "status": L2, "status_code": L0 } };
const S_Coupon: Schema = { type: "object", required: ["coupon_code","discount"], properties: { "coupon_code": L2, "title": L3, "discount": { type: "number", minimum: 0, maximum: 10000000 }, "discount_type": { type: ["string","null"], enum: ["amount","percent",null] }, "is_valid": L4 } };
const S_CouponResult: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L2, "message": L3, "data": { oneOf: [() => S_Coupon, { type: "null" }] } } };
const S_Customer: Schema = { type: "object", required: ["ID","EMAIL","FIRSTNAME","LASTNAME"], properties: { "ID": L0, "ADDRESS_ID": L1, "EMAIL": L2, "FIRSTNAME": L2, "LASTNAME": L2, "REF": L3, "COMPANY": L3, "TITLE": L1, "VAT_NUMBER": L3, "ADDRESS_FIRSTNAME": L3, "ADDRESS_LASTNAME": L3, "ADDRESS1": L3, "ADDRESS2": L3, "ADDRESS3": L3, "CITY": L3, "COUNTRY_TITLE": L3, "COUNTRY_ID": L1, "STATE_TITLE": L3, "STATE_ID": L1, "CELLPHONE": L3, "PHONE": L3, "ZIPCODE": L3, "ADDRESS_TITLE_ID": L1 } };
const S_LoginResult: Schema = { type: "object", required: ["token","customer_id","email","expires"], properties: { "token": L2, "expires": L0, "expires_in": L0, "customer_id": L0, "email": L2, "user_identifier": L3, "address_id": L1, "country_id": L1, "firstname": L3, "lastname": L3, "title": L1, "profileName": L3, "isCompany": L4, "company": L3, "vat_number": L3, "excludeVAT": L4, "isAdmin": L4 } };
const S_RegisterResult: Schema = { type: "object", required: ["status","customer_id"], properties: { "status_code": L0, "status": L2, "message": L3, "customer_id": L0, "address_id": L1, "invoice_address_id": L1, "token": L3, "expires": L1 } };
const S_StatusMessage: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L2, "message": L3 } };
const S_VatCheck: Schema = { type: "object", required: ["valid"], properties: { "valid": L4, "vat_number": L2, "country_code": L3, "name": L3, "address": L3, "message": L3 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const CouponSchema: ComponentSchema<C["Coupon"]> = { schema: S_Coupon };
export const CouponResultSchema: ComponentSchema<C["CouponResult"]> = { schema: S_CouponResult };
export const CustomerSchema: ComponentSchema<C["Customer"]> = { schema: S_Customer };
export const LoginResultSchema: ComponentSchema<C["LoginResult"]> = { schema: S_LoginResult };
export const RegisterResultSchema: ComponentSchema<C["RegisterResult"]> = { schema: S_RegisterResult };
export const StatusMessageSchema: ComponentSchema<C["StatusMessage"]> = { schema: S_StatusMessage };
export const VatCheckSchema: ComponentSchema<C["VatCheck"]> = { schema: S_VatCheck };

/** GET /api/ExternalOrderApi/customer/ → 200 */
export const getCustomerByEmail200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/customer/", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/customer/",
  status: "200",
  schema: { type: "object", required: ["CustomerItems"], properties: { "CustomerItems": { type: "array", items: () => S_Customer } } },
};
/** GET /api/ExternalOrderApi/customer/ → 400 */
export const getCustomerByEmail400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/customer/", "get", 400>> = {
  operation: "GET /api/ExternalOrderApi/customer/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/customer/ → 401 */
export const getCustomerByEmail401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/customer/", "get", 401>> = {
  operation: "GET /api/ExternalOrderApi/customer/",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/customer/ → default */
export const getCustomerByEmailDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/customer/", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/customer/",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/insertCoupon/ → 200 */
export const insertCoupon200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/insertCoupon/", "post", 200>> = {
  operation: "POST /api/ExternalOrderApi/insertCoupon/",
  status: "200",
  schema: () => S_CouponResult,
};
/** POST /api/ExternalOrderApi/insertCoupon/ → 400 */
export const insertCoupon400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/insertCoupon/", "post", 400>> = {
  operation: "POST /api/ExternalOrderApi/insertCoupon/",
  status: "400",
  schema: () => S_CouponResult,
};
/** POST /api/ExternalOrderApi/insertCoupon/ → 401 */
export const insertCoupon401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/insertCoupon/", "post", 401>> = {
  operation: "POST /api/ExternalOrderApi/insertCoupon/",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/insertCoupon/ → default */
export const insertCouponDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/insertCoupon/", "post", "default">> = {
  operation: "POST /api/ExternalOrderApi/insertCoupon/",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/coupon/ → 200 */
export const getCoupon200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/coupon/", "post", 200>> = {
  operation: "POST /api/ExternalOrderApi/coupon/",
  status: "200",
  schema: () => S_CouponResult,
};
/** POST /api/ExternalOrderApi/coupon/ → 400 */
export const getCoupon400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/coupon/", "post", 400>> = {
  operation: "POST /api/ExternalOrderApi/coupon/",
  status: "400",
  schema: () => S_CouponResult,
};
/** POST /api/ExternalOrderApi/coupon/ → 401 */
export const getCoupon401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/coupon/", "post", 401>> = {
  operation: "POST /api/ExternalOrderApi/coupon/",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/coupon/ → default */
export const getCouponDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/coupon/", "post", "default">> = {
  operation: "POST /api/ExternalOrderApi/coupon/",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/changePassword → 200 */
export const changePassword200: ResponseValidator<ResponseBody<P, "/api/changePassword", "post", 200>> = {
  operation: "POST /api/changePassword",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/changePassword → 400 */
export const changePassword400: ResponseValidator<ResponseBody<P, "/api/changePassword", "post", 400>> = {
  operation: "POST /api/changePassword",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/changePassword → 401 */
export const changePassword401: ResponseValidator<ResponseBody<P, "/api/changePassword", "post", 401>> = {
  operation: "POST /api/changePassword",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/changePassword → default */
export const changePasswordDefault: ResponseValidator<ResponseBody<P, "/api/changePassword", "post", "default">> = {
  operation: "POST /api/changePassword",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/refreshToken → 200 */
export const refreshToken200: ResponseValidator<ResponseBody<P, "/api/refreshToken", "post", 200>> = {
  operation: "POST /api/refreshToken",
  status: "200",
  schema: { type: "object", required: ["token"], properties: { "token": L2, "expires_in": L0 } },
};
/** POST /api/refreshToken → 400 */
export const refreshToken400: ResponseValidator<ResponseBody<P, "/api/refreshToken", "post", 400>> = {
  operation: "POST /api/refreshToken",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/refreshToken → 401 */
export const refreshToken401: ResponseValidator<ResponseBody<P, "/api/refreshToken", "post", 401>> = {
  operation: "POST /api/refreshToken",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/refreshToken → default */
export const refreshTokenDefault: ResponseValidator<ResponseBody<P, "/api/refreshToken", "post", "default">> = {
  operation: "POST /api/refreshToken",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/login → 200 */
export const login200: ResponseValidator<ResponseBody<P, "/api/login", "post", 200>> = {
  operation: "POST /api/login",
  status: "200",
  schema: () => S_LoginResult,
};
/** POST /api/login → 400 */
export const login400: ResponseValidator<ResponseBody<P, "/api/login", "post", 400>> = {
  operation: "POST /api/login",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/login → 401 */
export const login401: ResponseValidator<ResponseBody<P, "/api/login", "post", 401>> = {
  operation: "POST /api/login",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/login → default */
export const loginDefault: ResponseValidator<ResponseBody<P, "/api/login", "post", "default">> = {
  operation: "POST /api/login",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/register → 200 */
export const register200: ResponseValidator<ResponseBody<P, "/api/register", "post", 200>> = {
  operation: "POST /api/register",
  status: "200",
  schema: () => S_RegisterResult,
};
/** POST /api/register → 400 */
export const register400: ResponseValidator<ResponseBody<P, "/api/register", "post", 400>> = {
  operation: "POST /api/register",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/register → 409 */
export const register409: ResponseValidator<ResponseBody<P, "/api/register", "post", 409>> = {
  operation: "POST /api/register",
  status: "409",
  schema: () => S_ApiError,
};
/** POST /api/register → default */
export const registerDefault: ResponseValidator<ResponseBody<P, "/api/register", "post", "default">> = {
  operation: "POST /api/register",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/forgotPassword → 200 */
export const forgotPassword200: ResponseValidator<ResponseBody<P, "/api/forgotPassword", "post", 200>> = {
  operation: "POST /api/forgotPassword",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/forgotPassword → 404 */
export const forgotPassword404: ResponseValidator<ResponseBody<P, "/api/forgotPassword", "post", 404>> = {
  operation: "POST /api/forgotPassword",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/forgotPassword → default */
export const forgotPasswordDefault: ResponseValidator<ResponseBody<P, "/api/forgotPassword", "post", "default">> = {
  operation: "POST /api/forgotPassword",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/newsletter/subscribe → 200 */
export const newsletterSubscribe200: ResponseValidator<ResponseBody<P, "/api/newsletter/subscribe", "post", 200>> = {
  operation: "POST /api/newsletter/subscribe",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/newsletter/subscribe → 400 */
export const newsletterSubscribe400: ResponseValidator<ResponseBody<P, "/api/newsletter/subscribe", "post", 400>> = {
  operation: "POST /api/newsletter/subscribe",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/newsletter/subscribe → default */
export const newsletterSubscribeDefault: ResponseValidator<ResponseBody<P, "/api/newsletter/subscribe", "post", "default">> = {
  operation: "POST /api/newsletter/subscribe",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/newsletter/unsubscribe → 200 */
export const newsletterUnsubscribe200: ResponseValidator<ResponseBody<P, "/api/newsletter/unsubscribe", "post", 200>> = {
  operation: "POST /api/newsletter/unsubscribe",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/newsletter/unsubscribe → 400 */
export const newsletterUnsubscribe400: ResponseValidator<ResponseBody<P, "/api/newsletter/unsubscribe", "post", 400>> = {
  operation: "POST /api/newsletter/unsubscribe",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/newsletter/unsubscribe → default */
export const newsletterUnsubscribeDefault: ResponseValidator<ResponseBody<P, "/api/newsletter/unsubscribe", "post", "default">> = {
  operation: "POST /api/newsletter/unsubscribe",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/checkVatNumber → 200 */
export const checkVatNumber200: ResponseValidator<ResponseBody<P, "/api/checkVatNumber", "post", 200>> = {
  operation: "POST /api/checkVatNumber",
  status: "200",
  schema: () => S_VatCheck,
};
/** POST /api/checkVatNumber → 400 */
export const checkVatNumber400: ResponseValidator<ResponseBody<P, "/api/checkVatNumber", "post", 400>> = {
  operation: "POST /api/checkVatNumber",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/checkVatNumber → default */
export const checkVatNumberDefault: ResponseValidator<ResponseBody<P, "/api/checkVatNumber", "post", "default">> = {
  operation: "POST /api/checkVatNumber",
  status: "default",
  schema: () => S_ApiError,
};
