// Generated from openapi/shop-api.yaml (operations tagged header) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './shop-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "string" };
const L1: Schema = { type: ["string","null"] };
const L2: Schema = { type: "integer" };
const L3: Schema = { type: ["integer","null"] };
const L4: Schema = { type: "boolean" };
const S_ApiError: Schema = { type: "object", properties: { "error": L0, "message": L0, "status": L0, "status_code": L2 } };
const S_CategoryCount: Schema = { type: "object", required: ["count"], properties: { "count": L2 } };
const S_CategoryCounts: Schema = { type: "object", additionalProperties: () => S_CategoryCount };
const S_Content: Schema = { type: "object", required: ["id","title"], properties: { "id": L2, "title": L0, "description": L1, "chapo": L1, "rewriting_url": { type: "object", required: ["url"], properties: { "url": L0 } }, "postscriptum": L1 } };
const S_ImageLink: Schema = { type: "object", required: ["src"], properties: { "src": L0, "alt": L1, "url": L1 } };
const S_LinkItem: Schema = { type: "object", required: ["title","url"], properties: { "title": L0, "url": L0, "position": L2 } };
const S_LocaleConfig: Schema = { type: "object", required: ["lang_id","lang_locale","lang_code","country_id","tax_tax_title","currency_code","currency_symbol","store_name","site_name"], properties: { "lang_id": L2, "lang_locale": L0, "lang_url": L1, "lang_code": L0, "country_id": L2, "tax_tax_id": L3, "tax_tax_title": L0, "currency_code": L0, "currency_symbol": L0, "currency_name": L1, "currency_rate": { type: "number" }, "store_name": L0, "site_name": L0, "logo_url": L1, "logo_mobile_url": L1, "mail_image_url": L1, "footer_payment_images": { type: "array", items: () => S_ImageLink }, "footer_delivery_images": { type: "array", items: () => S_ImageLink }, "footer_partner_links": { type: "array", items: () => S_ImageLink }, "facebook_url": L1, "instagram_url": L1, "pinterest_url": L1, "youtube_url": L1, "tiktok_url": L1, "rating_shop_id": L1, "rating_type": L1, "rating_source": L1, "phone_regex": L1, "vat_min_length": L3, "is_phone_required": L4, "config_min_price": { type: ["number","null"], minimum: 0, maximum: 10000000 }, "accepted_delivery_country": { type: "array", items: L2 }, "support_time_mo_th": L1, "tax_serialized_requirements": L1, "country_header_text": L1, "country_header_icon": L1, "country_header_color": L1, "displayAdvent": L4, "displayFullMenu": L4, "displaySocialMedia": L4, "displayPhone": L4, "displayNewsletter": L4, "displaySearch": L4, "displayCountryHeader": L4, "displayTrustBadges": L4, "displayReviewBadge": L4, "displayPaymentImages": L4, "displayDeliveryImages": L4, "chat_enabled": L4, "pickup_enabled": L4, "menu_category_ids": { type: "array", items: L2 }, "menu_content_ids": { type: "array", items: L2 }, "homepage_product_ids": { type: "array", items: L2 }, "zero_vat_category_ids": { type: "array", items: L2 }, "price_request_product_ids": { type: "array", items: L2 }, "full_menu_content_ids": { type: "array", items: L2 }, "full_menu_links": { type: "array", items: () => S_LinkItem }, "category_icons": { type: "object", additionalProperties: L0 }, "withdrawal_form_pdf": L1, "info_page_content_ids": { type: "object", additionalProperties: L2 }, "salesbar": { type: "object", additionalProperties: () => S_SalesBarEntry } }, additionalProperties: {} };
const S_NavCategory: Schema = { type: "object", required: ["Id","Title","URL","children"], properties: { "Id": L2, "Title": L0, "URL": L0, "children": { type: "array", items: () => S_NavCategory } } };
const S_SalesBarConfig: Schema = { type: "object", required: ["module_active","entries"], properties: { "module_name": L0, "module_active": { type: "integer", enum: [0,1] }, "entries": { type: "object", additionalProperties: () => S_SalesBarEntry } } };
const S_SalesBarEntry: Schema = { type: "object", properties: { "salesbar_message": L1, "salesbar_link": L1, "salesbar_link_text": L1, "salesbar_dismiss_button": L4, "salesbar_active": L4 } };
const S_StoreInfo: Schema = { type: "object", required: ["store_name"], properties: { "store_name": L0, "store_email": L1, "store_phone": L1, "support_time": L1, "support_time_mo_th": L1, "store_address1": L1, "store_city": L1, "store_zipcode": L1, "tracking_code": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const CategoryCountSchema: ComponentSchema<C["CategoryCount"]> = { schema: S_CategoryCount };
export const CategoryCountsSchema: ComponentSchema<C["CategoryCounts"]> = { schema: S_CategoryCounts };
export const ContentSchema: ComponentSchema<C["Content"]> = { schema: S_Content };
export const ImageLinkSchema: ComponentSchema<C["ImageLink"]> = { schema: S_ImageLink };
export const LinkItemSchema: ComponentSchema<C["LinkItem"]> = { schema: S_LinkItem };
export const LocaleConfigSchema: ComponentSchema<C["LocaleConfig"]> = { schema: S_LocaleConfig };
export const NavCategorySchema: ComponentSchema<C["NavCategory"]> = { schema: S_NavCategory };
export const SalesBarConfigSchema: ComponentSchema<C["SalesBarConfig"]> = { schema: S_SalesBarConfig };
export const SalesBarEntrySchema: ComponentSchema<C["SalesBarEntry"]> = { schema: S_SalesBarEntry };
export const StoreInfoSchema: ComponentSchema<C["StoreInfo"]> = { schema: S_StoreInfo };

/** GET /api/store_info → 200 */
export const getStoreInfo200: ResponseValidator<ResponseBody<P, "/api/store_info", "get", 200>> = {
  operation: "GET /api/store_info",
  status: "200",
  schema: () => S_StoreInfo,
};
/** GET /api/store_info → 400 */
export const getStoreInfo400: ResponseValidator<ResponseBody<P, "/api/store_info", "get", 400>> = {
  operation: "GET /api/store_info",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/store_info → default */
export const getStoreInfoDefault: ResponseValidator<ResponseBody<P, "/api/store_info", "get", "default">> = {
  operation: "GET /api/store_info",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/module_config/SalesBar → 200 */
export const getSalesBarConfig200: ResponseValidator<ResponseBody<P, "/api/module_config/SalesBar", "get", 200>> = {
  operation: "GET /api/module_config/SalesBar",
  status: "200",
  schema: () => S_SalesBarConfig,
};
/** GET /api/module_config/SalesBar → 400 */
export const getSalesBarConfig400: ResponseValidator<ResponseBody<P, "/api/module_config/SalesBar", "get", 400>> = {
  operation: "GET /api/module_config/SalesBar",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/module_config/SalesBar → default */
export const getSalesBarConfigDefault: ResponseValidator<ResponseBody<P, "/api/module_config/SalesBar", "get", "default">> = {
  operation: "GET /api/module_config/SalesBar",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/store_config → 200 */
export const getStoreConfig200: ResponseValidator<ResponseBody<P, "/api/store_config", "get", 200>> = {
  operation: "GET /api/store_config",
  status: "200",
  schema: () => S_LocaleConfig,
};
/** GET /api/store_config → 404 */
export const getStoreConfig404: ResponseValidator<ResponseBody<P, "/api/store_config", "get", 404>> = {
  operation: "GET /api/store_config",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/store_config → default */
export const getStoreConfigDefault: ResponseValidator<ResponseBody<P, "/api/store_config", "get", "default">> = {
  operation: "GET /api/store_config",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/content/{contentId} → 200 */
export const getContent200: ResponseValidator<ResponseBody<P, "/api/content/{contentId}", "get", 200>> = {
  operation: "GET /api/content/{contentId}",
  status: "200",
  schema: () => S_Content,
};
/** GET /api/content/{contentId} → 404 */
export const getContent404: ResponseValidator<ResponseBody<P, "/api/content/{contentId}", "get", 404>> = {
  operation: "GET /api/content/{contentId}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/content/{contentId} → default */
export const getContentDefault: ResponseValidator<ResponseBody<P, "/api/content/{contentId}", "get", "default">> = {
  operation: "GET /api/content/{contentId}",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/category_tree → 200 */
export const getCategoryTree200: ResponseValidator<ResponseBody<P, "/api/category_tree", "get", 200>> = {
  operation: "GET /api/category_tree",
  status: "200",
  schema: { type: "array", items: () => S_NavCategory },
};
/** GET /api/category_tree → 400 */
export const getCategoryTree400: ResponseValidator<ResponseBody<P, "/api/category_tree", "get", 400>> = {
  operation: "GET /api/category_tree",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/category_tree → default */
export const getCategoryTreeDefault: ResponseValidator<ResponseBody<P, "/api/category_tree", "get", "default">> = {
  operation: "GET /api/category_tree",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/category_counts → 200 */
export const getCategoryCounts200: ResponseValidator<ResponseBody<P, "/api/category_counts", "get", 200>> = {
  operation: "GET /api/category_counts",
  status: "200",
  schema: () => S_CategoryCounts,
};
/** GET /api/category_counts → 400 */
export const getCategoryCounts400: ResponseValidator<ResponseBody<P, "/api/category_counts", "get", 400>> = {
  operation: "GET /api/category_counts",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/category_counts → default */
export const getCategoryCountsDefault: ResponseValidator<ResponseBody<P, "/api/category_counts", "get", "default">> = {
  operation: "GET /api/category_counts",
  status: "default",
  schema: () => S_ApiError,
};
