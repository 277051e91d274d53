// Generated from openapi/shop-api.yaml (operations tagged checkout) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './shop-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "string" };
const L1: Schema = { type: ["string","null"] };
const L2: Schema = { type: "integer" };
const L3: Schema = { type: ["number","null"], minimum: 0, maximum: 10000000 };
const S_ApiError: Schema = { type: "object", properties: { "error": L0, "message": L0, "status": L0, "status_code": L2 } };
const S_DeliveryMethod: Schema = { type: "object", required: ["id","position","title","code"], properties: { "id": L2, "position": L2, "title": L0, "code": L0, "description": L1, "price": L3, "logo": L1 } };
const S_PaymentMethod: Schema = { type: "object", required: ["id","code","title","position"], properties: { "id": L2, "code": L0, "title": L0, "position": L2, "description": L1, "logo": L1 } };
const S_PaymentResult: Schema = { type: "object", properties: { "status": L0, "redirect_url": L1, "order_id": { type: ["integer","null"] }, "message": L1 } };
const S_Postage: Schema = { type: "object", required: ["postage_amount","postage_amount_taxed"], properties: { "postage_amount": L3, "postage_amount_taxed": L3, "error": L1 } };
const S_QrCode: Schema = { type: "object", required: ["qr_code"], properties: { "qr_code": L0, "beneficiary": L1, "iban": L1, "bic": L1, "amount": L3, "currency": L1, "reference": L1 } };
const S_StatusMessage: Schema = { type: "object", required: ["status"], properties: { "status_code": L2, "status": L0, "message": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const DeliveryMethodSchema: ComponentSchema<C["DeliveryMethod"]> = { schema: S_DeliveryMethod };
export const PaymentMethodSchema: ComponentSchema<C["PaymentMethod"]> = { schema: S_PaymentMethod };
export const PaymentResultSchema: ComponentSchema<C["PaymentResult"]> = { schema: S_PaymentResult };
export const PostageSchema: ComponentSchema<C["Postage"]> = { schema: S_Postage };
export const QrCodeSchema: ComponentSchema<C["QrCode"]> = { schema: S_QrCode };
export const StatusMessageSchema: ComponentSchema<C["StatusMessage"]> = { schema: S_StatusMessage };

/** POST /api/applepay/pay → 200 */
export const payApplePay200: ResponseValidator<ResponseBody<P, "/api/applepay/pay", "post", 200>> = {
  operation: "POST /api/applepay/pay",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/applepay/pay → 400 */
export const payApplePay400: ResponseValidator<ResponseBody<P, "/api/applepay/pay", "post", 400>> = {
  operation: "POST /api/applepay/pay",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/applepay/pay → 404 */
export const payApplePay404: ResponseValidator<ResponseBody<P, "/api/applepay/pay", "post", 404>> = {
  operation: "POST /api/applepay/pay",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/applepay/pay → default */
export const payApplePayDefault: ResponseValidator<ResponseBody<P, "/api/applepay/pay", "post", "default">> = {
  operation: "POST /api/applepay/pay",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/globalcard/pay → 200 */
export const payGlobalCard200: ResponseValidator<ResponseBody<P, "/api/globalcard/pay", "post", 200>> = {
  operation: "POST /api/globalcard/pay",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/globalcard/pay → 400 */
export const payGlobalCard400: ResponseValidator<ResponseBody<P, "/api/globalcard/pay", "post", 400>> = {
  operation: "POST /api/globalcard/pay",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/globalcard/pay → 404 */
export const payGlobalCard404: ResponseValidator<ResponseBody<P, "/api/globalcard/pay", "post", 404>> = {
  operation: "POST /api/globalcard/pay",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/globalcard/pay → default */
export const payGlobalCardDefault: ResponseValidator<ResponseBody<P, "/api/globalcard/pay", "post", "default">> = {
  operation: "POST /api/globalcard/pay",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/instanttransfer/pay → 200 */
export const payInstantTransfer200: ResponseValidator<ResponseBody<P, "/api/instanttransfer/pay", "post", 200>> = {
  operation: "POST /api/instanttransfer/pay",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/instanttransfer/pay → 400 */
export const payInstantTransfer400: ResponseValidator<ResponseBody<P, "/api/instanttransfer/pay", "post", 400>> = {
  operation: "POST /api/instanttransfer/pay",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/instanttransfer/pay → 404 */
export const payInstantTransfer404: ResponseValidator<ResponseBody<P, "/api/instanttransfer/pay", "post", 404>> = {
  operation: "POST /api/instanttransfer/pay",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/instanttransfer/pay → default */
export const payInstantTransferDefault: ResponseValidator<ResponseBody<P, "/api/instanttransfer/pay", "post", "default">> = {
  operation: "POST /api/instanttransfer/pay",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/card/pay → 200 */
export const payCard200: ResponseValidator<ResponseBody<P, "/api/card/pay", "post", 200>> = {
  operation: "POST /api/card/pay",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/card/pay → 400 */
export const payCard400: ResponseValidator<ResponseBody<P, "/api/card/pay", "post", 400>> = {
  operation: "POST /api/card/pay",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/card/pay → 404 */
export const payCard404: ResponseValidator<ResponseBody<P, "/api/card/pay", "post", 404>> = {
  operation: "POST /api/card/pay",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/card/pay → default */
export const payCardDefault: ResponseValidator<ResponseBody<P, "/api/card/pay", "post", "default">> = {
  operation: "POST /api/card/pay",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/ramburs/pay → 200 */
export const payRamburs200: ResponseValidator<ResponseBody<P, "/api/ramburs/pay", "post", 200>> = {
  operation: "POST /api/ramburs/pay",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/ramburs/pay → 400 */
export const payRamburs400: ResponseValidator<ResponseBody<P, "/api/ramburs/pay", "post", 400>> = {
  operation: "POST /api/ramburs/pay",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/ramburs/pay → 404 */
export const payRamburs404: ResponseValidator<ResponseBody<P, "/api/ramburs/pay", "post", 404>> = {
  operation: "POST /api/ramburs/pay",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/ramburs/pay → default */
export const payRambursDefault: ResponseValidator<ResponseBody<P, "/api/ramburs/pay", "post", "default">> = {
  operation: "POST /api/ramburs/pay",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/vorkasse/pay → 200 */
export const payVorkasse200: ResponseValidator<ResponseBody<P, "/api/vorkasse/pay", "post", 200>> = {
  operation: "POST /api/vorkasse/pay",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/vorkasse/pay → 400 */
export const payVorkasse400: ResponseValidator<ResponseBody<P, "/api/vorkasse/pay", "post", 400>> = {
  operation: "POST /api/vorkasse/pay",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/vorkasse/pay → 404 */
export const payVorkasse404: ResponseValidator<ResponseBody<P, "/api/vorkasse/pay", "post", 404>> = {
  operation: "POST /api/vorkasse/pay",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/vorkasse/pay → default */
export const payVorkasseDefault: ResponseValidator<ResponseBody<P, "/api/vorkasse/pay", "post", "default">> = {
  operation: "POST /api/vorkasse/pay",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/bnpl/pay → 200 */
export const payBnpl200: ResponseValidator<ResponseBody<P, "/api/bnpl/pay", "post", 200>> = {
  operation: "POST /api/bnpl/pay",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/bnpl/pay → 400 */
export const payBnpl400: ResponseValidator<ResponseBody<P, "/api/bnpl/pay", "post", 400>> = {
  operation: "POST /api/bnpl/pay",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/bnpl/pay → 404 */
export const payBnpl404: ResponseValidator<ResponseBody<P, "/api/bnpl/pay", "post", 404>> = {
  operation: "POST /api/bnpl/pay",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/bnpl/pay → default */
export const payBnplDefault: ResponseValidator<ResponseBody<P, "/api/bnpl/pay", "post", "default">> = {
  operation: "POST /api/bnpl/pay",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/amazon/pay → 200 */
export const payAmazon200: ResponseValidator<ResponseBody<P, "/api/amazon/pay", "post", 200>> = {
  operation: "POST /api/amazon/pay",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/amazon/pay → 400 */
export const payAmazon400: ResponseValidator<ResponseBody<P, "/api/amazon/pay", "post", 400>> = {
  operation: "POST /api/amazon/pay",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/amazon/pay → 404 */
export const payAmazon404: ResponseValidator<ResponseBody<P, "/api/amazon/pay", "post", 404>> = {
  operation: "POST /api/amazon/pay",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/amazon/pay → default */
export const payAmazonDefault: ResponseValidator<ResponseBody<P, "/api/amazon/pay", "post", "default">> = {
  operation: "POST /api/amazon/pay",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/paypal/accept → 200 */
export const paypalAccept200: ResponseValidator<ResponseBody<P, "/api/paypal/accept", "post", 200>> = {
  operation: "POST /api/paypal/accept",
  status: "200",
  schema: () => S_PaymentResult,
};
/** POST /api/paypal/accept → 400 */
export const paypalAccept400: ResponseValidator<ResponseBody<P, "/api/paypal/accept", "post", 400>> = {
  operation: "POST /api/paypal/accept",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/paypal/accept → 404 */
export const paypalAccept404: ResponseValidator<ResponseBody<P, "/api/paypal/accept", "post", 404>> = {
  operation: "POST /api/paypal/accept",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/paypal/accept → default */
export const paypalAcceptDefault: ResponseValidator<ResponseBody<P, "/api/paypal/accept", "post", "default">> = {
  operation: "POST /api/paypal/accept",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/paypal/cancel → 200 */
export const paypalCancel200: ResponseValidator<ResponseBody<P, "/api/paypal/cancel", "post", 200>> = {
  operation: "POST /api/paypal/cancel",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/paypal/cancel → 400 */
export const paypalCancel400: ResponseValidator<ResponseBody<P, "/api/paypal/cancel", "post", 400>> = {
  operation: "POST /api/paypal/cancel",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/paypal/cancel → 404 */
export const paypalCancel404: ResponseValidator<ResponseBody<P, "/api/paypal/cancel", "post", 404>> = {
  operation: "POST /api/paypal/cancel",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/paypal/cancel → default */
export const paypalCancelDefault: ResponseValidator<ResponseBody<P, "/api/paypal/cancel", "post", "default">> = {
  operation: "POST /api/paypal/cancel",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/localpickup/order → 200 */
export const localPickupOrder200: ResponseValidator<ResponseBody<P, "/api/localpickup/order", "post", 200>> = {
  operation: "POST /api/localpickup/order",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/localpickup/order → 400 */
export const localPickupOrder400: ResponseValidator<ResponseBody<P, "/api/localpickup/order", "post", 400>> = {
  operation: "POST /api/localpickup/order",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/localpickup/order → 404 */
export const localPickupOrder404: ResponseValidator<ResponseBody<P, "/api/localpickup/order", "post", 404>> = {
  operation: "POST /api/localpickup/order",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/localpickup/order → default */
export const localPickupOrderDefault: ResponseValidator<ResponseBody<P, "/api/localpickup/order", "post", "default">> = {
  operation: "POST /api/localpickup/order",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/localPickupAddress/order → 200 */
export const localPickupAddressOrder200: ResponseValidator<ResponseBody<P, "/api/localPickupAddress/order", "post", 200>> = {
  operation: "POST /api/localPickupAddress/order",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/localPickupAddress/order → 400 */
export const localPickupAddressOrder400: ResponseValidator<ResponseBody<P, "/api/localPickupAddress/order", "post", 400>> = {
  operation: "POST /api/localPickupAddress/order",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/localPickupAddress/order → 404 */
export const localPickupAddressOrder404: ResponseValidator<ResponseBody<P, "/api/localPickupAddress/order", "post", 404>> = {
  operation: "POST /api/localPickupAddress/order",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/localPickupAddress/order → default */
export const localPickupAddressOrderDefault: ResponseValidator<ResponseBody<P, "/api/localPickupAddress/order", "post", "default">> = {
  operation: "POST /api/localPickupAddress/order",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/customdelivery/postage → 200 */
export const getPostage200: ResponseValidator<ResponseBody<P, "/api/customdelivery/postage", "post", 200>> = {
  operation: "POST /api/customdelivery/postage",
  status: "200",
  schema: () => S_Postage,
};
/** POST /api/customdelivery/postage → 400 */
export const getPostage400: ResponseValidator<ResponseBody<P, "/api/customdelivery/postage", "post", 400>> = {
  operation: "POST /api/customdelivery/postage",
  status: "400",
  schema: () => S_Postage,
};
/** POST /api/customdelivery/postage → 404 */
export const getPostage404: ResponseValidator<ResponseBody<P, "/api/customdelivery/postage", "post", 404>> = {
  operation: "POST /api/customdelivery/postage",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/customdelivery/postage → default */
export const getPostageDefault: ResponseValidator<ResponseBody<P, "/api/customdelivery/postage", "post", "default">> = {
  operation: "POST /api/customdelivery/postage",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId} → 200 */
export const getActivePaymentMethods200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}",
  status: "200",
  schema: { type: "object", required: ["data"], properties: { "data": { type: "array", items: () => S_PaymentMethod } } },
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId} → 400 */
export const getActivePaymentMethods400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}", "get", 400>> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId} → 404 */
export const getActivePaymentMethods404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId} → default */
export const getActivePaymentMethodsDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale} → 200 */
export const getActivePaymentMethodsByLocale200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}",
  status: "200",
  schema: { type: "object", required: ["data"], properties: { "data": { type: "array", items: () => S_PaymentMethod } } },
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale} → 400 */
export const getActivePaymentMethodsByLocale400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}", "get", 400>> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale} → 404 */
export const getActivePaymentMethodsByLocale404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale} → default */
export const getActivePaymentMethodsByLocaleDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale} → 200 */
export const getActiveDelivery200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}",
  status: "200",
  schema: { type: "object", required: ["data"], properties: { "data": { type: "array", items: () => S_DeliveryMethod } } },
};
/** GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale} → 400 */
export const getActiveDelivery400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}", "get", 400>> = {
  operation: "GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale} → 404 */
export const getActiveDelivery404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale} → default */
export const getActiveDeliveryDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/getQrCode → 200 */
export const getQrCode200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getQrCode", "post", 200>> = {
  operation: "POST /api/ExternalOrderApi/getQrCode",
  status: "200",
  schema: () => S_QrCode,
};
/** POST /api/ExternalOrderApi/getQrCode → 400 */
export const getQrCode400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getQrCode", "post", 400>> = {
  operation: "POST /api/ExternalOrderApi/getQrCode",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/getQrCode → 404 */
export const getQrCode404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getQrCode", "post", 404>> = {
  operation: "POST /api/ExternalOrderApi/getQrCode",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/ExternalOrderApi/getQrCode → default */
export const getQrCodeDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getQrCode", "post", "default">> = {
  operation: "POST /api/ExternalOrderApi/getQrCode",
  status: "default",
  schema: () => S_ApiError,
};
