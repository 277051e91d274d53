// Generated from openapi/fast-api.yaml (operations tagged catalog) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './fast-api';

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
const S_AssociatedKeyword: Schema = { type: "object", required: ["id","group_code","title"], properties: { "id": L0, "group_code": L1, "code": L2, "title": L1, "value": L2, "position": L0 } };
const S_Brand: Schema = { type: "object", required: ["id","title","url"], properties: { "id": L0, "title": L1, "description": L2, "url": L1, "logo": L2 } };
const S_Category: Schema = { type: "object", required: ["id","title","url"], properties: { "id": L0, "title": L1, "description": L2, "chapo": L2, "url": L1, "parent": L0, "position": L0, "visible": L3, "image_url": L2 } };
const S_CategoryCount: Schema = { type: "object", required: ["count"], properties: { "count": L0 } };
const S_CategoryCounts: Schema = { type: "object", additionalProperties: () => S_CategoryCount };
const S_CategoryRef: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1 } };
const S_Content: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1, "description": L2, "chapo": L2, "rewriting_url": { type: "object", required: ["url"], properties: { "url": L1 } }, "postscriptum": L2 } };
const S_NavCategory: Schema = { type: "object", required: ["Id","Title","URL","children"], properties: { "Id": L0, "Title": L1, "URL": L1, "children": { type: "array", items: () => S_NavCategory } } };
const S_Product: Schema = { type: "object", required: ["id","REF","TITLE","PRICE","TAXED_PRICE","BEST_TAXED_PRICE","stock","URL","images","category","tag","variation"], properties: { "id": L0, "REF": L1, "TITLE": L1, "DESCRIPTION": L2, "CHAPO": L2, "META_TITLE": L2, "META_DESCRIPTION": L2, "brand_id": L4, "brand_name": L2, "category": { type: "array", items: () => S_CategoryRef }, "DEFAULT_CATEGORY": L4, "tag": { type: "array", items: L1 }, "PRICE": L5, "PROMO_PRICE": L6, "IS_PROMO": L3, "LISTEN_PRICE": L6, "TAXED_PRICE": L5, "BEST_TAXED_PRICE": L5, "stock": L0, "URL": L1, "images": { type: "array", items: () => S_ProductImage }, "variation": { type: "array", items: () => S_ProductColour }, "default_pse_id": L4, "is_price_request": { type: "boolean" }, "product_type": L2, "documents": { type: "array", items: () => S_ProductDocument } } };
const S_ProductColour: Schema = { type: "object", required: ["color_id","color_name","sizes"], properties: { "color_id": L0, "color_name": L1, "color_hex": L2, "sizes": { type: "array", items: () => S_ProductSize } } };
const S_ProductDocument: Schema = { type: "object", required: ["title","url"], properties: { "title": L1, "url": L1, "type": L2 } };
const S_ProductImage: Schema = { type: "object", required: ["image_url","visible","position"], properties: { "image_url": L1, "visible": L3, "position": L0 } };
const S_ProductSize: Schema = { type: "object", required: ["name","stock","pse_id"], properties: { "size_id": L4, "name": L1, "stock": L0, "pse_id": L0 } };
const S_Selection: Schema = { type: "object", required: ["id","title","products"], properties: { "id": L0, "title": L1, "description": L2, "products": { type: "array", items: () => S_Product } } };
const S_UrlResolution: Schema = { type: "object", required: ["view_id","view"], properties: { "view_id": L0, "view": { type: "string", enum: ["product","category","content","brand","pse"] }, "title": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const AssociatedKeywordSchema: ComponentSchema<C["AssociatedKeyword"]> = { schema: S_AssociatedKeyword };
export const BrandSchema: ComponentSchema<C["Brand"]> = { schema: S_Brand };
export const CategorySchema: ComponentSchema<C["Category"]> = { schema: S_Category };
export const CategoryCountSchema: ComponentSchema<C["CategoryCount"]> = { schema: S_CategoryCount };
export const CategoryCountsSchema: ComponentSchema<C["CategoryCounts"]> = { schema: S_CategoryCounts };
export const CategoryRefSchema: ComponentSchema<C["CategoryRef"]> = { schema: S_CategoryRef };
export const ContentSchema: ComponentSchema<C["Content"]> = { schema: S_Content };
export const NavCategorySchema: ComponentSchema<C["NavCategory"]> = { schema: S_NavCategory };
export const ProductSchema: ComponentSchema<C["Product"]> = { schema: S_Product };
export const ProductColourSchema: ComponentSchema<C["ProductColour"]> = { schema: S_ProductColour };
export const ProductDocumentSchema: ComponentSchema<C["ProductDocument"]> = { schema: S_ProductDocument };
export const ProductImageSchema: ComponentSchema<C["ProductImage"]> = { schema: S_ProductImage };
export const ProductSizeSchema: ComponentSchema<C["ProductSize"]> = { schema: S_ProductSize };
export const SelectionSchema: ComponentSchema<C["Selection"]> = { schema: S_Selection };
export const UrlResolutionSchema: ComponentSchema<C["UrlResolution"]> = { schema: S_UrlResolution };

/** GET /api/category_children → 200 */
export const getCategoryChildren200: ResponseValidator<ResponseBody<P, "/api/category_children", "get", 200>> = {
  operation: "GET /api/category_children",
  status: "200",
  schema: { type: "array", items: () => S_Category },
};
/** GET /api/category_children → 400 */
export const getCategoryChildren400: ResponseValidator<ResponseBody<P, "/api/category_children", "get", 400>> = {
  operation: "GET /api/category_children",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/category_children → default */
export const getCategoryChildrenDefault: ResponseValidator<ResponseBody<P, "/api/category_children", "get", "default">> = {
  operation: "GET /api/category_children",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/content/custom_attribute/ → 200 */
export const getContentById200: ResponseValidator<ResponseBody<P, "/api/content/custom_attribute/", "get", 200>> = {
  operation: "GET /api/content/custom_attribute/",
  status: "200",
  schema: () => S_Content,
};
/** GET /api/content/custom_attribute/ → 404 */
export const getContentById404: ResponseValidator<ResponseBody<P, "/api/content/custom_attribute/", "get", 404>> = {
  operation: "GET /api/content/custom_attribute/",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/content/custom_attribute/ → default */
export const getContentByIdDefault: ResponseValidator<ResponseBody<P, "/api/content/custom_attribute/", "get", "default">> = {
  operation: "GET /api/content/custom_attribute/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/brands/{id}/{locale} → 200 */
export const getBrand200: ResponseValidator<ResponseBody<P, "/api/brands/{id}/{locale}", "get", 200>> = {
  operation: "GET /api/brands/{id}/{locale}",
  status: "200",
  schema: () => S_Brand,
};
/** GET /api/brands/{id}/{locale} → 404 */
export const getBrand404: ResponseValidator<ResponseBody<P, "/api/brands/{id}/{locale}", "get", 404>> = {
  operation: "GET /api/brands/{id}/{locale}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/brands/{id}/{locale} → default */
export const getBrandDefault: ResponseValidator<ResponseBody<P, "/api/brands/{id}/{locale}", "get", "default">> = {
  operation: "GET /api/brands/{id}/{locale}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/category/ → 200 */
export const getCategories200: ResponseValidator<ResponseBody<P, "/api/category/", "get", 200>> = {
  operation: "GET /api/category/",
  status: "200",
  schema: { type: "array", items: () => S_Category },
};
/** GET /api/category/ → 400 */
export const getCategories400: ResponseValidator<ResponseBody<P, "/api/category/", "get", 400>> = {
  operation: "GET /api/category/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/category/ → default */
export const getCategoriesDefault: ResponseValidator<ResponseBody<P, "/api/category/", "get", "default">> = {
  operation: "GET /api/category/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/category_count/custom_attribute/ → 200 */
export const getCategoryCount200: ResponseValidator<ResponseBody<P, "/api/category_count/custom_attribute/", "get", 200>> = {
  operation: "GET /api/category_count/custom_attribute/",
  status: "200",
  schema: () => S_CategoryCounts,
};
/** GET /api/category_count/custom_attribute/ → 401 */
export const getCategoryCount401: ResponseValidator<ResponseBody<P, "/api/category_count/custom_attribute/", "get", 401>> = {
  operation: "GET /api/category_count/custom_attribute/",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/category_count/custom_attribute/ → default */
export const getCategoryCountDefault: ResponseValidator<ResponseBody<P, "/api/category_count/custom_attribute/", "get", "default">> = {
  operation: "GET /api/category_count/custom_attribute/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/category_menu/custom_attribute/ → 200 */
export const getCategoryMenu200: ResponseValidator<ResponseBody<P, "/api/category_menu/custom_attribute/", "get", 200>> = {
  operation: "GET /api/category_menu/custom_attribute/",
  status: "200",
  schema: { type: "array", items: () => S_NavCategory },
};
/** GET /api/category_menu/custom_attribute/ → 400 */
export const getCategoryMenu400: ResponseValidator<ResponseBody<P, "/api/category_menu/custom_attribute/", "get", 400>> = {
  operation: "GET /api/category_menu/custom_attribute/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/category_menu/custom_attribute/ → default */
export const getCategoryMenuDefault: ResponseValidator<ResponseBody<P, "/api/category_menu/custom_attribute/", "get", "default">> = {
  operation: "GET /api/category_menu/custom_attribute/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/content_folder → 200 */
export const getContentFolder200: ResponseValidator<ResponseBody<P, "/api/content_folder", "get", 200>> = {
  operation: "GET /api/content_folder",
  status: "200",
  schema: { type: "array", items: () => S_Content },
};
/** GET /api/content_folder → 400 */
export const getContentFolder400: ResponseValidator<ResponseBody<P, "/api/content_folder", "get", 400>> = {
  operation: "GET /api/content_folder",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/content_folder → default */
export const getContentFolderDefault: ResponseValidator<ResponseBody<P, "/api/content_folder", "get", "default">> = {
  operation: "GET /api/content_folder",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/multiplier/bulk/ → 200 */
export const getMultiplierBulk200: ResponseValidator<ResponseBody<P, "/api/multiplier/bulk/", "post", 200>> = {
  operation: "POST /api/multiplier/bulk/",
  status: "200",
  schema: { type: "array", items: { type: "object", required: ["pse_id","multiplier"], properties: { "pse_id": L0, "multiplier": { type: "integer", minimum: 1 } } } },
};
/** POST /api/multiplier/bulk/ → 400 */
export const getMultiplierBulk400: ResponseValidator<ResponseBody<P, "/api/multiplier/bulk/", "post", 400>> = {
  operation: "POST /api/multiplier/bulk/",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/multiplier/bulk/ → default */
export const getMultiplierBulkDefault: ResponseValidator<ResponseBody<P, "/api/multiplier/bulk/", "post", "default">> = {
  operation: "POST /api/multiplier/bulk/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/product-associated-keywords → 200 */
export const getProductAssociatedKeywords200: ResponseValidator<ResponseBody<P, "/api/product-associated-keywords", "get", 200>> = {
  operation: "GET /api/product-associated-keywords",
  status: "200",
  schema: { type: "array", items: () => S_AssociatedKeyword },
};
/** GET /api/product-associated-keywords → 400 */
export const getProductAssociatedKeywords400: ResponseValidator<ResponseBody<P, "/api/product-associated-keywords", "get", 400>> = {
  operation: "GET /api/product-associated-keywords",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/product-associated-keywords → default */
export const getProductAssociatedKeywordsDefault: ResponseValidator<ResponseBody<P, "/api/product-associated-keywords", "get", "default">> = {
  operation: "GET /api/product-associated-keywords",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/selection_product/{id}/{locale} → 200 */
export const getSelectionProducts200: ResponseValidator<ResponseBody<P, "/api/selection_product/{id}/{locale}", "get", 200>> = {
  operation: "GET /api/selection_product/{id}/{locale}",
  status: "200",
  schema: () => S_Selection,
};
/** GET /api/selection_product/{id}/{locale} → 404 */
export const getSelectionProducts404: ResponseValidator<ResponseBody<P, "/api/selection_product/{id}/{locale}", "get", 404>> = {
  operation: "GET /api/selection_product/{id}/{locale}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/selection_product/{id}/{locale} → default */
export const getSelectionProductsDefault: ResponseValidator<ResponseBody<P, "/api/selection_product/{id}/{locale}", "get", "default">> = {
  operation: "GET /api/selection_product/{id}/{locale}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/recommendation/category-data/ → 200 */
export const getRecommendationCategory200: ResponseValidator<ResponseBody<P, "/api/recommendation/category-data/", "get", 200>> = {
  operation: "GET /api/recommendation/category-data/",
  status: "200",
  schema: { type: "object", required: ["products"], properties: { "products": { type: "array", items: () => S_Product } } },
};
/** GET /api/recommendation/category-data/ → 400 */
export const getRecommendationCategory400: ResponseValidator<ResponseBody<P, "/api/recommendation/category-data/", "get", 400>> = {
  operation: "GET /api/recommendation/category-data/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/recommendation/category-data/ → default */
export const getRecommendationCategoryDefault: ResponseValidator<ResponseBody<P, "/api/recommendation/category-data/", "get", "default">> = {
  operation: "GET /api/recommendation/category-data/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/recommendation/bestseller-data/ → 200 */
export const getRecommendationBestsellers200: ResponseValidator<ResponseBody<P, "/api/recommendation/bestseller-data/", "get", 200>> = {
  operation: "GET /api/recommendation/bestseller-data/",
  status: "200",
  schema: { type: "object", required: ["products"], properties: { "products": { type: "array", items: () => S_Product } } },
};
/** GET /api/recommendation/bestseller-data/ → 401 */
export const getRecommendationBestsellers401: ResponseValidator<ResponseBody<P, "/api/recommendation/bestseller-data/", "get", 401>> = {
  operation: "GET /api/recommendation/bestseller-data/",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/recommendation/bestseller-data/ → default */
export const getRecommendationBestsellersDefault: ResponseValidator<ResponseBody<P, "/api/recommendation/bestseller-data/", "get", "default">> = {
  operation: "GET /api/recommendation/bestseller-data/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/category_count/single/{category_id} → 200 */
export const getCategoryCountSingle200: ResponseValidator<ResponseBody<P, "/api/category_count/single/{category_id}", "get", 200>> = {
  operation: "GET /api/category_count/single/{category_id}",
  status: "200",
  schema: () => S_CategoryCount,
};
/** GET /api/category_count/single/{category_id} → 404 */
export const getCategoryCountSingle404: ResponseValidator<ResponseBody<P, "/api/category_count/single/{category_id}", "get", 404>> = {
  operation: "GET /api/category_count/single/{category_id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/category_count/single/{category_id} → default */
export const getCategoryCountSingleDefault: ResponseValidator<ResponseBody<P, "/api/category_count/single/{category_id}", "get", "default">> = {
  operation: "GET /api/category_count/single/{category_id}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/brand_list → 200 */
export const getBrandList200: ResponseValidator<ResponseBody<P, "/api/brand_list", "get", 200>> = {
  operation: "GET /api/brand_list",
  status: "200",
  schema: { type: "array", items: () => S_Brand },
};
/** GET /api/brand_list → 400 */
export const getBrandList400: ResponseValidator<ResponseBody<P, "/api/brand_list", "get", 400>> = {
  operation: "GET /api/brand_list",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/brand_list → default */
export const getBrandListDefault: ResponseValidator<ResponseBody<P, "/api/brand_list", "get", "default">> = {
  operation: "GET /api/brand_list",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/brand_count/{id} → 200 */
export const getBrandCount200: ResponseValidator<ResponseBody<P, "/api/brand_count/{id}", "get", 200>> = {
  operation: "GET /api/brand_count/{id}",
  status: "200",
  schema: () => S_CategoryCount,
};
/** GET /api/brand_count/{id} → 404 */
export const getBrandCount404: ResponseValidator<ResponseBody<P, "/api/brand_count/{id}", "get", 404>> = {
  operation: "GET /api/brand_count/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/brand_count/{id} → default */
export const getBrandCountDefault: ResponseValidator<ResponseBody<P, "/api/brand_count/{id}", "get", "default">> = {
  operation: "GET /api/brand_count/{id}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/brand_category_count/ → 200 */
export const getBrandCategoryCount200: ResponseValidator<ResponseBody<P, "/api/brand_category_count/", "get", 200>> = {
  operation: "GET /api/brand_category_count/",
  status: "200",
  schema: () => S_CategoryCount,
};
/** GET /api/brand_category_count/ → 400 */
export const getBrandCategoryCount400: ResponseValidator<ResponseBody<P, "/api/brand_category_count/", "get", 400>> = {
  operation: "GET /api/brand_category_count/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/brand_category_count/ → default */
export const getBrandCategoryCountDefault: ResponseValidator<ResponseBody<P, "/api/brand_category_count/", "get", "default">> = {
  operation: "GET /api/brand_category_count/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/category_count/children/ → 200 */
export const getCategoryCountChildren200: ResponseValidator<ResponseBody<P, "/api/category_count/children/", "get", 200>> = {
  operation: "GET /api/category_count/children/",
  status: "200",
  schema: () => S_CategoryCounts,
};
/** GET /api/category_count/children/ → 400 */
export const getCategoryCountChildren400: ResponseValidator<ResponseBody<P, "/api/category_count/children/", "get", 400>> = {
  operation: "GET /api/category_count/children/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/category_count/children/ → default */
export const getCategoryCountChildrenDefault: ResponseValidator<ResponseBody<P, "/api/category_count/children/", "get", "default">> = {
  operation: "GET /api/category_count/children/",
  status: "default",
  schema: () => S_ApiError,
};
/** POST /api/search_url/ → 200 */
export const searchUrl200: ResponseValidator<ResponseBody<P, "/api/search_url/", "post", 200>> = {
  operation: "POST /api/search_url/",
  status: "200",
  schema: () => S_UrlResolution,
};
/** POST /api/search_url/ → 404 */
export const searchUrl404: ResponseValidator<ResponseBody<P, "/api/search_url/", "post", 404>> = {
  operation: "POST /api/search_url/",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/search_url/ → default */
export const searchUrlDefault: ResponseValidator<ResponseBody<P, "/api/search_url/", "post", "default">> = {
  operation: "POST /api/search_url/",
  status: "default",
  schema: () => S_ApiError,
};
