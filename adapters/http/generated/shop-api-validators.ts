// Generated from openapi/shop-api.yaml by scripts/generate-validators.mjs. Do not edit.
// Regenerate with: node scripts/generate-sdk.mjs

import type { ComponentSchema, ResponseBody, ResponseValidator, Schema } from '../response-validator';
import type { components, paths } from './shop-api';

type P = paths;
type C = components['schemas'];

const L0: Schema = { type: "integer" };
const L1: Schema = { type: "string" };
const L2: Schema = { type: ["string","null"] };
const L3: Schema = { type: ["integer","null"] };
const L4: Schema = { type: "number" };
const L5: Schema = { type: ["number","null"] };
const L6: Schema = { type: "integer", enum: [0,1] };
const L7: Schema = { type: "boolean" };
const S_Address: Schema = { type: "object", required: ["ID","FIRSTNAME","LASTNAME","ADDRESS1","ZIPCODE","CITY","COUNTRY_ID"], properties: { "ID": L0, "CUSTOMER_ID": L0, "LABEL": L2, "TITLE_ID": L3, "FIRSTNAME": L1, "LASTNAME": L1, "COMPANY": L2, "ADDRESS1": L1, "ADDRESS2": L2, "ADDRESS3": L2, "ZIPCODE": L1, "CITY": L1, "COUNTRY_ID": L0, "COUNTRY_TITLE": L2, "STATE_ID": L3, "STATE_TITLE": L2, "PHONE": L2, "CELLPHONE": L2, "IS_DEFAULT": L6 } };
const S_AddressWriteResult: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L1, "message": L2, "id": L3 } };
const S_ApiError: Schema = { type: "object", properties: { "error": L1, "message": L1, "status": L1, "status_code": L0 } };
const S_CartChange: Schema = { type: "object", required: ["cartItemId","change"], properties: { "cartItemId": L0, "PRODUCT_SALE_ELEMENT": L0, "change": { type: "string", enum: ["removed","price","quantity","undeliverable"] }, "old_value": L5, "new_value": L5 } };
const S_CartData: Schema = { type: "object", required: ["cartId"], properties: { "cartId": L0, "cartItemId": L3, "quantity": L3, "items": { type: "array", items: () => S_CartItem }, "currencyRate": L4, "currencySymbol": L1, "changes": { type: "array", items: () => S_CartChange } } };
const S_CartError: Schema = { type: "object", required: ["status_code","status","message"], properties: { "status_code": { type: "integer", enum: [400,404] }, "status": L1, "message": L1 } };
const S_CartItem: Schema = { type: "object", required: ["PRODUCT_SALE_ELEMENT","cartId","cartItemId","id","quantity","PRICE","TITLE"], properties: { "PRODUCT_SALE_ELEMENT": L0, "cartId": L0, "cartItemId": L0, "id": L0, "REF": L2, "quantity": L0, "quantityRemain": L3, "PRICE": L4, "price": L4, "PROMO_PRICE": L5, "IS_PROMO": L6, "TITLE": L1, "URL": L2, "PSE_URL": L2, "IMAGE": L2, "images": { type: "array", items: () => S_ProductImage }, "DEFAULT_CATEGORY": L3, "category": { type: "array", items: () => S_CategoryRef }, "undeliverable": L7, "selectedFulfilmentCenter": L3, "selectedProductColor": L2, "selectedProductSize": L2 } };
const S_CartResponse: Schema = { type: "object", required: ["status_code","status"], properties: { "status_code": L0, "status": L1, "message": L2, "data": () => S_CartData } };
const S_CategoryCount: Schema = { type: "object", required: ["count"], properties: { "count": L0 } };
const S_CategoryCounts: Schema = { type: "object", additionalProperties: () => S_CategoryCount };
const S_CategoryItem: Schema = { type: "object", required: ["id","TITLE","URL"], properties: { "id": L0, "TITLE": L1, "DESCRIPTION": L2, "CHAPO": L2, "POSTSCRIPTUM": L2, "URL": L1, "PARENT": L0, "POSITION": L0, "VISIBLE": L6, "IMAGE_URL": L2, "META_TITLE": L2, "META_DESCRIPTION": L2 } };
const S_CategoryRef: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1 } };
const S_Content: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1, "description": L2, "chapo": L2, "rewriting_url": { type: "object", required: ["url"], properties: { "url": L1 } }, "postscriptum": L2 } };
const S_County: Schema = { type: "object", required: ["id","title"], properties: { "id": L0, "title": L1, "isocode": L2, "country_id": L0 } };
const S_Coupon: Schema = { type: "object", required: ["coupon_code","discount"], properties: { "coupon_code": L1, "title": L2, "discount": L4, "discount_type": { type: ["string","null"], enum: ["amount","percent",null] }, "is_valid": L7 } };
const S_CouponResult: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L1, "message": L2, "data": { oneOf: [() => S_Coupon, { type: "null" }] } } };
const S_Customer: Schema = { type: "object", required: ["ID","EMAIL","FIRSTNAME","LASTNAME"], properties: { "ID": L0, "ADDRESS_ID": L3, "EMAIL": L1, "FIRSTNAME": L1, "LASTNAME": L1, "REF": L2, "COMPANY": L2, "TITLE": L3, "ADDRESS_FIRSTNAME": L2, "ADDRESS_LASTNAME": L2, "ADDRESS1": L2, "ADDRESS2": L2, "ADDRESS3": L2, "CITY": L2, "COUNTRY_TITLE": L2, "COUNTRY_ID": L3, "STATE_TITLE": L2, "STATE_ID": L3, "CELLPHONE": L2, "PHONE": L2, "ZIPCODE": L2, "ADDRESS_TITLE_ID": L3 } };
const S_DeliveryMethod: Schema = { type: "object", required: ["id","position","title","code"], properties: { "id": L0, "position": L0, "title": L1, "code": L1, "description": L2, "price": L5, "logo": L2 } };
const S_ImageLink: Schema = { type: "object", required: ["src"], properties: { "src": L1, "alt": L2, "url": L2 } };
const S_LinkItem: Schema = { type: "object", required: ["title","url"], properties: { "title": L1, "url": L1, "position": L0 } };
const S_LocaleConfig: Schema = { type: "object", required: ["lang_id","lang_locale","lang_code","country_id","tax_tax_title","currency_code","currency_symbol","store_name","site_name"], properties: { "lang_id": L0, "lang_locale": L1, "lang_url": L2, "lang_code": L1, "country_id": L0, "tax_tax_id": L3, "tax_tax_title": L1, "currency_code": L1, "currency_symbol": L1, "currency_name": L2, "currency_rate": L4, "store_name": L1, "site_name": L1, "logo_url": L2, "logo_mobile_url": L2, "mail_image_url": L2, "footer_payment_images": { type: "array", items: () => S_ImageLink }, "footer_delivery_images": { type: "array", items: () => S_ImageLink }, "footer_partner_links": { type: "array", items: () => S_ImageLink }, "facebook_url": L2, "instagram_url": L2, "pinterest_url": L2, "youtube_url": L2, "tiktok_url": L2, "rating_shop_id": L2, "rating_type": L2, "rating_source": L2, "phone_regex": L2, "vat_min_length": L3, "is_phone_required": L7, "config_min_price": L5, "accepted_delivery_country": { type: "array", items: L0 }, "support_time_mo_th": L2, "tax_serialized_requirements": L2, "country_header_text": L2, "country_header_icon": L2, "country_header_color": L2, "displayAdvent": L7, "displayFullMenu": L7, "displaySocialMedia": L7, "displayPhone": L7, "displayNewsletter": L7, "displaySearch": L7, "displayCountryHeader": L7, "displayTrustBadges": L7, "displayReviewBadge": L7, "displayPaymentImages": L7, "displayDeliveryImages": L7, "chat_enabled": L7, "pickup_enabled": L7, "menu_category_ids": { type: "array", items: L0 }, "menu_content_ids": { type: "array", items: L0 }, "homepage_product_ids": { type: "array", items: L0 }, "zero_vat_category_ids": { type: "array", items: L0 }, "price_request_product_ids": { type: "array", items: L0 }, "full_menu_content_ids": { type: "array", items: L0 }, "full_menu_links": { type: "array", items: () => S_LinkItem }, "category_icons": { type: "object", additionalProperties: L1 }, "withdrawal_form_pdf": L2, "info_page_content_ids": { type: "object", additionalProperties: L0 }, "salesbar": { type: "object", additionalProperties: () => S_SalesBarEntry } }, additionalProperties: {} };
const S_LoginResult: Schema = { type: "object", required: ["token","customer_id","email","expires"], properties: { "token": L1, "expires": L0, "expires_in": L0, "customer_id": L0, "email": L1, "user_identifier": L2, "address_id": L3, "country_id": L3, "firstname": L2, "lastname": L2, "title": L3, "profileName": L2, "isCompany": L7, "company": L2, "excludeVAT": L7, "isAdmin": L7 } };
const S_NavCategory: Schema = { type: "object", required: ["Id","Title","URL","children"], properties: { "Id": L0, "Title": L1, "URL": L1, "children": { type: "array", items: () => S_NavCategory } } };
const S_Order: Schema = { type: "object", required: ["ID","REF","CREATE_DATE","STATUS_CODE","TOTAL_TAXED_AMOUNT"], properties: { "ID": L0, "REF": L1, "CUSTOMER_ID": L0, "CREATE_DATE": L1, "STATUS_ID": L0, "STATUS_CODE": L1, "STATUS_TITLE": L2, "TOTAL_AMOUNT": L4, "TOTAL_TAXED_AMOUNT": L4, "POSTAGE": L4, "POSTAGE_TAX": L5, "DISCOUNT": L5, "COUPON_CODE": L2, "CURRENCY": L1, "CURRENCY_RATE": L4, "INVOICE_REF": L2, "DELIVERY_REF": L2, "INVOICE_ADDRESS": () => S_OrderAddress, "DELIVERY_ADDRESS": () => S_OrderAddress, "DELIVERY_MODULE_ID": L3, "DELIVERY_MODULE_TITLE": L2, "PAYMENT_MODULE_ID": L3, "PAYMENT_MODULE_CODE": L2, "PAYMENT_MODULE_TITLE": L2, "IS_LOCAL_PICKUP": L6, "IS_COMPANY": L6, "INVOICE_HASH": L2 } };
const S_OrderAddress: Schema = { type: "object", properties: { "ID": L0, "TITLE_ID": L3, "COMPANY": L2, "FIRSTNAME": L1, "LASTNAME": L1, "ADDRESS1": L1, "ADDRESS2": L2, "ADDRESS3": L2, "ZIPCODE": L1, "CITY": L1, "COUNTRY_ID": L0, "COUNTRY_TITLE": L2, "STATE_ID": L3, "STATE_TITLE": L2, "PHONE": L2, "CELLPHONE": L2 } };
const S_OrderProduct: Schema = { type: "object", required: ["ID","ORDER_ID","PRODUCT_TITLE","QUANTITY","PRICE","TAXED_PRICE"], properties: { "ID": L0, "ORDER_ID": L0, "PRODUCT_ID": L3, "PRODUCT_REF": L1, "PRODUCT_SALE_ELEMENTS_ID": L3, "PRODUCT_SALE_ELEMENTS_REF": L2, "PRODUCT_TITLE": L1, "COLOR": L2, "SIZE": L2, "QUANTITY": L0, "PRICE": L4, "TAXED_PRICE": L4, "WAS_IN_PROMO": L6, "TOTAL_TAXED_PRICE": L4, "TAX_RULE_TITLE": L2, "IMAGE": L2, "URL": L2 } };
const S_PaymentMethod: Schema = { type: "object", required: ["id","code","title","position"], properties: { "id": L0, "code": L1, "title": L1, "position": L0, "description": L2, "logo": L2 } };
const S_PaymentResult: Schema = { type: "object", properties: { "status": L1, "redirect_url": L2, "order_id": L3, "message": L2 } };
const S_Postage: Schema = { type: "object", required: ["postage_amount","postage_amount_taxed"], properties: { "postage_amount": L5, "postage_amount_taxed": L5, "error": L2 } };
const S_Product: Schema = { type: "object", required: ["id","REF","TITLE","PRICE","TAXED_PRICE","BEST_TAXED_PRICE","stock","URL","images","category","tag","variation"], properties: { "id": L0, "REF": L1, "TITLE": L1, "DESCRIPTION": L2, "CHAPO": L2, "META_TITLE": L2, "META_DESCRIPTION": L2, "brand_id": L3, "brand_name": L2, "category": { type: "array", items: () => S_CategoryRef }, "DEFAULT_CATEGORY": L3, "tag": { type: "array", items: L1 }, "PRICE": L4, "PROMO_PRICE": L5, "IS_PROMO": L6, "LISTEN_PRICE": L5, "TAXED_PRICE": L4, "BEST_TAXED_PRICE": L4, "stock": L0, "URL": L1, "images": { type: "array", items: () => S_ProductImage }, "variation": { type: "array", items: () => S_ProductColour }, "default_pse_id": L3, "is_price_request": L7, "product_type": L2, "documents": { type: "array", items: () => S_ProductDocument } } };
const S_ProductColour: Schema = { type: "object", required: ["color_id","color_name","sizes"], properties: { "color_id": L0, "color_name": L1, "color_hex": L2, "sizes": { type: "array", items: () => S_ProductSize } } };
const S_ProductDocument: Schema = { type: "object", required: ["title","url"], properties: { "title": L1, "url": L1, "type": L2 } };
const S_ProductFeature: Schema = { type: "object", required: ["FEATURE_ID","FEATURE_TITLE"], properties: { "FEATURE_ID": L0, "FEATURE_TITLE": L1, "FEATURE_AV_ID": L3, "FEATURE_AV_TITLE": L2, "FEATURE_VALUE": L2, "POSITION": L0 } };
const S_ProductImage: Schema = { type: "object", required: ["image_url","visible","position"], properties: { "image_url": L1, "visible": L6, "position": L0 } };
const S_ProductPage: Schema = { type: "object", required: ["products","total"], properties: { "products": { type: "array", items: () => S_Product }, "total": L0 } };
const S_ProductSize: Schema = { type: "object", required: ["name","stock","pse_id"], properties: { "size_id": L3, "name": L1, "stock": L0, "pse_id": L0 } };
const S_Pse: Schema = { type: "object", required: ["pse_id","product_id","REF","stock","PRICE","URL"], properties: { "pse_id": L0, "product_id": L0, "color_id": L3, "size_id": L3, "REF": L1, "stock": L0, "PRICE": L4, "PROMO_PRICE": L5, "IS_PROMO": L6, "URL": L1 } };
const S_QrCode: Schema = { type: "object", required: ["qr_code"], properties: { "qr_code": L1, "beneficiary": L2, "iban": L2, "bic": L2, "amount": L5, "currency": L2, "reference": L2 } };
const S_RegisterResult: Schema = { type: "object", required: ["status","customer_id"], properties: { "status_code": L0, "status": L1, "message": L2, "customer_id": L0, "address_id": L3, "token": L2, "expires": L3 } };
const S_SalesBarConfig: Schema = { type: "object", required: ["module_active","entries"], properties: { "module_name": L1, "module_active": L6, "entries": { type: "object", additionalProperties: () => S_SalesBarEntry } } };
const S_SalesBarEntry: Schema = { type: "object", properties: { "salesbar_message": L2, "salesbar_link": L2, "salesbar_link_text": L2, "salesbar_dismiss_button": L7, "salesbar_active": L7 } };
const S_SearchConfig: Schema = { type: "object", required: ["scheme","host","port","front_username","front_password","index_prefix","content"], properties: { "scheme": L1, "host": L1, "port": { type: ["integer","string"] }, "front_username": L1, "front_password": L1, "index_prefix": L1, "content": L1 } };
const S_StatusMessage: Schema = { type: "object", required: ["status"], properties: { "status_code": L0, "status": L1, "message": L2 } };
const S_StoreInfo: Schema = { type: "object", required: ["store_name"], properties: { "store_name": L1, "store_email": L2, "store_phone": L2, "support_time": L2, "support_time_mo_th": L2, "store_address1": L2, "store_city": L2, "store_zipcode": L2, "tracking_code": L2 } };
const S_UrlResolution: Schema = { type: "object", required: ["view_id","view"], properties: { "view_id": L0, "view": { type: "string", enum: ["product","category","content","brand","pse"] }, "title": L1 } };
const S_VatCheck: Schema = { type: "object", required: ["valid"], properties: { "valid": L7, "vat_number": L1, "country_code": L2, "name": L2, "address": L2, "message": L2 } };

export const AddressSchema: ComponentSchema<C["Address"]> = { schema: S_Address };
export const AddressWriteResultSchema: ComponentSchema<C["AddressWriteResult"]> = { schema: S_AddressWriteResult };
export const ApiErrorSchema: ComponentSchema<C["ApiError"]> = { schema: S_ApiError };
export const CartChangeSchema: ComponentSchema<C["CartChange"]> = { schema: S_CartChange };
export const CartDataSchema: ComponentSchema<C["CartData"]> = { schema: S_CartData };
export const CartErrorSchema: ComponentSchema<C["CartError"]> = { schema: S_CartError };
export const CartItemSchema: ComponentSchema<C["CartItem"]> = { schema: S_CartItem };
export const CartResponseSchema: ComponentSchema<C["CartResponse"]> = { schema: S_CartResponse };
export const CategoryCountSchema: ComponentSchema<C["CategoryCount"]> = { schema: S_CategoryCount };
export const CategoryCountsSchema: ComponentSchema<C["CategoryCounts"]> = { schema: S_CategoryCounts };
export const CategoryItemSchema: ComponentSchema<C["CategoryItem"]> = { schema: S_CategoryItem };
export const CategoryRefSchema: ComponentSchema<C["CategoryRef"]> = { schema: S_CategoryRef };
export const ContentSchema: ComponentSchema<C["Content"]> = { schema: S_Content };
export const CountySchema: ComponentSchema<C["County"]> = { schema: S_County };
export const CouponSchema: ComponentSchema<C["Coupon"]> = { schema: S_Coupon };
export const CouponResultSchema: ComponentSchema<C["CouponResult"]> = { schema: S_CouponResult };
export const CustomerSchema: ComponentSchema<C["Customer"]> = { schema: S_Customer };
export const DeliveryMethodSchema: ComponentSchema<C["DeliveryMethod"]> = { schema: S_DeliveryMethod };
export const ImageLinkSchema: ComponentSchema<C["ImageLink"]> = { schema: S_ImageLink };
export const LinkItemSchema: ComponentSchema<C["LinkItem"]> = { schema: S_LinkItem };
export const LocaleConfigSchema: ComponentSchema<C["LocaleConfig"]> = { schema: S_LocaleConfig };
export const LoginResultSchema: ComponentSchema<C["LoginResult"]> = { schema: S_LoginResult };
export const NavCategorySchema: ComponentSchema<C["NavCategory"]> = { schema: S_NavCategory };
export const OrderSchema: ComponentSchema<C["Order"]> = { schema: S_Order };
export const OrderAddressSchema: ComponentSchema<C["OrderAddress"]> = { schema: S_OrderAddress };
export const OrderProductSchema: ComponentSchema<C["OrderProduct"]> = { schema: S_OrderProduct };
export const PaymentMethodSchema: ComponentSchema<C["PaymentMethod"]> = { schema: S_PaymentMethod };
export const PaymentResultSchema: ComponentSchema<C["PaymentResult"]> = { schema: S_PaymentResult };
export const PostageSchema: ComponentSchema<C["Postage"]> = { schema: S_Postage };
export const ProductSchema: ComponentSchema<C["Product"]> = { schema: S_Product };
export const ProductColourSchema: ComponentSchema<C["ProductColour"]> = { schema: S_ProductColour };
export const ProductDocumentSchema: ComponentSchema<C["ProductDocument"]> = { schema: S_ProductDocument };
export const ProductFeatureSchema: ComponentSchema<C["ProductFeature"]> = { schema: S_ProductFeature };
export const ProductImageSchema: ComponentSchema<C["ProductImage"]> = { schema: S_ProductImage };
export const ProductPageSchema: ComponentSchema<C["ProductPage"]> = { schema: S_ProductPage };
export const ProductSizeSchema: ComponentSchema<C["ProductSize"]> = { schema: S_ProductSize };
export const PseSchema: ComponentSchema<C["Pse"]> = { schema: S_Pse };
export const QrCodeSchema: ComponentSchema<C["QrCode"]> = { schema: S_QrCode };
export const RegisterResultSchema: ComponentSchema<C["RegisterResult"]> = { schema: S_RegisterResult };
export const SalesBarConfigSchema: ComponentSchema<C["SalesBarConfig"]> = { schema: S_SalesBarConfig };
export const SalesBarEntrySchema: ComponentSchema<C["SalesBarEntry"]> = { schema: S_SalesBarEntry };
export const SearchConfigSchema: ComponentSchema<C["SearchConfig"]> = { schema: S_SearchConfig };
export const StatusMessageSchema: ComponentSchema<C["StatusMessage"]> = { schema: S_StatusMessage };
export const StoreInfoSchema: ComponentSchema<C["StoreInfo"]> = { schema: S_StoreInfo };
export const UrlResolutionSchema: ComponentSchema<C["UrlResolution"]> = { schema: S_UrlResolution };
export const VatCheckSchema: ComponentSchema<C["VatCheck"]> = { schema: S_VatCheck };

/** GET /api/products/ → 200 */
export const getProducts200: ResponseValidator<ResponseBody<P, "/api/products/", "get", 200>> = {
  operation: "GET /api/products/",
  status: "200",
  schema: () => S_ProductPage,
};
/** GET /api/products_list/ → 200 */
export const getProductsList200: ResponseValidator<ResponseBody<P, "/api/products_list/", "get", 200>> = {
  operation: "GET /api/products_list/",
  status: "200",
  schema: () => S_ProductPage,
};
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
/** GET /api/ConfigApi → 200 */
export const getConfigApi200: ResponseValidator<ResponseBody<P, "/api/ConfigApi", "get", 200>> = {
  operation: "GET /api/ConfigApi",
  status: "200",
  schema: () => S_SearchConfig,
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
/** GET /api/ExternalOrderApi/features/product/{productID}/{langCode} → 200 */
export const getProductFeatures200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/features/product/{productID}/{langCode}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/features/product/{productID}/{langCode}",
  status: "200",
  schema: { type: "object", required: ["FeatureItems"], properties: { "FeatureItems": { type: "array", items: () => S_ProductFeature } } },
};
/** POST /api/cart/add → 200 */
export const cartAdd200: ResponseValidator<ResponseBody<P, "/api/cart/add", "post", 200>> = {
  operation: "POST /api/cart/add",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/add → 400 */
export const cartAdd400: ResponseValidator<ResponseBody<P, "/api/cart/add", "post", 400>> = {
  operation: "POST /api/cart/add",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/add → 404 */
export const cartAdd404: ResponseValidator<ResponseBody<P, "/api/cart/add", "post", 404>> = {
  operation: "POST /api/cart/add",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/update → 200 */
export const cartUpdate200: ResponseValidator<ResponseBody<P, "/api/cart/update", "post", 200>> = {
  operation: "POST /api/cart/update",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/update → 400 */
export const cartUpdate400: ResponseValidator<ResponseBody<P, "/api/cart/update", "post", 400>> = {
  operation: "POST /api/cart/update",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/update → 404 */
export const cartUpdate404: ResponseValidator<ResponseBody<P, "/api/cart/update", "post", 404>> = {
  operation: "POST /api/cart/update",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/delete → 200 */
export const cartDelete200: ResponseValidator<ResponseBody<P, "/api/cart/delete", "post", 200>> = {
  operation: "POST /api/cart/delete",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/delete → 400 */
export const cartDelete400: ResponseValidator<ResponseBody<P, "/api/cart/delete", "post", 400>> = {
  operation: "POST /api/cart/delete",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/delete → 404 */
export const cartDelete404: ResponseValidator<ResponseBody<P, "/api/cart/delete", "post", 404>> = {
  operation: "POST /api/cart/delete",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/clear → 200 */
export const cartClear200: ResponseValidator<ResponseBody<P, "/api/cart/clear", "post", 200>> = {
  operation: "POST /api/cart/clear",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/clear → 400 */
export const cartClear400: ResponseValidator<ResponseBody<P, "/api/cart/clear", "post", 400>> = {
  operation: "POST /api/cart/clear",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/clear → 404 */
export const cartClear404: ResponseValidator<ResponseBody<P, "/api/cart/clear", "post", 404>> = {
  operation: "POST /api/cart/clear",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/get → 200 */
export const cartGet200: ResponseValidator<ResponseBody<P, "/api/cart/get", "post", 200>> = {
  operation: "POST /api/cart/get",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/get → 400 */
export const cartGet400: ResponseValidator<ResponseBody<P, "/api/cart/get", "post", 400>> = {
  operation: "POST /api/cart/get",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/get → 404 */
export const cartGet404: ResponseValidator<ResponseBody<P, "/api/cart/get", "post", 404>> = {
  operation: "POST /api/cart/get",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/validate → 200 */
export const cartValidate200: ResponseValidator<ResponseBody<P, "/api/cart/validate", "post", 200>> = {
  operation: "POST /api/cart/validate",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/validate → 400 */
export const cartValidate400: ResponseValidator<ResponseBody<P, "/api/cart/validate", "post", 400>> = {
  operation: "POST /api/cart/validate",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/validate → 404 */
export const cartValidate404: ResponseValidator<ResponseBody<P, "/api/cart/validate", "post", 404>> = {
  operation: "POST /api/cart/validate",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/assignCustomer → 200 */
export const cartAssignCustomer200: ResponseValidator<ResponseBody<P, "/api/cart/assignCustomer", "post", 200>> = {
  operation: "POST /api/cart/assignCustomer",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/assignCustomer → 400 */
export const cartAssignCustomer400: ResponseValidator<ResponseBody<P, "/api/cart/assignCustomer", "post", 400>> = {
  operation: "POST /api/cart/assignCustomer",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/assignCustomer → 404 */
export const cartAssignCustomer404: ResponseValidator<ResponseBody<P, "/api/cart/assignCustomer", "post", 404>> = {
  operation: "POST /api/cart/assignCustomer",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/fulfilment_center → 200 */
export const cartChangeFulfilmentCenter200: ResponseValidator<ResponseBody<P, "/api/cart/fulfilment_center", "post", 200>> = {
  operation: "POST /api/cart/fulfilment_center",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/fulfilment_center → 400 */
export const cartChangeFulfilmentCenter400: ResponseValidator<ResponseBody<P, "/api/cart/fulfilment_center", "post", 400>> = {
  operation: "POST /api/cart/fulfilment_center",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/fulfilment_center → 404 */
export const cartChangeFulfilmentCenter404: ResponseValidator<ResponseBody<P, "/api/cart/fulfilment_center", "post", 404>> = {
  operation: "POST /api/cart/fulfilment_center",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/check → 200 */
export const cartCheck200: ResponseValidator<ResponseBody<P, "/api/cart/check", "post", 200>> = {
  operation: "POST /api/cart/check",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/check → 400 */
export const cartCheck400: ResponseValidator<ResponseBody<P, "/api/cart/check", "post", 400>> = {
  operation: "POST /api/cart/check",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/check → 404 */
export const cartCheck404: ResponseValidator<ResponseBody<P, "/api/cart/check", "post", 404>> = {
  operation: "POST /api/cart/check",
  status: "404",
  schema: () => S_CartError,
};
/** POST /api/cart/service → 200 */
export const cartService200: ResponseValidator<ResponseBody<P, "/api/cart/service", "post", 200>> = {
  operation: "POST /api/cart/service",
  status: "200",
  schema: () => S_CartResponse,
};
/** POST /api/cart/service → 400 */
export const cartService400: ResponseValidator<ResponseBody<P, "/api/cart/service", "post", 400>> = {
  operation: "POST /api/cart/service",
  status: "400",
  schema: () => S_CartError,
};
/** POST /api/cart/service → 404 */
export const cartService404: ResponseValidator<ResponseBody<P, "/api/cart/service", "post", 404>> = {
  operation: "POST /api/cart/service",
  status: "404",
  schema: () => S_CartError,
};
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
/** GET /api/ExternalOrderApi/order/{id} → 200 */
export const getOrder200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/{id}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/order/{id}",
  status: "200",
  schema: { type: "object", required: ["OrderItems"], properties: { "OrderItems": { type: "array", items: () => S_Order } } },
};
/** GET /api/ExternalOrderApi/order/{id} → 404 */
export const getOrder404: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/{id}", "get", 404>> = {
  operation: "GET /api/ExternalOrderApi/order/{id}",
  status: "404",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/order/ → 200 */
export const getOrders200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order/", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/order/",
  status: "200",
  schema: { type: "object", required: ["OrderItems"], properties: { "OrderItems": { type: "array", items: () => S_Order } } },
};
/** GET /api/ExternalOrderApi/order_product/ → 200 */
export const getOrderProducts200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/order_product/", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/order_product/",
  status: "200",
  schema: { type: "object", required: ["OrderProductItems"], properties: { "OrderProductItems": { type: "array", items: () => S_OrderProduct } } },
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId} → 200 */
export const getActivePaymentMethods200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}",
  status: "200",
  schema: { type: "object", required: ["data"], properties: { "data": { type: "array", items: () => S_PaymentMethod } } },
};
/** GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale} → 200 */
export const getActivePaymentMethodsByLocale200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/getActivePaymentMethods/{cartId}/{locale}",
  status: "200",
  schema: { type: "object", required: ["data"], properties: { "data": { type: "array", items: () => S_PaymentMethod } } },
};
/** GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale} → 200 */
export const getActiveDelivery200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/getActiveDelivery/{cartId}/{locale}",
  status: "200",
  schema: { type: "object", required: ["data"], properties: { "data": { type: "array", items: () => S_DeliveryMethod } } },
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
/** GET /api/ExternalOrderApi/customer/ → 200 */
export const getCustomerByEmail200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/customer/", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/customer/",
  status: "200",
  schema: { type: "object", required: ["CustomerItems"], properties: { "CustomerItems": { type: "array", items: () => S_Customer } } },
};
/** GET /api/ExternalOrderApi/address/ → 200 */
export const getAddresses200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/address/",
  status: "200",
  schema: { type: "object", required: ["AddressItems"], properties: { "AddressItems": { type: "array", items: () => S_Address } } },
};
/** POST /api/ExternalOrderApi/address → 200 */
export const createAddress200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address", "post", 200>> = {
  operation: "POST /api/ExternalOrderApi/address",
  status: "200",
  schema: () => S_AddressWriteResult,
};
/** POST /api/ExternalOrderApi/address → 400 */
export const createAddress400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address", "post", 400>> = {
  operation: "POST /api/ExternalOrderApi/address",
  status: "400",
  schema: () => S_ApiError,
};
/** PUT /api/ExternalOrderApi/address/{id} → 200 */
export const updateAddress200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/{id}", "put", 200>> = {
  operation: "PUT /api/ExternalOrderApi/address/{id}",
  status: "200",
  schema: () => S_AddressWriteResult,
};
/** PUT /api/ExternalOrderApi/address/{id} → 400 */
export const updateAddress400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/address/{id}", "put", 400>> = {
  operation: "PUT /api/ExternalOrderApi/address/{id}",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/ExternalOrderApi/county/{id} → 200 */
export const getCounty200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/county/{id}", "get", 200>> = {
  operation: "GET /api/ExternalOrderApi/county/{id}",
  status: "200",
  schema: { type: "object", required: ["data"], properties: { "data": { type: "array", items: () => S_County } } },
};
/** POST /api/ExternalOrderApi/insertCoupon/ → 200 */
export const insertCoupon200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/insertCoupon/", "post", 200>> = {
  operation: "POST /api/ExternalOrderApi/insertCoupon/",
  status: "200",
  schema: () => S_CouponResult,
};
/** POST /api/ExternalOrderApi/insertCoupon/ → 400 */
export const insertCoupon400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/insertCoupon/", "post", 400>> = {
  operation: "POST /api/ExternalOrderApi/insertCoupon/",
  status: "400",
  schema: () => S_CouponResult,
};
/** POST /api/ExternalOrderApi/coupon/ → 200 */
export const getCoupon200: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/coupon/", "post", 200>> = {
  operation: "POST /api/ExternalOrderApi/coupon/",
  status: "200",
  schema: () => S_CouponResult,
};
/** POST /api/ExternalOrderApi/coupon/ → 400 */
export const getCoupon400: ResponseValidator<ResponseBody<P, "/api/ExternalOrderApi/coupon/", "post", 400>> = {
  operation: "POST /api/ExternalOrderApi/coupon/",
  status: "400",
  schema: () => S_CouponResult,
};
/** POST /api/changePassword → 200 */
export const changePassword200: ResponseValidator<ResponseBody<P, "/api/changePassword", "post", 200>> = {
  operation: "POST /api/changePassword",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/changePassword → 400 */
export const changePassword400: ResponseValidator<ResponseBody<P, "/api/changePassword", "post", 400>> = {
  operation: "POST /api/changePassword",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/changePassword → 401 */
export const changePassword401: ResponseValidator<ResponseBody<P, "/api/changePassword", "post", 401>> = {
  operation: "POST /api/changePassword",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/refreshToken → 200 */
export const refreshToken200: ResponseValidator<ResponseBody<P, "/api/refreshToken", "post", 200>> = {
  operation: "POST /api/refreshToken",
  status: "200",
  schema: { type: "object", required: ["token"], properties: { "token": L1, "expires_in": L0 } },
};
/** POST /api/refreshToken → 401 */
export const refreshToken401: ResponseValidator<ResponseBody<P, "/api/refreshToken", "post", 401>> = {
  operation: "POST /api/refreshToken",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/login → 200 */
export const login200: ResponseValidator<ResponseBody<P, "/api/login", "post", 200>> = {
  operation: "POST /api/login",
  status: "200",
  schema: () => S_LoginResult,
};
/** POST /api/login → 401 */
export const login401: ResponseValidator<ResponseBody<P, "/api/login", "post", 401>> = {
  operation: "POST /api/login",
  status: "401",
  schema: () => S_ApiError,
};
/** POST /api/register → 200 */
export const register200: ResponseValidator<ResponseBody<P, "/api/register", "post", 200>> = {
  operation: "POST /api/register",
  status: "200",
  schema: () => S_RegisterResult,
};
/** POST /api/register → 400 */
export const register400: ResponseValidator<ResponseBody<P, "/api/register", "post", 400>> = {
  operation: "POST /api/register",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/register → 409 */
export const register409: ResponseValidator<ResponseBody<P, "/api/register", "post", 409>> = {
  operation: "POST /api/register",
  status: "409",
  schema: () => S_ApiError,
};
/** POST /api/forgotPassword → 200 */
export const forgotPassword200: ResponseValidator<ResponseBody<P, "/api/forgotPassword", "post", 200>> = {
  operation: "POST /api/forgotPassword",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/forgotPassword → 404 */
export const forgotPassword404: ResponseValidator<ResponseBody<P, "/api/forgotPassword", "post", 404>> = {
  operation: "POST /api/forgotPassword",
  status: "404",
  schema: () => S_ApiError,
};
/** POST /api/newsletter/subscribe → 200 */
export const newsletterSubscribe200: ResponseValidator<ResponseBody<P, "/api/newsletter/subscribe", "post", 200>> = {
  operation: "POST /api/newsletter/subscribe",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/newsletter/subscribe → 400 */
export const newsletterSubscribe400: ResponseValidator<ResponseBody<P, "/api/newsletter/subscribe", "post", 400>> = {
  operation: "POST /api/newsletter/subscribe",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/newsletter/unsubscribe → 200 */
export const newsletterUnsubscribe200: ResponseValidator<ResponseBody<P, "/api/newsletter/unsubscribe", "post", 200>> = {
  operation: "POST /api/newsletter/unsubscribe",
  status: "200",
  schema: () => S_StatusMessage,
};
/** POST /api/newsletter/unsubscribe → 400 */
export const newsletterUnsubscribe400: ResponseValidator<ResponseBody<P, "/api/newsletter/unsubscribe", "post", 400>> = {
  operation: "POST /api/newsletter/unsubscribe",
  status: "400",
  schema: () => S_ApiError,
};
/** POST /api/checkVatNumber → 200 */
export const checkVatNumber200: ResponseValidator<ResponseBody<P, "/api/checkVatNumber", "post", 200>> = {
  operation: "POST /api/checkVatNumber",
  status: "200",
  schema: () => S_VatCheck,
};
/** POST /api/checkVatNumber → 400 */
export const checkVatNumber400: ResponseValidator<ResponseBody<P, "/api/checkVatNumber", "post", 400>> = {
  operation: "POST /api/checkVatNumber",
  status: "400",
  schema: () => S_ApiError,
};
/** GET /api/store_info → 200 */
export const getStoreInfo200: ResponseValidator<ResponseBody<P, "/api/store_info", "get", 200>> = {
  operation: "GET /api/store_info",
  status: "200",
  schema: () => S_StoreInfo,
};
/** GET /api/module_config/SalesBar → 200 */
export const getSalesBarConfig200: ResponseValidator<ResponseBody<P, "/api/module_config/SalesBar", "get", 200>> = {
  operation: "GET /api/module_config/SalesBar",
  status: "200",
  schema: () => S_SalesBarConfig,
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
/** GET /api/category_tree → 200 */
export const getCategoryTree200: ResponseValidator<ResponseBody<P, "/api/category_tree", "get", 200>> = {
  operation: "GET /api/category_tree",
  status: "200",
  schema: { type: "array", items: () => S_NavCategory },
};
/** GET /api/category_counts → 200 */
export const getCategoryCounts200: ResponseValidator<ResponseBody<P, "/api/category_counts", "get", 200>> = {
  operation: "GET /api/category_counts",
  status: "200",
  schema: () => S_CategoryCounts,
};
