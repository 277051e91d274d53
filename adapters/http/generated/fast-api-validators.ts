// Generated from openapi/fast-api.yaml by scripts/generate-validators.mjs. Do not edit.
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
const L5: Schema = { type: "number" };
const L6: Schema = { type: "boolean" };
const L7: Schema = { type: ["number","null"] };
const L8: Schema = { type: "integer", minimum: 1 };
const S_ApiError: Schema = { type: "object", properties: { "error": L1, "message": L1, "status": L1, "status_code": L0 } };
const S_AssociatedKeyword: Schema = { type: "object", required: ["id","group_code","title"], properties: { "id": L0, "group_code": L1, "code": L2, "title": L1, "value": L2, "position": L0 } };
const S_Brand: Schema = { type: "object", required: ["id","title","url"], properties: { "id": L0, "title": L1, "description": L2, "url": L1, "logo": L2 } };
const S_Category: Schema = { type: "object", required: ["id","title","url"], properties: { "id": L0, "title": L1, "description": L2, "chapo": L2, "url": L1, "parent": L0, "position": L0, "visible": L3, "image_url": L2 } };
const S_CategoryCount: Schema = { type: "object", required: ["count"], properties: { "count": L0 } };
const S_CategoryCounts: Schema = { type: "object", additionalProperties: () => S_CategoryCount };
const S_CategoryRef: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1 } };
const S_Combination: Schema = { type: "object", required: ["pse_id","stock","price","ref"], properties: { "pse_id": L0, "color_id": L4, "color_name": L2, "color_hex": L2, "size_id": L4, "size_name": L2, "stock": L0, "price": L5, "ref": L1 } };
const S_Comment: Schema = { type: "object", required: ["id","author","rating","content","created_at"], properties: { "id": L0, "author": L1, "rating": { type: "integer", minimum: 1, maximum: 5 }, "title": L2, "content": L1, "created_at": L1 } };
const S_Content: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1, "description": L2, "chapo": L2, "rewriting_url": { type: "object", required: ["url"], properties: { "url": L1 } }, "postscriptum": L2 } };
const S_DeliveryDelay: Schema = { type: "object", required: ["delay_min_days","delay_max_days"], properties: { "delay_min_days": L0, "delay_max_days": L0, "text": L2 } };
const S_FulfilmentCenter: Schema = { type: "object", required: ["id","name","stock"], properties: { "id": L0, "name": L1, "city": L2, "stock": L0 } };
const S_ImageLink: Schema = { type: "object", required: ["src"], properties: { "src": L1, "alt": L2, "url": L2 } };
const S_LinkItem: Schema = { type: "object", required: ["title","url"], properties: { "title": L1, "url": L1, "position": L0 } };
const S_LocaleConfig: Schema = { type: "object", required: ["lang_id","lang_locale","lang_code","country_id","tax_tax_title","currency_code","currency_symbol","store_name","site_name"], properties: { "lang_id": L0, "lang_locale": L1, "lang_url": L2, "lang_code": L1, "country_id": L0, "tax_tax_id": L4, "tax_tax_title": L1, "currency_code": L1, "currency_symbol": L1, "currency_name": L2, "currency_rate": L5, "store_name": L1, "site_name": L1, "logo_url": L2, "logo_mobile_url": L2, "mail_image_url": L2, "footer_payment_images": { type: "array", items: () => S_ImageLink }, "footer_delivery_images": { type: "array", items: () => S_ImageLink }, "footer_partner_links": { type: "array", items: () => S_ImageLink }, "facebook_url": L2, "instagram_url": L2, "pinterest_url": L2, "youtube_url": L2, "tiktok_url": L2, "rating_shop_id": L2, "rating_type": L2, "rating_source": L2, "phone_regex": L2, "vat_min_length": L4, "is_phone_required": L6, "config_min_price": L7, "accepted_delivery_country": { type: "array", items: L0 }, "support_time_mo_th": L2, "tax_serialized_requirements": L2, "country_header_text": L2, "country_header_icon": L2, "country_header_color": L2, "displayAdvent": L6, "displayFullMenu": L6, "displaySocialMedia": L6, "displayPhone": L6, "displayNewsletter": L6, "displaySearch": L6, "displayCountryHeader": L6, "displayTrustBadges": L6, "displayReviewBadge": L6, "displayPaymentImages": L6, "displayDeliveryImages": L6, "chat_enabled": L6, "pickup_enabled": L6, "menu_category_ids": { type: "array", items: L0 }, "menu_content_ids": { type: "array", items: L0 }, "homepage_product_ids": { type: "array", items: L0 }, "zero_vat_category_ids": { type: "array", items: L0 }, "price_request_product_ids": { type: "array", items: L0 }, "full_menu_content_ids": { type: "array", items: L0 }, "full_menu_links": { type: "array", items: () => S_LinkItem }, "category_icons": { type: "object", additionalProperties: L1 }, "withdrawal_form_pdf": L2, "info_page_content_ids": { type: "object", additionalProperties: L0 }, "salesbar": { type: "object", additionalProperties: () => S_SalesBarEntry } }, additionalProperties: {} };
const S_ModuleConfigEntry: Schema = { type: "object", properties: { "value": L2, "salesbar_message": L2, "salesbar_link": L2, "salesbar_link_text": L2, "salesbar_dismiss_button": L6, "salesbar_active": L6 } };
const S_ModuleConfigI18n: Schema = { type: "object", required: ["module_name","module_active","entries"], properties: { "module_name": L1, "module_config_id": L4, "locale": L2, "module_active": L3, "entries": { type: "object", additionalProperties: () => S_ModuleConfigEntry } } };
const S_Multiplier: Schema = { type: "object", required: ["multiplier"], properties: { "multiplier": L8 } };
const S_NavCategory: Schema = { type: "object", required: ["Id","Title","URL","children"], properties: { "Id": L0, "Title": L1, "URL": L1, "children": { type: "array", items: () => S_NavCategory } } };
const S_OrderLocalPickup: Schema = { type: "object", required: ["order_id","local_pickup"], properties: { "order_id": L0, "local_pickup": L3, "pickup_location": { oneOf: [() => S_PickupLocation, { type: "null" }] } } };
const S_PickupLocation: Schema = { type: "object", required: ["id","name"], properties: { "id": L0, "name": L1, "address1": L2, "zipcode": L2, "city": L2, "country_id": L4, "phone": L2, "opening_hours": L2 } };
const S_Product: Schema = { type: "object", required: ["id","REF","TITLE","PRICE","TAXED_PRICE","BEST_TAXED_PRICE","stock","URL","images","category","tag","variation"], properties: { "id": L0, "REF": L1, "TITLE": L1, "DESCRIPTION": L2, "CHAPO": L2, "META_TITLE": L2, "META_DESCRIPTION": L2, "brand_id": L4, "brand_name": L2, "category": { type: "array", items: () => S_CategoryRef }, "DEFAULT_CATEGORY": L4, "tag": { type: "array", items: L1 }, "PRICE": L5, "PROMO_PRICE": L7, "IS_PROMO": L3, "LISTEN_PRICE": L7, "TAXED_PRICE": L5, "BEST_TAXED_PRICE": L5, "stock": L0, "URL": L1, "images": { type: "array", items: () => S_ProductImage }, "variation": { type: "array", items: () => S_ProductColour }, "default_pse_id": L4, "is_price_request": L6, "product_type": L2, "documents": { type: "array", items: () => S_ProductDocument } } };
const S_ProductColour: Schema = { type: "object", required: ["color_id","color_name","sizes"], properties: { "color_id": L0, "color_name": L1, "color_hex": L2, "sizes": { type: "array", items: () => S_ProductSize } } };
const S_ProductDocument: Schema = { type: "object", required: ["title","url"], properties: { "title": L1, "url": L1, "type": L2 } };
const S_ProductImage: Schema = { type: "object", required: ["image_url","visible","position"], properties: { "image_url": L1, "visible": L3, "position": L0 } };
const S_ProductSize: Schema = { type: "object", required: ["name","stock","pse_id"], properties: { "size_id": L4, "name": L1, "stock": L0, "pse_id": L0 } };
const S_SalesBarEntry: Schema = { type: "object", properties: { "salesbar_message": L2, "salesbar_link": L2, "salesbar_link_text": L2, "salesbar_dismiss_button": L6, "salesbar_active": L6 } };
const S_Selection: Schema = { type: "object", required: ["id","title","products"], properties: { "id": L0, "title": L1, "description": L2, "products": { type: "array", items: () => S_Product } } };
const S_StatusMessage: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L1, "message": L2 } };
const S_SystemConfig: Schema = { type: "object", properties: { "store_name": L2, "store_email": L2, "store_phone": L2, "support_time": L2, "support_time_mo_th": L2, "store_address1": L2, "store_city": L2, "store_zipcode": L2, "tracking_code": L2 }, additionalProperties: L2 };
const S_UrlResolution: Schema = { type: "object", required: ["view_id","view"], properties: { "view_id": L0, "view": { type: "string", enum: ["product","category","content","brand","pse"] }, "title": L1 } };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const AssociatedKeywordSchema: ComponentSchema<C["AssociatedKeyword"]> = { schema: S_AssociatedKeyword };
export const BrandSchema: ComponentSchema<C["Brand"]> = { schema: S_Brand };
export const CategorySchema: ComponentSchema<C["Category"]> = { schema: S_Category };
export const CategoryCountSchema: ComponentSchema<C["CategoryCount"]> = { schema: S_CategoryCount };
export const CategoryCountsSchema: ComponentSchema<C["CategoryCounts"]> = { schema: S_CategoryCounts };
export const CategoryRefSchema: ComponentSchema<C["CategoryRef"]> = { schema: S_CategoryRef };
export const CombinationSchema: ComponentSchema<C["Combination"]> = { schema: S_Combination };
export const CommentSchema: ComponentSchema<C["Comment"]> = { schema: S_Comment };
export const ContentSchema: ComponentSchema<C["Content"]> = { schema: S_Content };
export const DeliveryDelaySchema: ComponentSchema<C["DeliveryDelay"]> = { schema: S_DeliveryDelay };
export const FulfilmentCenterSchema: ComponentSchema<C["FulfilmentCenter"]> = { schema: S_FulfilmentCenter };
export const ImageLinkSchema: ComponentSchema<C["ImageLink"]> = { schema: S_ImageLink };
export const LinkItemSchema: ComponentSchema<C["LinkItem"]> = { schema: S_LinkItem };
export const LocaleConfigSchema: ComponentSchema<C["LocaleConfig"]> = { schema: S_LocaleConfig };
export const ModuleConfigEntrySchema: ComponentSchema<C["ModuleConfigEntry"]> = { schema: S_ModuleConfigEntry };
export const ModuleConfigI18nSchema: ComponentSchema<C["ModuleConfigI18n"]> = { schema: S_ModuleConfigI18n };
export const MultiplierSchema: ComponentSchema<C["Multiplier"]> = { schema: S_Multiplier };
export const NavCategorySchema: ComponentSchema<C["NavCategory"]> = { schema: S_NavCategory };
export const OrderLocalPickupSchema: ComponentSchema<C["OrderLocalPickup"]> = { schema: S_OrderLocalPickup };
export const PickupLocationSchema: ComponentSchema<C["PickupLocation"]> = { schema: S_PickupLocation };
export const ProductSchema: ComponentSchema<C["Product"]> = { schema: S_Product };
export const ProductColourSchema: ComponentSchema<C["ProductColour"]> = { schema: S_ProductColour };
export const ProductDocumentSchema: ComponentSchema<C["ProductDocument"]> = { schema: S_ProductDocument };
export const ProductImageSchema: ComponentSchema<C["ProductImage"]> = { schema: S_ProductImage };
export const ProductSizeSchema: ComponentSchema<C["ProductSize"]> = { schema: S_ProductSize };
export const SalesBarEntrySchema: ComponentSchema<C["SalesBarEntry"]> = { schema: S_SalesBarEntry };
export const SelectionSchema: ComponentSchema<C["Selection"]> = { schema: S_Selection };
export const StatusMessageSchema: ComponentSchema<C["StatusMessage"]> = { schema: S_StatusMessage };
export const SystemConfigSchema: ComponentSchema<C["SystemConfig"]> = { schema: S_SystemConfig };
export const UrlResolutionSchema: ComponentSchema<C["UrlResolution"]> = { schema: S_UrlResolution };

/** GET /api/category_children → 200 */
export const getCategoryChildren200: ResponseValidator<ResponseBody<P, "/api/category_children", "get", 200>> = {
  operation: "GET /api/category_children",
  status: "200",
  schema: { type: "array", items: () => S_Category },
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
/** GET /api/module_config_i18n/custom_attribute/ → 200 */
export const getModuleConfigI18n200: ResponseValidator<ResponseBody<P, "/api/module_config_i18n/custom_attribute/", "get", 200>> = {
  operation: "GET /api/module_config_i18n/custom_attribute/",
  status: "200",
  schema: () => S_ModuleConfigI18n,
};
/** GET /api/locale_config/custom_attribute/ → 200 */
export const getLocaleConfig200: ResponseValidator<ResponseBody<P, "/api/locale_config/custom_attribute/", "get", 200>> = {
  operation: "GET /api/locale_config/custom_attribute/",
  status: "200",
  schema: { type: "array", items: () => S_LocaleConfig },
};
/** GET /api/system_config/custom_attribute/ → 200 */
export const getSystemConfig200: ResponseValidator<ResponseBody<P, "/api/system_config/custom_attribute/", "get", 200>> = {
  operation: "GET /api/system_config/custom_attribute/",
  status: "200",
  schema: () => S_SystemConfig,
};
/** GET /api/category/ → 200 */
export const getCategories200: ResponseValidator<ResponseBody<P, "/api/category/", "get", 200>> = {
  operation: "GET /api/category/",
  status: "200",
  schema: { type: "array", items: () => S_Category },
};
/** GET /api/category_count/custom_attribute/ → 200 */
export const getCategoryCount200: ResponseValidator<ResponseBody<P, "/api/category_count/custom_attribute/", "get", 200>> = {
  operation: "GET /api/category_count/custom_attribute/",
  status: "200",
  schema: () => S_CategoryCounts,
};
/** GET /api/category_menu/custom_attribute/ → 200 */
export const getCategoryMenu200: ResponseValidator<ResponseBody<P, "/api/category_menu/custom_attribute/", "get", 200>> = {
  operation: "GET /api/category_menu/custom_attribute/",
  status: "200",
  schema: { type: "array", items: () => S_NavCategory },
};
/** GET /api/product_delays/custom_attribute/{id} → 200 */
export const getProductDelays200: ResponseValidator<ResponseBody<P, "/api/product_delays/custom_attribute/{id}", "get", 200>> = {
  operation: "GET /api/product_delays/custom_attribute/{id}",
  status: "200",
  schema: () => S_DeliveryDelay,
};
/** GET /api/content_folder → 200 */
export const getContentFolder200: ResponseValidator<ResponseBody<P, "/api/content_folder", "get", 200>> = {
  operation: "GET /api/content_folder",
  status: "200",
  schema: { type: "array", items: () => S_Content },
};
/** GET /api/google_tag_manager → 200 */
export const getGoogleTagManager200: ResponseValidator<ResponseBody<P, "/api/google_tag_manager", "get", 200>> = {
  operation: "GET /api/google_tag_manager",
  status: "200",
  schema: { type: "object", required: ["tracking_code"], properties: { "tracking_code": L2 } },
};
/** GET /api/multiplier/ → 200 */
export const getMultiplier200: ResponseValidator<ResponseBody<P, "/api/multiplier/", "get", 200>> = {
  operation: "GET /api/multiplier/",
  status: "200",
  schema: () => S_Multiplier,
};
/** POST /api/multiplier/bulk/ → 200 */
export const getMultiplierBulk200: ResponseValidator<ResponseBody<P, "/api/multiplier/bulk/", "post", 200>> = {
  operation: "POST /api/multiplier/bulk/",
  status: "200",
  schema: { type: "array", items: { type: "object", required: ["pse_id","multiplier"], properties: { "pse_id": L0, "multiplier": L8 } } },
};
/** GET /api/products/combinations/{product_id}/{locale} → 200 */
export const getProductCombinations200: ResponseValidator<ResponseBody<P, "/api/products/combinations/{product_id}/{locale}", "get", 200>> = {
  operation: "GET /api/products/combinations/{product_id}/{locale}",
  status: "200",
  schema: { type: "array", items: () => S_Combination },
};
/** GET /api/comments/{id} → 200 */
export const getComments200: ResponseValidator<ResponseBody<P, "/api/comments/{id}", "get", 200>> = {
  operation: "GET /api/comments/{id}",
  status: "200",
  schema: { type: "array", items: () => S_Comment },
};
/** GET /api/fulfilment_center/ → 200 */
export const getFulfilmentCenters200: ResponseValidator<ResponseBody<P, "/api/fulfilment_center/", "get", 200>> = {
  operation: "GET /api/fulfilment_center/",
  status: "200",
  schema: { type: "array", items: () => S_FulfilmentCenter },
};
/** GET /api/order_local_pickup/ → 200 */
export const getOrderLocalPickup200: ResponseValidator<ResponseBody<P, "/api/order_local_pickup/", "get", 200>> = {
  operation: "GET /api/order_local_pickup/",
  status: "200",
  schema: { type: "array", items: () => S_OrderLocalPickup },
};
/** GET /api/local_pickup/ → 200 */
export const getLocalPickup200: ResponseValidator<ResponseBody<P, "/api/local_pickup/", "get", 200>> = {
  operation: "GET /api/local_pickup/",
  status: "200",
  schema: { type: "array", items: () => S_PickupLocation },
};
/** GET /api/product-associated-keywords → 200 */
export const getProductAssociatedKeywords200: ResponseValidator<ResponseBody<P, "/api/product-associated-keywords", "get", 200>> = {
  operation: "GET /api/product-associated-keywords",
  status: "200",
  schema: { type: "array", items: () => S_AssociatedKeyword },
};
/** GET /api/selection_product/{id}/{locale} → 200 */
export const getSelectionProducts200: ResponseValidator<ResponseBody<P, "/api/selection_product/{id}/{locale}", "get", 200>> = {
  operation: "GET /api/selection_product/{id}/{locale}",
  status: "200",
  schema: () => S_Selection,
};
/** GET /api/fulfilment_center_stock/{id} → 200 */
export const getFulfilmentCenterStock200: ResponseValidator<ResponseBody<P, "/api/fulfilment_center_stock/{id}", "get", 200>> = {
  operation: "GET /api/fulfilment_center_stock/{id}",
  status: "200",
  schema: { type: "array", items: () => S_FulfilmentCenter },
};
/** GET /api/recommendation/item-data/ → 200 */
export const getRecommendationItems200: ResponseValidator<ResponseBody<P, "/api/recommendation/item-data/", "get", 200>> = {
  operation: "GET /api/recommendation/item-data/",
  status: "200",
  schema: { type: "object", required: ["products"], properties: { "products": { type: "array", items: () => S_Product } } },
};
/** GET /api/recommendation/category-data/ → 200 */
export const getRecommendationCategory200: ResponseValidator<ResponseBody<P, "/api/recommendation/category-data/", "get", 200>> = {
  operation: "GET /api/recommendation/category-data/",
  status: "200",
  schema: { type: "object", required: ["products"], properties: { "products": { type: "array", items: () => S_Product } } },
};
/** GET /api/recommendation/bestseller-data/ → 200 */
export const getRecommendationBestsellers200: ResponseValidator<ResponseBody<P, "/api/recommendation/bestseller-data/", "get", 200>> = {
  operation: "GET /api/recommendation/bestseller-data/",
  status: "200",
  schema: { type: "object", required: ["products"], properties: { "products": { type: "array", items: () => S_Product } } },
};
/** GET /api/category_count/single/{category_id} → 200 */
export const getCategoryCountSingle200: ResponseValidator<ResponseBody<P, "/api/category_count/single/{category_id}", "get", 200>> = {
  operation: "GET /api/category_count/single/{category_id}",
  status: "200",
  schema: () => S_CategoryCount,
};
/** GET /api/brand_list → 200 */
export const getBrandList200: ResponseValidator<ResponseBody<P, "/api/brand_list", "get", 200>> = {
  operation: "GET /api/brand_list",
  status: "200",
  schema: { type: "array", items: () => S_Brand },
};
/** GET /api/brand_count/{id} → 200 */
export const getBrandCount200: ResponseValidator<ResponseBody<P, "/api/brand_count/{id}", "get", 200>> = {
  operation: "GET /api/brand_count/{id}",
  status: "200",
  schema: () => S_CategoryCount,
};
/** GET /api/brand_category_count/ → 200 */
export const getBrandCategoryCount200: ResponseValidator<ResponseBody<P, "/api/brand_category_count/", "get", 200>> = {
  operation: "GET /api/brand_category_count/",
  status: "200",
  schema: () => S_CategoryCount,
};
/** GET /api/comments/rights/{pse_id}/{customer_id} → 200 */
export const getCommentRights200: ResponseValidator<ResponseBody<P, "/api/comments/rights/{pse_id}/{customer_id}", "get", 200>> = {
  operation: "GET /api/comments/rights/{pse_id}/{customer_id}",
  status: "200",
  schema: { type: "object", required: ["can_comment"], properties: { "can_comment": L6, "reason": L2 } },
};
/** GET /api/category_count/children/ → 200 */
export const getCategoryCountChildren200: ResponseValidator<ResponseBody<P, "/api/category_count/children/", "get", 200>> = {
  operation: "GET /api/category_count/children/",
  status: "200",
  schema: () => S_CategoryCounts,
};
/** GET /api/accessory_product/{id} → 200 */
export const getAccessoryProducts200: ResponseValidator<ResponseBody<P, "/api/accessory_product/{id}", "get", 200>> = {
  operation: "GET /api/accessory_product/{id}",
  status: "200",
  schema: { type: "object", required: ["products"], properties: { "products": { type: "array", items: () => S_Product } } },
};
/** GET /api/delivery_delay_pse/{id} → 200 */
export const getDeliveryDelayPse200: ResponseValidator<ResponseBody<P, "/api/delivery_delay_pse/{id}", "get", 200>> = {
  operation: "GET /api/delivery_delay_pse/{id}",
  status: "200",
  schema: () => S_DeliveryDelay,
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
/** DELETE /api/{customer_id}/addresses/{address_id} → 200 */
export const deleteAddress200: ResponseValidator<ResponseBody<P, "/api/{customer_id}/addresses/{address_id}", "delete", 200>> = {
  operation: "DELETE /api/{customer_id}/addresses/{address_id}",
  status: "200",
  schema: () => S_StatusMessage,
};
/** DELETE /api/{customer_id}/addresses/{address_id} → 400 */
export const deleteAddress400: ResponseValidator<ResponseBody<P, "/api/{customer_id}/addresses/{address_id}", "delete", 400>> = {
  operation: "DELETE /api/{customer_id}/addresses/{address_id}",
  status: "400",
  schema: () => S_ApiError,
};
/** DELETE /api/{customer_id}/addresses/{address_id} → 404 */
export const deleteAddress404: ResponseValidator<ResponseBody<P, "/api/{customer_id}/addresses/{address_id}", "delete", 404>> = {
  operation: "DELETE /api/{customer_id}/addresses/{address_id}",
  status: "404",
  schema: () => S_ApiError,
};
/** PATCH /api/address/{id}/set-default → 200 */
export const setDefaultAddress200: ResponseValidator<ResponseBody<P, "/api/address/{id}/set-default", "patch", 200>> = {
  operation: "PATCH /api/address/{id}/set-default",
  status: "200",
  schema: () => S_StatusMessage,
};
/** PATCH /api/address/{id}/set-default → 400 */
export const setDefaultAddress400: ResponseValidator<ResponseBody<P, "/api/address/{id}/set-default", "patch", 400>> = {
  operation: "PATCH /api/address/{id}/set-default",
  status: "400",
  schema: () => S_ApiError,
};
/** PATCH /api/address/{id}/set-default → 404 */
export const setDefaultAddress404: ResponseValidator<ResponseBody<P, "/api/address/{id}/set-default", "patch", 404>> = {
  operation: "PATCH /api/address/{id}/set-default",
  status: "404",
  schema: () => S_ApiError,
};
