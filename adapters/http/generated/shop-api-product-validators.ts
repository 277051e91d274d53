// Generated from openapi/shop-api.yaml (operations tagged product) by scripts/generate-validators.mjs. Do not edit.
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
const S_CategoryRef: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1 } };
const S_Product: Schema = { type: "object", required: ["id","REF","TITLE","PRICE","TAXED_PRICE","BEST_TAXED_PRICE","stock","URL","images","category","tag","variation"], properties: { "id": L0, "REF": L1, "TITLE": L1, "DESCRIPTION": L2, "CHAPO": L2, "META_TITLE": L2, "META_DESCRIPTION": L2, "brand_id": L3, "brand_name": L2, "category": { type: "array", items: () => S_CategoryRef }, "DEFAULT_CATEGORY": L3, "tag": { type: "array", items: L1 }, "PRICE": L4, "PROMO_PRICE": L5, "IS_PROMO": L6, "LISTEN_PRICE": L5, "TAXED_PRICE": L4, "BEST_TAXED_PRICE": L4, "stock": L0, "URL": L1, "images": { type: "array", items: () => S_ProductImage }, "variation": { type: "array", items: () => S_ProductColour }, "default_pse_id": L3, "is_price_request": { type: "boolean" }, "product_type": L2, "documents": { type: "array", items: () => S_ProductDocument } } };
const S_ProductColour: Schema = { type: "object", required: ["color_id","color_name","sizes"], properties: { "color_id": L0, "color_name": L1, "color_hex": L2, "sizes": { type: "array", items: () => S_ProductSize } } };
const S_ProductDocument: Schema = { type: "object", required: ["title","url"], properties: { "title": L1, "url": L1, "type": L2 } };
const S_ProductFeature: Schema = { type: "object", required: ["FEATURE_ID","FEATURE_TITLE"], properties: { "FEATURE_ID": L0, "FEATURE_TITLE": L1, "FEATURE_AV_ID": L3, "FEATURE_AV_TITLE": L2, "FEATURE_VALUE": L2, "POSITION": L0 } };
const S_ProductImage: Schema = { type: "object", required: ["image_url","visible","position"], properties: { "image_url": L1, "visible": L6, "position": L0 } };
const S_ProductSize: Schema = { type: "object", required: ["name","stock","pse_id"], properties: { "size_id": L3, "name": L1, "stock": L0, "pse_id": L0 } };
const S_Pse: Schema = { type: "object", required: ["pse_id","product_id","REF","stock","PRICE","URL"], properties: { "pse_id": L0, "product_id": L0, "color_id": L3, "size_id": L3, "REF": L1, "stock": L0, "PRICE": L4, "PROMO_PRICE": L5, "IS_PROMO": L6, "URL": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const CategoryRefSchema: ComponentSchema<C["CategoryRef"]> = { schema: S_CategoryRef };
export const ProductSchema: ComponentSchema<C["Product"]> = { schema: S_Product };
export const ProductColourSchema: ComponentSchema<C["ProductColour"]> = { schema: S_ProductColour };
export const ProductDocumentSchema: ComponentSchema<C["ProductDocument"]> = { schema: S_ProductDocument };
export const ProductFeatureSchema: ComponentSchema<C["ProductFeature"]> = { schema: S_ProductFeature };
export const ProductImageSchema: ComponentSchema<C["ProductImage"]> = { schema: S_ProductImage };
export const ProductSizeSchema: ComponentSchema<C["ProductSize"]> = { schema: S_ProductSize };
export const PseSchema: ComponentSchema<C["Pse"]> = { schema: S_Pse };

/** GET /api/products/{productId} → 200 */
export const getProduct200: ResponseValidator<ResponseBody<P, "/api/products/{productId}", "get", 200>> = {
  operation: "GET /api/products/{productId}",
  status: "200",
  schema: { type: "array", items: () => S_Product },
};
/** GET /api/products/{productId} → 404 */
export const getProduct404: ResponseValidator<ResponseBody<P, "/api/products/{productId}", "get", 404>> = {
  operation: "GET /api/products/{productId}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/products/{productId} → default */
export const getProductDefault: ResponseValidator<ResponseBody<P, "/api/products/{productId}", "get", "default">> = {
  operation: "GET /api/products/{productId}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/get_pse/{PRODUCT_SALE_ELEMENT} → 200 */
export const getPse200: ResponseValidator<ResponseBody<P, "/api/get_pse/{PRODUCT_SALE_ELEMENT}", "get", 200>> = {
  operation: "GET /api/get_pse/{PRODUCT_SALE_ELEMENT}",
  status: "200",
  schema: () => S_Pse,
};
/** GET /api/get_pse/{PRODUCT_SALE_ELEMENT} → 404 */
export const getPse404: ResponseValidator<ResponseBody<P, "/api/get_pse/{PRODUCT_SALE_ELEMENT}", "get", 404>> = {
  operation: "GET /api/get_pse/{PRODUCT_SALE_ELEMENT}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/get_pse/{PRODUCT_SALE_ELEMENT} → default */
export const getPseDefault: ResponseValidator<ResponseBody<P, "/api/get_pse/{PRODUCT_SALE_ELEMENT}", "get", "default">> = {
  operation: "GET /api/get_pse/{PRODUCT_SALE_ELEMENT}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/features/product/{productID}/{langCode} → 200 */
export const getProductFeatures200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/features/product/{productID}/{langCode}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/features/product/{productID}/{langCode}",
  status: "200",
  schema: { type: "object", required: ["FeatureItems"], properties: { "FeatureItems": { type: "array", items: () => S_ProductFeature } } },
};
/** GET /api/ExternalOrderApi/features/product/{productID}/{langCode} → 404 */
export const getProductFeatures404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/features/product/{productID}/{langCode}", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/features/product/{productID}/{langCode}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/features/product/{productID}/{langCode} → default */
export const getProductFeaturesDefault: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/features/product/{productID}/{langCode}", "get", "default">> = {
  operation: "GET /api/ExternalOrderApi/features/product/{productID}/{langCode}",
  status: "default",
  schema: () => S_ApiError,
};
