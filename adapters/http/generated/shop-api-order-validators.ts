// Generated from openapi/shop-api.yaml (operations tagged order) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './shop-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "integer" };
const L1: Schema = { type: "string" };
const L2: Schema = { type: ["string","null"] };
const L3: Schema = { type: "number", minimum: 0, maximum: 10000000 };
const L4: Schema = { type: "integer", enum: [0,1] };
const L5: Schema = { type: ["integer","null"] };
const S_ApiError: Schema = { type: "object", properties: { "error": L1, "message": L1, "status": L1, "status_code": L0 } };
const S_GuestInvoice: Schema = { type: "object", required: ["order","products","invoice_address","delivery_address"], properties: { "order": () => S_Order, "products": { type: "array", items: () => S_OrderProduct }, "invoice_address": () => S_OrderAddress, "delivery_address": () => S_OrderAddress } };
const S_Order: Schema = { type: "object", required: ["ID","REF","CUSTOMER","STATUS","STATUS_CODE","CREATE_DATE","INVOICE_REF","DELIVERY_REF","TOTAL_AMOUNT","TOTAL_TAXED_AMOUNT","POSTAGE","POSTAGE_TAX","POSTAGE_UNTAXED","DISCOUNT","CURRENCY","CURRENCY_RATE","PAYMENT_MODULE","DELIVERY_MODULE","INVOICE_ADDRESS","DELIVERY_ADDRESS","IS_PAID","IS_SENT","IS_CANCELED","DELIVERY_MODULE_TITLE","PAYMENT_MODULE_TITLE","PAYMENT_MODULE_CODE","WITHDRAWABLE_UNTIL","WITHDRAWN_AT"], properties: { "ID": L0, "REF": L1, "CUSTOMER": L0, "STATUS": L0, "STATUS_CODE": L1, "CREATE_DATE": L1, "INVOICE_REF": L2, "DELIVERY_REF": L2, "TOTAL_AMOUNT": L3, "TOTAL_TAXED_AMOUNT": L3, "POSTAGE": L3, "POSTAGE_TAX": L3, "POSTAGE_UNTAXED": L3, "DISCOUNT": L3, "CURRENCY": L0, "CURRENCY_RATE": { type: "number" }, "PAYMENT_MODULE": L0, "DELIVERY_MODULE": L0, "INVOICE_ADDRESS": L0, "DELIVERY_ADDRESS": L0, "IS_PAID": L4, "IS_SENT": L4, "IS_CANCELED": L4, "DELIVERY_MODULE_TITLE": L2, "PAYMENT_MODULE_TITLE": L2, "PAYMENT_MODULE_CODE": L2, "WITHDRAWABLE_UNTIL": L2, "WITHDRAWN_AT": L2, "VAT_NUMBER": L2 } };
const S_OrderAddress: Schema = { type: "object", required: ["ID","TITLE","COMPANY","FIRSTNAME","LASTNAME","ADDRESS1","ADDRESS2","ADDRESS3","ZIPCODE","CITY","COUNTRY","STATE","PHONE","CELLPHONE"], properties: { "ID": L0, "TITLE": L5, "COMPANY": L2, "FIRSTNAME": L1, "LASTNAME": L1, "ADDRESS1": L1, "ADDRESS2": L2, "ADDRESS3": L2, "ZIPCODE": L1, "CITY": L1, "COUNTRY": L0, "STATE": L5, "PHONE": L2, "CELLPHONE": L2 } };
const S_OrderProduct: Schema = { type: "object", required: ["ID","PRODUCT_ID","PRODUCT_SALE_ELEMENTS_ID","PRODUCT_SALE_ELEMENTS_REF","REF","TITLE","QUANTITY","PRICE","TAXED_PRICE","WAS_IN_PROMO","REAL_PRICE","REAL_TAXED_PRICE","REAL_TOTAL_TAXED_PRICE","TAX_RULE_TITLE"], properties: { "ID": L0, "PRODUCT_ID": L5, "PRODUCT_SALE_ELEMENTS_ID": L0, "PRODUCT_SALE_ELEMENTS_REF": L1, "REF": L1, "TITLE": L1, "QUANTITY": L0, "PRICE": L3, "TAXED_PRICE": L3, "WAS_IN_PROMO": L4, "REAL_PRICE": L3, "REAL_TAXED_PRICE": L3, "REAL_TOTAL_TAXED_PRICE": L3, "TAX_RULE_TITLE": L2 } };
const S_StatusMessage: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L1, "message": L2 } };
const S_WithdrawalResult: Schema = { type: "object", required: ["status","withdrawn_at"], properties: { "status": L1, "withdrawn_at": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const GuestInvoiceSchema: ComponentSchema<C["GuestInvoice"]> = { schema: S_GuestInvoice };
export const OrderSchema: ComponentSchema<C["Order"]> = { schema: S_Order };
export const OrderAddressSchema: ComponentSchema<C["OrderAddress"]> = { schema: S_OrderAddress };
export const OrderProductSchema: ComponentSchema<C["OrderProduct"]> = { schema: S_OrderProduct };
export const StatusMessageSchema: ComponentSchema<C["StatusMessage"]> = { schema: S_StatusMessage };
export const WithdrawalResultSchema: ComponentSchema<C["WithdrawalResult"]> = { schema: S_WithdrawalResult };

/** POST /api/order/cancel → 200 */
export const orderCancel200: ResponseValidator<ResponseBody<P, "/api/order/cancel", "post", 200>> = {
  operation: "POST /api/order/cancel",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/order/cancel → 400 */
export const orderCancel400: ResponseValidator<ResponseBody<P, "/api/order/cancel", "post", 400>> = {
  operation: "POST /api/order/cancel",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/order/cancel → 401 */
export const orderCancel401: ResponseValidator<ResponseBody<P, "/api/order/cancel", "post", 401>> = {
  operation: "POST /api/order/cancel",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/order/cancel → 404 */
export const orderCancel404: ResponseValidator<ResponseBody<P, "/api/order/cancel", "post", 404>> = {
  operation: "POST /api/order/cancel",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/order/cancel → default */
export const orderCancelDefault: ResponseValidator<ResponseBody<P, "/api/order/cancel", "post", "default">> = {
  operation: "POST /api/order/cancel",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/order/withdraw → 200 */
export const orderWithdraw200: ResponseValidator<ResponseBody<P, "/api/order/withdraw", "post", 200>> = {
  operation: "POST /api/order/withdraw",
  status: "200",
  schema: () => S_WithdrawalResult,
};
/** POST /api/order/withdraw → 400 */
export const orderWithdraw400: ResponseValidator<ResponseBody<P, "/api/order/withdraw", "post", 400>> = {
  operation: "POST /api/order/withdraw",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/order/withdraw → 401 */
export const orderWithdraw401: ResponseValidator<ResponseBody<P, "/api/order/withdraw", "post", 401>> = {
  operation: "POST /api/order/withdraw",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/order/withdraw → 404 */
export const orderWithdraw404: ResponseValidator<ResponseBody<P, "/api/order/withdraw", "post", 404>> = {
  operation: "POST /api/order/withdraw",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/order/withdraw → 409 */
export const orderWithdraw409: ResponseValidator<ResponseBody<P, "/api/order/withdraw", "post", 409>> = {
  operation: "POST /api/order/withdraw",
  status: "409",
  schema: () => S_ApiError,
};
/** POST /api/order/withdraw → default */
export const orderWithdrawDefault: ResponseValidator<ResponseBody<P, "/api/order/withdraw", "post", "default">> = {
  operation: "POST /api/order/withdraw",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order/{id} → 200 */
export const getOrder200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/{id}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/order/{id}",
  status: "200",
  schema: { type: "object", required: ["OrderItems"], properties: { "OrderItems": { type: "array", items: () => S_Order } } },
};
/** GET /api/ExternalOrderApi/order/{id} → 401 */
export const getOrder401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/{id}", "get", 401>> = {
  operation: "GET /api/ExternalOrderApi/order/{id}",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order/{id} → 404 */
export const getOrder404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/{id}", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/order/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order/{id} → default */
export const getOrderDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/{id}", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/order/{id}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order/ → 200 */
export const getOrders200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/order/",
  status: "200",
  schema: { type: "object", required: ["OrderItems"], properties: { "OrderItems": { type: "array", items: () => S_Order } } },
};
/** GET /api/ExternalOrderApi/order/ → 400 */
export const getOrders400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/", "get", 400>> = {
  operation: "GET /api/ExternalOrderApi/order/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order/ → 401 */
export const getOrders401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/", "get", 401>> = {
  operation: "GET /api/ExternalOrderApi/order/",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order/ → 404 */
export const getOrders404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/order/",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order/ → default */
export const getOrdersDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/order/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order_product/ → 200 */
export const getOrderProducts200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_product/", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/order_product/",
  status: "200",
  schema: { type: "object", required: ["OrderProductItems"], properties: { "OrderProductItems": { type: "array", items: () => S_OrderProduct } } },
};
/** GET /api/ExternalOrderApi/order_product/ → 400 */
export const getOrderProducts400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_product/", "get", 400>> = {
  operation: "GET /api/ExternalOrderApi/order_product/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order_product/ → 401 */
export const getOrderProducts401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_product/", "get", 401>> = {
  operation: "GET /api/ExternalOrderApi/order_product/",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order_product/ → 404 */
export const getOrderProducts404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_product/", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/order_product/",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order_product/ → default */
export const getOrderProductsDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_product/", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/order_product/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order_address/{id} → 200 */
export const getOrderAddress200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_address/{id}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/order_address/{id}",
  status: "200",
  schema: { type: "object", required: ["OrderAddressItems"], properties: { "OrderAddressItems": { type: "array", items: () => S_OrderAddress } } },
};
/** GET /api/ExternalOrderApi/order_address/{id} → 401 */
export const getOrderAddress401: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_address/{id}", "get", 401>> = {
  operation: "GET /api/ExternalOrderApi/order_address/{id}",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order_address/{id} → 404 */
export const getOrderAddress404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_address/{id}", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/order_address/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order_address/{id} → default */
export const getOrderAddressDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_address/{id}", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/order_address/{id}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/guest/invoice/{ref}/{hash} → 200 */
export const getGuestInvoice200: ResponseValidator<ResponseBody<P, "/api/guest/invoice/{ref}/{hash}", "get", 200>> = {
  operation: "GET /api/guest/invoice/{ref}/{hash}",
  status: "200",
  schema: () => S_GuestInvoice,
};
/** GET /api/guest/invoice/{ref}/{hash} → 400 */
export const getGuestInvoice400: ResponseValidator<ResponseBody<P, "/api/guest/invoice/{ref}/{hash}", "get", 400>> = {
  operation: "GET /api/guest/invoice/{ref}/{hash}",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/guest/invoice/{ref}/{hash} → 404 */
export const getGuestInvoice404: ResponseValidator<ResponseBody<P, "/api/guest/invoice/{ref}/{hash}", "get", 404>> = {
  operation: "GET /api/guest/invoice/{ref}/{hash}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/guest/invoice/{ref}/{hash} → default */
export const getGuestInvoiceDefault: ResponseValidator<ResponseBody<P, "/api/guest/invoice/{ref}/{hash}", "get", "default">> = {
  operation: "GET /api/guest/invoice/{ref}/{hash}",
  status: "default",
  schema: () => S_ApiError,
};
