// Generated from openapi/fast-api.yaml (operations tagged logistics) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './fast-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "integer" };
const L1: Schema = { type: ["string","null"] };
const L2: Schema = { type: "string" };
const S_ApiError: Schema = { type: "object", properties: { "error": L2, "message": L2, "status": L2, "status_code": L0 } };
const S_DeliveryDelay: Schema = { type: "object", required: ["delay_min_days","delay_max_days"], properties: { "delay_min_days": L0, "delay_max_days": L0, "text": L1, "is_freight": { type: "boolean" } } };
const S_FulfilmentCenter: Schema = { type: "object", required: ["id","name","stock"], properties: { "id": L0, "name": L2, "city": L1, "stock": L0 } };
const S_OrderLocalPickup: Schema = { type: "object", required: ["order_id","local_pickup"], properties: { "order_id": L0, "local_pickup": { type: "integer", enum: [0,1] }, "pickup_location": { oneOf: [() => S_PickupLocation, { type: "null" }] } } };
const S_PickupLocation: Schema = { type: "object", required: ["id","name"], properties: { "id": L0, "name": L2, "address1": L1, "zipcode": L1, "city": L1, "country_id": { type: ["integer","null"] }, "phone": L1, "opening_hours": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const DeliveryDelaySchema: ComponentSchema<C["DeliveryDelay"]> = { schema: S_DeliveryDelay };
export const FulfilmentCenterSchema: ComponentSchema<C["FulfilmentCenter"]> = { schema: S_FulfilmentCenter };
export const OrderLocalPickupSchema: ComponentSchema<C["OrderLocalPickup"]> = { schema: S_OrderLocalPickup };
export const PickupLocationSchema: ComponentSchema<C["PickupLocation"]> = { schema: S_PickupLocation };

/** GET /api/product_delays/custom_attribute/{id} → 200 */
export const getProductDelays200: ResponseValidator<ResponseBody<P, "/api/product_delays/custom_attribute/{id}", "get", 200>> = {
  operation: "GET /api/product_delays/custom_attribute/{id}",
  status: "200",
  schema: () => S_DeliveryDelay,
};
/** GET /api/product_delays/custom_attribute/{id} → 404 */
export const getProductDelays404: ResponseValidator<ResponseBody<P, "/api/product_delays/custom_attribute/{id}", "get", 404>> = {
  operation: "GET /api/product_delays/custom_attribute/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/product_delays/custom_attribute/{id} → default */
export const getProductDelaysDefault: ResponseValidator<ResponseBody<P, "/api/product_delays/custom_attribute/{id}", "get", "default">> = {
  operation: "GET /api/product_delays/custom_attribute/{id}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/fulfilment_center/ → 200 */
export const getFulfilmentCenters200: ResponseValidator<ResponseBody<P, "/api/fulfilment_center/", "get", 200>> = {
  operation: "GET /api/fulfilment_center/",
  status: "200",
  schema: { type: "array", items: () => S_FulfilmentCenter },
};
/** GET /api/fulfilment_center/ → 400 */
export const getFulfilmentCenters400: ResponseValidator<ResponseBody<P, "/api/fulfilment_center/", "get", 400>> = {
  operation: "GET /api/fulfilment_center/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/fulfilment_center/ → default */
export const getFulfilmentCentersDefault: ResponseValidator<ResponseBody<P, "/api/fulfilment_center/", "get", "default">> = {
  operation: "GET /api/fulfilment_center/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/order_local_pickup/ → 200 */
export const getOrderLocalPickup200: ResponseValidator<ResponseBody<P, "/api/order_local_pickup/", "get", 200>> = {
  operation: "GET /api/order_local_pickup/",
  status: "200",
  schema: { type: "array", items: () => S_OrderLocalPickup },
};
/** GET /api/order_local_pickup/ → 400 */
export const getOrderLocalPickup400: ResponseValidator<ResponseBody<P, "/api/order_local_pickup/", "get", 400>> = {
  operation: "GET /api/order_local_pickup/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/order_local_pickup/ → default */
export const getOrderLocalPickupDefault: ResponseValidator<ResponseBody<P, "/api/order_local_pickup/", "get", "default">> = {
  operation: "GET /api/order_local_pickup/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/local_pickup/ → 200 */
export const getLocalPickup200: ResponseValidator<ResponseBody<P, "/api/local_pickup/", "get", 200>> = {
  operation: "GET /api/local_pickup/",
  status: "200",
  schema: { type: "array", items: () => S_PickupLocation },
};
/** GET /api/local_pickup/ → 401 */
export const getLocalPickup401: ResponseValidator<ResponseBody<P, "/api/local_pickup/", "get", 401>> = {
  operation: "GET /api/local_pickup/",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/local_pickup/ → default */
export const getLocalPickupDefault: ResponseValidator<ResponseBody<P, "/api/local_pickup/", "get", "default">> = {
  operation: "GET /api/local_pickup/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/fulfilment_center_stock/{id} → 200 */
export const getFulfilmentCenterStock200: ResponseValidator<ResponseBody<P, "/api/fulfilment_center_stock/{id}", "get", 200>> = {
  operation: "GET /api/fulfilment_center_stock/{id}",
  status: "200",
  schema: { type: "array", items: () => S_FulfilmentCenter },
};
/** GET /api/fulfilment_center_stock/{id} → 404 */
export const getFulfilmentCenterStock404: ResponseValidator<ResponseBody<P, "/api/fulfilment_center_stock/{id}", "get", 404>> = {
  operation: "GET /api/fulfilment_center_stock/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/fulfilment_center_stock/{id} → default */
export const getFulfilmentCenterStockDefault: ResponseValidator<ResponseBody<P, "/api/fulfilment_center_stock/{id}", "get", "default">> = {
  operation: "GET /api/fulfilment_center_stock/{id}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/delivery_delay_pse/{id} → 200 */
export const getDeliveryDelayPse200: ResponseValidator<ResponseBody<P, "/api/delivery_delay_pse/{id}", "get", 200>> = {
  operation: "GET /api/delivery_delay_pse/{id}",
  status: "200",
  schema: () => S_DeliveryDelay,
};
/** GET /api/delivery_delay_pse/{id} → 404 */
export const getDeliveryDelayPse404: ResponseValidator<ResponseBody<P, "/api/delivery_delay_pse/{id}", "get", 404>> = {
  operation: "GET /api/delivery_delay_pse/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/delivery_delay_pse/{id} → default */
export const getDeliveryDelayPseDefault: ResponseValidator<ResponseBody<P, "/api/delivery_delay_pse/{id}", "get", "default">> = {
  operation: "GET /api/delivery_delay_pse/{id}",
  status: "default",
  schema: () => S_ApiError,
};
