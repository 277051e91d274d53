import { SEED_COUNTRIES } from '../../../adapters/fake/seed/seed-countries';
import type { components } from '../../../adapters/http/generated/fast-api';
import type { LocaleConfig, SalesBarEntry } from '../../../ports/model/store-config';

type Fast = components['schemas'];

const salesBarEntry = (entry: SalesBarEntry): Fast['SalesBarEntry'] => ({
  salesbar_message: entry.message,
  salesbar_link: entry.link,
  salesbar_link_text: entry.linkText,
  salesbar_dismiss_button: entry.dismissible,
  salesbar_active: entry.active,
});

const base64Json = (value: unknown): string | null =>
  value === null ? null : Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** The storefront's LocaleConfig as locale_config/custom_attribute/ sends it. */
export function localeConfigWire(config: LocaleConfig): Fast['LocaleConfig'] {
  return {
    lang_id: config.langId,
    lang_locale: config.locale,
    lang_url: config.langUrl,
    lang_code: config.language,
    country_id: config.countryId,
    tax_tax_id: config.taxId,
    tax_tax_title: config.taxTitle,
    currency_code: config.currency.code,
    currency_symbol: config.currency.symbol,
    currency_name: config.currency.name,
    currency_rate: config.currency.rate,
    store_name: config.storeName,
    site_name: config.siteName,
    logo_url: config.logoUrl,
    footer_payment_images: config.footerImages.map(({ src, alt }) => ({ src, alt: alt || null, url: null })),
    footer_delivery_images: [],
    facebook_url: config.social.facebook,
    instagram_url: config.social.instagram,
    pinterest_url: config.social.pinterest,
    youtube_url: config.social.youtube,
    rating_shop_id: config.shopRatingId,
    rating_type: config.ratingType,
    rating_source: config.ratingSource,
    phone_regex: config.phoneRegex,
    vat_min_length: config.vatMinLength,
    is_phone_required: config.isPhoneRequired,
    config_min_price: config.minPrice,
    accepted_delivery_country: [...new Set([config.countryId, ...config.countries.map((country) => country.id)])],
    support_time_mo_th: config.supportTimeMoTh,
    tax_serialized_requirements: base64Json(config.taxRequirements),
    country_header_text: config.countryHeader?.text ?? null,
    country_header_icon: config.countryHeader?.icon ?? null,
    country_header_color: config.countryHeader?.colour ?? null,
    displayAdvent: config.flags.advent,
    displayFullMenu: config.flags.fullMenu,
    displaySocialMedia: config.flags.socialMedia,
    displayPhone: config.flags.phone,
    displayNewsletter: config.flags.newsletter,
    displaySearch: config.flags.search,
    displayReviewBadge: config.flags.reviewBadge,
    chat_enabled: config.flags.chat,
    pickup_enabled: config.flags.pickup,
    menu_category_ids: config.menuCategoryIds,
    menu_content_ids: config.menuContentIds,
    full_menu_links: config.menuLinks.map((link, position) => ({ ...link, position })),
    category_icons: Object.fromEntries(Object.entries(config.categoryIcons)),
    homepage_product_ids: config.homepageProductIds,
    zero_vat_category_ids: config.zeroVatCategoryIds,
    price_request_product_ids: config.priceRequestProductIds,
    withdrawal_form_pdf: config.withdrawalFormPdfUrl,
    info_page_content_ids: { ...config.infoPageContentIds },
    salesbar: config.salesBar ? { default: salesBarEntry(config.salesBar) } : {},
  };
}

/**
 * The SalesBar module's config: active when the shop's sales bar is on, its entry keyed by the
 * locale's country (the storefront reads that entry before 'default').
 */
export function salesBarModuleWire(config: LocaleConfig): Fast['ModuleConfigI18n'] {
  const key = SEED_COUNTRIES.find((country) => country.id === config.countryId)?.isoAlpha2 ?? 'default';
  return {
    module_name: 'SalesBar',
    module_config_id: 1,
    locale: config.locale,
    module_active: config.flags.salesBar ? 1 : 0,
    entries: config.salesBar ? { [key]: salesBarEntry(config.salesBar) } : {},
  };
}
