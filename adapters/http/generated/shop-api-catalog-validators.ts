// Generated from openapi/shop-api.yaml (operations tagged catalog) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './shop-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "integer" };
const L1: Schema = { type: "string" };
const L2: Schema = { type: ["string","null"] };
const L3: Schema = { type: "integer", enum: [0,1] };
const L4: Schema = { type: ["integer","null"] };
const L5: Schema = { type: "number", minimum: 0, maximum: 10000000 };
const L6: Schema = { type: ["number","null"], minimum: 0, maximum: 10000000 };
const S_ApiError: Schema = { type: "object", properties: { "error": L1, "message": L1, "status": L1, "status_code": L0 } };
const S_CategoryItem: Schema = { type: "object", required: ["id","TITLE","URL"], properties: { "id": L0, "TITLE": L1, "DESCRIPTION": L2, "CHAPO": L2, "POSTSCRIPTUM": L2, "URL": L1, "PARENT": L0, "POSITION": L0, "VISIBLE": L3, "IMAGE_URL": L2, "META_TITLE": L2, "META_DESCRIPTION": L2 } };
const S_CategoryRef: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1 } };
const S_Product: Schema = { type: "object", required: ["id","REF","TITLE","PRICE","TAXED_PRICE","BEST_TAXED_PRICE","stock","URL","images","category","tag","variation"], properties: { "id": L0, "REF": L1, "TITLE": L1, "DESCRIPTION": L2, "CHAPO": L2, "META_TITLE": L2, "META_DESCRIPTION": L2, "brand_id": L4, "brand_name": L2, "category": { type: "array", items: () => S_CategoryRef }, "DEFAULT_CATEGORY": L4, "tag": { type: "array", items: L1 }, "PRICE": L5, "PROMO_PRICE": L6, "IS_PROMO": L3, "LISTEN_PRICE": L6, "TAXED_PRICE": L5, "BEST_TAXED_PRICE": L5, "stock": L0, "URL": L1, "images": { type: "array", items: () => S_ProductImage }, "variation": { type: "array", items: () => S_ProductColour }, "default_pse_id": L4, "is_price_request": { type: "boolean" }, "product_type": L2, "documents": { type: "array", items: () => S_ProductDocument } } };
const S_ProductColour: Schema = { type: "object", required: ["color_id","color_name","sizes"], properties: { "color_id": L0, "color_name": L1, "color_hex": L2, "sizes": { type: "array", items: () => S_ProductSize } } };
const S_ProductDocument: Schema = { type: "object", required: ["title","url"], properties: { "title": L1, "url": L1, "type": L2 } };
const S_ProductImage: Schema = { type: "object", required: ["image_url","visible","position"], properties: { "image_url": L1, "visible": L3, "position": L0 } };
const S_ProductPage: Schema = { type: "object", required: ["products","total"], properties: { "products": { type: "array", items: () => S_Product }, "total": L0 } };
const S_ProductSize: Schema = { type: "object", required: ["name","stock","pse_id"], properties: { "size_id": L4, "name": L1, "stock": L0, "pse_id": L0 } };
const S_SearchConfig: Schema = { type: "object", required: ["index_prefix","content"], properties: { "scheme": L1, "host": L1, "port": { type: ["integer","string"] }, "front_username": L1, "front_password": L1, "index_prefix": L1, "language_index_prefixes": { type: "object", additionalProperties: L1 }, "content": L1 } };
const S_UrlResolution: Schema = { type: "object", required: ["view_id","view"], properties: { "view_id": L0, "view": { type: "string", enum: ["product","category","content","brand","pse"] }, "title": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const CategoryItemSchema: ComponentSchema<C["CategoryItem"]> = { schema: S_CategoryItem };
export const CategoryRefSchema: ComponentSchema<C["CategoryRef"]> = { schema: S_CategoryRef };
export const ProductSchema: ComponentSchema<C["Product"]> = { schema: S_Product };
export const ProductColourSchema: ComponentSchema<C["ProductColour"]> = { schema: S_ProductColour };
export const ProductDocumentSchema: ComponentSchema<C["ProductDocument"]> = { schema: S_ProductDocument };
export const ProductImageSchema: ComponentSchema<C["ProductImage"]> = { schema: S_ProductImage };
export const ProductPageSchema: ComponentSchema<C["ProductPage"]> = { schema: S_ProductPage };
export const ProductSizeSchema: ComponentSchema<C["ProductSize"]> = { schema: S_ProductSize };
export const SearchConfigSchema: ComponentSchema<C["SearchConfig"]> = { schema: S_SearchConfig };
export const UrlResolutionSchema: ComponentSchema<C["UrlResolution"]> = { schema: S_UrlResolution };

/** GET /api/products/ → 200 */
export const getProducts200: ResponseValidator<ResponseBody<P, "/api/products/", "get", 200>> = {
  operation: "GET /api/products/",
  status: "200",
  schema: () => S_ProductPage,
};
/** GET /api/products/ → 400 */
export const getProducts400: ResponseValidator<ResponseBody<P, "/api/products/", "get", 400>> = {
  operation: "GET /api/products/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/products/ → default */
export const getProductsDefault: ResponseValidator<ResponseBody<P, "/api/products/", "get", "default">> = {
  operation: "GET /api/products/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/products_list/ → 200 */
export const getProductsList200: ResponseValidator<ResponseBody<P, "/api/products_list/", "get", 200>> = {
  operation: "GET /api/products_list/",
  status: "200",
  schema: () => S_ProductPage,
};
/** GET /api/products_list/ → 400 */
export const getProductsList400: ResponseValidator<ResponseBody<P, "/api/products_list/", "get", 400>> = {
  operation: "GET /api/products_list/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/products_list/ → default */
export const getProductsListDefault: ResponseValidator<ResponseBody<P, "/api/products_list/", "get", "default">> = {
  operation: "GET /api/products_list/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/categories/{categoryId} → 200 */
export const getCategory200: ResponseValidator<ResponseBody<P, "/api/categories/{categoryId}", "get", 200>> = {
  operation: "GET /api/categories/{categoryId}",
  status: "200",
  schema: { type: "object", required: ["categoryItems"], properties: { "categoryItems": { type: "array", items: () => S_CategoryItem } } },
};
/** GET /api/categories/{categoryId} → 404 */
export const getCategory404: ResponseValidator<ResponseBody<P, "/api/categories/{categoryId}", "get", 404>> = {
  operation: "GET /api/categories/{categoryId}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/categories/{categoryId} → default */
export const getCategoryDefault: ResponseValidator<ResponseBody<P, "/api/categories/{categoryId}", "get", "default">> = {
  operation: "GET /api/categories/{categoryId}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/ConfigApi → 200 */
export const getConfigApi200: ResponseValidator<ResponseBody<P, "/api/ConfigApi", "get", 200>> = {
  operation: "GET /api/ConfigApi",
  status: "200",
  schema: () => S_SearchConfig,
};
/** GET /api/ConfigApi → 401 */
export const getConfigApi401: ResponseValidator<ResponseBody<P, "/api/ConfigApi", "get", 401>> = {
  operation: "GET /api/ConfigApi",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/ConfigApi → default */
export const getConfigApiDefault: ResponseValidator<ResponseBody<P, "/api/ConfigApi", "get", "default">> = {
  operation: "GET /api/ConfigApi",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/rewriting → 200 */
export const resolveUrl200: ResponseValidator<ResponseBody<P, "/api/rewriting", "get", 200>> = {
  operation: "GET /api/rewriting",
  status: "200",
  schema: () => S_UrlResolution,
};
/** GET /api/rewriting → 404 */
export const resolveUrl404: ResponseValidator<ResponseBody<P, "/api/rewriting", "get", 404>> = {
  operation: "GET /api/rewriting",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/rewriting → default */
export const resolveUrlDefault: ResponseValidator<ResponseBody<P, "/api/rewriting", "get", "default">> = {
  operation: "GET /api/rewriting",
  status: "default",
  schema: () => S_ApiError,
};
