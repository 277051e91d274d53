// Generated from openapi/fast-api.yaml (operations tagged product) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './fast-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "string" };
const L1: Schema = { type: "integer" };
const L2: Schema = { type: ["integer","null"] };
const L3: Schema = { type: ["string","null"] };
const L4: Schema = { type: "number", minimum: 0, maximum: 10000000 };
const L5: Schema = { type: ["number","null"], minimum: 0, maximum: 10000000 };
const L6: Schema = { type: "integer", enum: [0,1] };
const S_ApiError: Schema = { type: "object", properties: { "error": L0, "message": L0, "status": L0, "status_code": L1 } };
const S_CategoryRef: Schema = { type: "object", required: ["id","title"], properties: { "id": L1, "title": L0 } };
const S_Combination: Schema = { type: "object", required: ["pse_id","stock","price","ref"], properties: { "pse_id": L1, "color_id": L2, "color_name": L3, "color_hex": L3, "size_id": L2, "size_name": L3, "stock": L1, "price": L4, "ref": L0 } };
const S_Comment: Schema = { type: "object", required: ["id","author","rating","content","created_at"], properties: { "id": L1, "author": L0, "rating": { type: "integer", minimum: 1, maximum: 5 }, "title": L3, "content": L0, "created_at": L0 } };
const S_Multiplier: Schema = { type: "object", required: ["multiplier"], properties: { "multiplier": { type: "integer", minimum: 1 } } };
const S_Product: Schema = { type: "object", required: ["id","REF","TITLE","PRICE","TAXED_PRICE","BEST_TAXED_PRICE","stock","URL","images","category","tag","variation"], properties: { "id": L1, "REF": L0, "TITLE": L0, "DESCRIPTION": L3, "CHAPO": L3, "META_TITLE": L3, "META_DESCRIPTION": L3, "brand_id": L2, "brand_name": L3, "category": { type: "array", items: () => S_CategoryRef }, "DEFAULT_CATEGORY": L2, "tag": { type: "array", items: L0 }, "PRICE": L4, "PROMO_PRICE": L5, "IS_PROMO": L6, "LISTEN_PRICE": L5, "TAXED_PRICE": L4, "BEST_TAXED_PRICE": L4, "stock": L1, "URL": L0, "images": { type: "array", items: () => S_ProductImage }, "variation": { type: "array", items: () => S_ProductColour }, "default_pse_id": L2, "is_price_request": { type: "boolean" }, "product_type": L3, "documents": { type: "array", items: () => S_ProductDocument } } };
const S_ProductColour: Schema = { type: "object", required: ["color_id","color_name","sizes"], properties: { "color_id": L1, "color_name": L0, "color_hex": L3, "sizes": { type: "array", items: () => S_ProductSize } } };
const S_ProductDocument: Schema = { type: "object", required: ["title","url"], properties: { "title": L0, "url": L0, "type": L3 } };
const S_ProductImage: Schema = { type: "object", required: ["image_url","visible","position"], properties: { "image_url": L0, "visible": L6, "position": L1 } };
const S_ProductSize: Schema = { type: "object", required: ["name","stock","pse_id"], properties: { "size_id": L2, "name": L0, "stock": L1, "pse_id": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const CategoryRefSchema: ComponentSchema<C["CategoryRef"]> = { schema: S_CategoryRef };
export const CombinationSchema: ComponentSchema<C["Combination"]> = { schema: S_Combination };
export const CommentSchema: ComponentSchema<C["Comment"]> = { schema: S_Comment };
export const MultiplierSchema: ComponentSchema<C["Multiplier"]> = { schema: S_Multiplier };
export const ProductSchema: ComponentSchema<C["Product"]> = { schema: S_Product };
export const ProductColourSchema: ComponentSchema<C["ProductColour"]> = { schema: S_ProductColour };
export const ProductDocumentSchema: ComponentSchema<C["ProductDocument"]> = { schema: S_ProductDocument };
export const ProductImageSchema: ComponentSchema<C["ProductImage"]> = { schema: S_ProductImage };
export const ProductSizeSchema: ComponentSchema<C["ProductSize"]> = { schema: S_ProductSize };

/** GET /api/multiplier/ → 200 */
export const getMultiplier200: ResponseValidator<ResponseBody<P, "/api/multiplier/", "get", 200>> = {
  operation: "GET /api/multiplier/",
  status: "200",
  schema: () => S_Multiplier,
};
/** GET /api/multiplier/ → 400 */
export const getMultiplier400: ResponseValidator<ResponseBody<P, "/api/multiplier/", "get", 400>> = {
  operation: "GET /api/multiplier/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/multiplier/ → default */
export const getMultiplierDefault: ResponseValidator<ResponseBody<P, "/api/multiplier/", "get", "default">> = {
  operation: "GET /api/multiplier/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/products/combinations/{product_id}/{locale} → 200 */
export const getProductCombinations200: ResponseValidator<ResponseBody<P, "/api/products/combinations/{product_id}/{locale}", "get", 200>> = {
  operation: "GET /api/products/combinations/{product_id}/{locale}",
  status: "200",
  schema: { type: "array", items: () => S_Combination },
};
/** GET /api/products/combinations/{product_id}/{locale} → 404 */
export const getProductCombinations404: ResponseValidator<ResponseBody<P, "/api/products/combinations/{product_id}/{locale}", "get", 404>> = {
  operation: "GET /api/products/combinations/{product_id}/{locale}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/products/combinations/{product_id}/{locale} → default */
export const getProductCombinationsDefault: ResponseValidator<ResponseBody<P, "/api/products/combinations/{product_id}/{locale}", "get", "default">> = {
  operation: "GET /api/products/combinations/{product_id}/{locale}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/comments/{id} → 200 */
export const getComments200: ResponseValidator<ResponseBody<P, "/api/comments/{id}", "get", 200>> = {
  operation: "GET /api/comments/{id}",
  status: "200",
  schema: { type: "array", items: () => S_Comment },
};
/** GET /api/comments/{id} → 404 */
export const getComments404: ResponseValidator<ResponseBody<P, "/api/comments/{id}", "get", 404>> = {
  operation: "GET /api/comments/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/comments/{id} → default */
export const getCommentsDefault: ResponseValidator<ResponseBody<P, "/api/comments/{id}", "get", "default">> = {
  operation: "GET /api/comments/{id}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/recommendation/item-data/ → 200 */
export const getRecommendationItems200: ResponseValidator<ResponseBody<P, "/api/recommendation/item-data/", "get", 200>> = {
  operation: "GET /api/recommendation/item-data/",
  status: "200",
  schema: { type: "object", required: ["products"], properties: { "products": { type: "array", items: () => S_Product } } },
};
/** GET /api/recommendation/item-data/ → 400 */
export const getRecommendationItems400: ResponseValidator<ResponseBody<P, "/api/recommendation/item-data/", "get", 400>> = {
  operation: "GET /api/recommendation/item-data/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/recommendation/item-data/ → default */
export const getRecommendationItemsDefault: ResponseValidator<ResponseBody<P, "/api/recommendation/item-data/", "get", "default">> = {
  operation: "GET /api/recommendation/item-data/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/accessory_product/{id} → 200 */
export const getAccessoryProducts200: ResponseValidator<ResponseBody<P, "/api/accessory_product/{id}", "get", 200>> = {
  operation: "GET /api/accessory_product/{id}",
  status: "200",
  schema: { type: "object", required: ["products"], properties: { "products": { type: "array", items: () => S_Product } } },
};
/** GET /api/accessory_product/{id} → 404 */
export const getAccessoryProducts404: ResponseValidator<ResponseBody<P, "/api/accessory_product/{id}", "get", 404>> = {
  operation: "GET /api/accessory_product/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/accessory_product/{id} → default */
export const getAccessoryProductsDefault: ResponseValidator<ResponseBody<P, "/api/accessory_product/{id}", "get", "default">> = {
  operation: "GET /api/accessory_product/{id}",
  status: "default",
  schema: () => S_ApiError,
};
