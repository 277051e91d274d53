// Generated from openapi/fast-api.yaml (operations tagged config) by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './fast-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "string" };
const L1: Schema = { type: ["integer","null"] };
const L2: Schema = { type: ["string","null"] };
const L3: Schema = { type: "integer" };
const L4: Schema = { type: "boolean" };
const S_ApiError: Schema = { type: "object", properties: { "error": L0, "message": L0, "status": L0, "status_code": L3 } };
const S_ImageLink: Schema = { type: "object", required: ["src"], properties: { "src": L0, "alt": L2, "url": L2 } };
const S_LinkItem: Schema = { type: "object", required: ["title","url"], properties: { "title": L0, "url": L0, "position": L3 } };
const S_LocaleConfig: Schema = { type: "object", required: ["lang_id","lang_locale","lang_code","country_id","tax_tax_title","currency_code","currency_symbol","store_name","site_name"], properties: { "lang_id": L3, "lang_locale": L0, "lang_url": L2, "lang_code": L0, "country_id": L3, "tax_tax_id": L1, "tax_tax_title": L0, "currency_code": L0, "currency_symbol": L0, "currency_name": L2, "currency_rate": { type: "number" }, "store_name": L0, "site_name": L0, "logo_url": L2, "logo_mobile_url": L2, "mail_image_url": L2, "footer_payment_images": { type: "array", items: () => S_ImageLink }, "footer_delivery_images": { type: "array", items: () => S_ImageLink }, "footer_partner_links": { type: "array", items: () => S_ImageLink }, "facebook_url": L2, "instagram_url": L2, "pinterest_url": L2, "youtube_url": L2, "tiktok_url": L2, "rating_shop_id": L2, "rating_type": L2, "rating_source": L2, "phone_regex": L2, "vat_min_length": L1, "is_phone_required": L4, "config_min_price": { type: ["number","null"], minimum: 0, maximum: 10000000 }, "accepted_delivery_country": { type: "array", items: L3 }, "support_time_mo_th": L2, "tax_serialized_requirements": L2, "country_header_text": L2, "country_header_icon": L2, "country_header_color": L2, "displayAdvent": L4, "displayFullMenu": L4, "displaySocialMedia": L4, "displayPhone": L4, "displayNewsletter": L4, "displaySearch": L4, "displayCountryHeader": L4, "displayTrustBadges": L4, "displayReviewBadge": L4, "displayPaymentImages": L4, "displayDeliveryImages": L4, "chat_enabled": L4, "pickup_enabled": L4, "menu_category_ids": { type: "array", items: L3 }, "menu_content_ids": { type: "array", items: L3 }, "homepage_product_ids": { type: "array", items: L3 }, "zero_vat_category_ids": { type: "array", items: L3 }, "price_request_product_ids": { type: "array", items: L3 }, "full_menu_content_ids": { type: "array", items: L3 }, "full_menu_links": { type: "array", items: () => S_LinkItem }, "category_icons": { type: "object", additionalProperties: L0 }, "withdrawal_form_pdf": L2, "info_page_content_ids": { type: "object", additionalProperties: L3 }, "salesbar": { type: "object", additionalProperties: () => S_SalesBarEntry } }, additionalProperties: {} };
const S_ModuleConfigEntry: Schema = { type: "object", properties: { "value": L2, "salesbar_message": L2, "salesbar_link": L2, "salesbar_link_text": L2, "salesbar_dismiss_button": L4, "salesbar_active": L4 } };
const S_ModuleConfigI18n: Schema = { type: "object", required: ["module_name","module_active","entries"], properties: { "module_name": L0, "module_config_id": L1, "locale": L2, "module_active": { type: "integer", enum: [0,1] }, "entries": { type: "object", additionalProperties: () => S_ModuleConfigEntry } } };
const S_SalesBarEntry: Schema = { type: "object", properties: { "salesbar_message": L2, "salesbar_link": L2, "salesbar_link_text": L2, "salesbar_dismiss_button": L4, "salesbar_active": L4 } };
const S_SystemConfig: Schema = { type: "object", properties: { "store_name": L2, "store_email": L2, "store_phone": L2, "support_time": L2, "support_time_mo_th": L2, "store_address1": L2, "store_city": L2, "store_zipcode": L2, "tracking_code": L2, "default_country_id": { type: ["string","integer","null"] } }, additionalProperties: L2 };

export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const ImageLinkSchema: ComponentSchema<C["ImageLink"]> = { schema: S_ImageLink };
export const LinkItemSchema: ComponentSchema<C["LinkItem"]> = { schema: S_LinkItem };
export const LocaleConfigSchema: ComponentSchema<C["LocaleConfig"]> = { schema: S_LocaleConfig };
export const ModuleConfigEntrySchema: ComponentSchema<C["ModuleConfigEntry"]> = { schema: S_ModuleConfigEntry };
export const ModuleConfigI18nSchema: ComponentSchema<C["ModuleConfigI18n"]> = { schema: S_ModuleConfigI18n };
export const SalesBarEntrySchema: ComponentSchema<C["SalesBarEntry"]> = { schema: S_SalesBarEntry };
export const SystemConfigSchema: ComponentSchema<C["SystemConfig"]> = { schema: S_SystemConfig };

/** GET /api/module_config_i18n/custom_attribute/ → 200 */
export const getModuleConfigI18n200: ResponseValidator<ResponseBody<P, "/api/module_config_i18n/custom_attribute/", "get", 200>> = {
  operation: "GET /api/module_config_i18n/custom_attribute/",
  status: "200",
  schema: () => S_ModuleConfigI18n,
};
/** GET /api/module_config_i18n/custom_attribute/ → 400 */
export const getModuleConfigI18n400: ResponseValidator<ResponseBody<P, "/api/module_config_i18n/custom_attribute/", "get", 400>> = {
  operation: "GET /api/module_config_i18n/custom_attribute/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/module_config_i18n/custom_attribute/ → default */
export const getModuleConfigI18nDefault: ResponseValidator<ResponseBody<P, "/api/module_config_i18n/custom_attribute/", "get", "default">> = {
  operation: "GET /api/module_config_i18n/custom_attribute/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/locale_config/custom_attribute/ → 200 */
export const getLocaleConfig200: ResponseValidator<ResponseBody<P, "/api/locale_config/custom_attribute/", "get", 200>> = {
  operation: "GET /api/locale_config/custom_attribute/",
  status: "200",
  schema: { type: "array", items: () => S_LocaleConfig },
};
/** GET /api/locale_config/custom_attribute/ → 400 */
export const getLocaleConfig400: ResponseValidator<ResponseBody<P, "/api/locale_config/custom_attribute/", "get", 400>> = {
  operation: "GET /api/locale_config/custom_attribute/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/locale_config/custom_attribute/ → default */
export const getLocaleConfigDefault: ResponseValidator<ResponseBody<P, "/api/locale_config/custom_attribute/", "get", "default">> = {
  operation: "GET /api/locale_config/custom_attribute/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/system_config/custom_attribute/ → 200 */
export const getSystemConfig200: ResponseValidator<ResponseBody<P, "/api/system_config/custom_attribute/", "get", 200>> = {
  operation: "GET /api/system_config/custom_attribute/",
  status: "200",
  schema: () => S_SystemConfig,
};
/** GET /api/system_config/custom_attribute/ → 400 */
export const getSystemConfig400: ResponseValidator<ResponseBody<P, "/api/system_config/custom_attribute/", "get", 400>> = {
  operation: "GET /api/system_config/custom_attribute/",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/system_config/custom_attribute/ → default */
export const getSystemConfigDefault: ResponseValidator<ResponseBody<P, "/api/system_config/custom_attribute/", "get", "default">> = {
  operation: "GET /api/system_config/custom_attribute/",
  status: "default",
  schema: () => S_ApiError,
};
/** GET /api/google_tag_manager → 200 */
export const getGoogleTagManager200: ResponseValidator<ResponseBody<P, "/api/google_tag_manager", "get", 200>> = {
  operation: "GET /api/google_tag_manager",
  status: "200",
  schema: { type: "object", required: ["tracking_code"], properties: { "tracking_code": L2 } },
};
/** GET /api/google_tag_manager → 401 */
export const getGoogleTagManager401: ResponseValidator<ResponseBody<P, "/api/google_tag_manager", "get", 401>> = {
  operation: "GET /api/google_tag_manager",
  status: "401",
  schema: () => S_ApiError,
};
/** GET /api/google_tag_manager → default */
export const getGoogleTagManagerDefault: ResponseValidator<ResponseBody<P, "/api/google_tag_manager", "get", "default">> = {
  operation: "GET /api/google_tag_manager",
  status: "default",
  schema: () => S_ApiError,
};
