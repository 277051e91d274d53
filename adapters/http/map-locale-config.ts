import type { Country } from '../../ports/model/country';
import { INFO_PAGES, type InfoPage } from '../../ports/model/content';
import type { LocaleConfig, MenuLink, SalesBarEntry } from '../../ports/model/store-config';
import {
  array,
  boolean,
  DecodeError,
  flag,
  integer,
  nullable,
  number,
  object,
  record,
  string,
  withDefault,
  type FieldsOf,
} from './decode';
import type { components as FastSchemas } from './generated/fast-api';
import { countryById, isLanguage } from './shop-locale';

type Fast = FastSchemas['schemas'];

const optionalBoolean = withDefault(boolean, false);
const idList = withDefault(array(integer), []);
const imageLinks = withDefault(array(object({ src: string } satisfies FieldsOf<Fast['ImageLink']>)), []);

const salesBarEntryDto = object({
  salesbar_message: nullable(string),
  salesbar_link: nullable(string),
  salesbar_link_text: nullable(string),
  salesbar_dismiss_button: optionalBoolean,
  salesbar_active: optionalBoolean,
} satisfies FieldsOf<Fast['SalesBarEntry']>);
type SalesBarEntryDto = ReturnType<typeof salesBarEntryDto>;

export const localeConfigDto = object({
  lang_id: integer,
  lang_locale: string,
  lang_url: nullable(string),
  lang_code: string,
  country_id: integer,
  tax_tax_id: nullable(integer),
  tax_tax_title: string,
  currency_code: string,
  currency_symbol: string,
  currency_name: nullable(string),
  currency_rate: withDefault(number, 1),
  store_name: string,
  site_name: string,
  logo_url: nullable(string),
  footer_payment_images: imageLinks,
  footer_delivery_images: imageLinks,
  facebook_url: nullable(string),
  instagram_url: nullable(string),
  pinterest_url: nullable(string),
  youtube_url: nullable(string),
  rating_shop_id: nullable(string),
  phone_regex: nullable(string),
  vat_min_length: nullable(integer),
  is_phone_required: optionalBoolean,
  config_min_price: nullable(number),
  accepted_delivery_country: idList,
  support_time_mo_th: nullable(string),
  tax_serialized_requirements: nullable(string),
  country_header_text: nullable(string),
  country_header_icon: nullable(string),
  country_header_color: nullable(string),
  displayAdvent: optionalBoolean,
  displayFullMenu: optionalBoolean,
  displaySocialMedia: optionalBoolean,
  displayPhone: optionalBoolean,
  displayNewsletter: optionalBoolean,
  displaySearch: optionalBoolean,
  chat_enabled: optionalBoolean,
  pickup_enabled: optionalBoolean,
  menu_category_ids: idList,
  menu_content_ids: idList,
  full_menu_content_ids: idList,
  full_menu_links: withDefault(
    array(object({ title: string, url: string, position: withDefault(integer, 0) } satisfies FieldsOf<Fast['LinkItem']>)),
    [],
  ),
  category_icons: withDefault(record(string), {}),
  homepage_product_ids: idList,
  zero_vat_category_ids: idList,
  price_request_product_ids: idList,
  withdrawal_form_pdf: nullable(string),
  info_page_content_ids: withDefault(record(integer), {}),
  salesbar: withDefault(record(salesBarEntryDto), {}),
} satisfies FieldsOf<Fast['LocaleConfig']>);
export type LocaleConfigDto = ReturnType<typeof localeConfigDto>;
export const localeConfigsDto = array(localeConfigDto);

/** The SalesBar module config (module_config_i18n/custom_attribute/?module_name=SalesBar). */
export const salesBarModuleDto = object({
  module_active: flag,
  entries: withDefault(record(salesBarEntryDto), {}),
} satisfies FieldsOf<Fast['ModuleConfigI18n']>);
export type SalesBarModuleDto = ReturnType<typeof salesBarModuleDto>;

/** The entry of the requested locale; the first one when none matches (the server filters by locale). */
export function pickLocaleConfig(configs: LocaleConfigDto[], locale: string): LocaleConfigDto | null {
  return configs.find((config) => config.lang_locale === locale) ?? configs[0] ?? null;
}

/** Base64-encoded JSON, decoded defensively: anything unreadable is null. */
export function decodeBase64Json(encoded: string | null): unknown {
  if (encoded === null || encoded.trim() === '') return null;
  try {
    const binary = atob(encoded.trim());
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

const mapSalesBarEntry = (dto: SalesBarEntryDto): SalesBarEntry => ({
  message: dto.salesbar_message ?? '',
  link: dto.salesbar_link,
  linkText: dto.salesbar_link_text,
  dismissible: dto.salesbar_dismiss_button,
  active: dto.salesbar_active,
});

/** The country's entry wins over 'default'. */
const pickSalesBar = (entries: Record<string, SalesBarEntryDto>, iso: string | null): SalesBarEntry | null => {
  const entry = (iso === null ? undefined : entries[iso]) ?? entries['default'];
  return entry === undefined ? null : mapSalesBarEntry(entry);
};

/** The store's country first (with the config's own tax title), then the other accepted countries the shop knows. */
function countriesOf(dto: LocaleConfigDto): Country[] {
  const countries: Country[] = [];
  for (const id of [dto.country_id, ...dto.accepted_delivery_country]) {
    const known = countryById(id);
    if (known === null || countries.some((country) => country.id === id)) continue;
    countries.push(id === dto.country_id ? { ...known, taxTitle: dto.tax_tax_title } : { ...known });
  }
  return countries;
}

const numericKeys = <T>(map: Record<string, T>): Record<number, T> => {
  const result: Record<number, T> = {};
  for (const [key, value] of Object.entries(map)) if (/^\d+$/.test(key)) result[Number(key)] = value;
  return result;
};

/**
 * Locale config (plus the SalesBar module, when it could be read) → LocaleConfig.
 * Throws DecodeError for a language the storefront does not support (caught by decode()).
 */
export function mapLocaleConfig(dto: LocaleConfigDto, salesBarModule: SalesBarModuleDto | null): LocaleConfig {
  const language = dto.lang_code.toLowerCase();
  if (!isLanguage(language)) throw new DecodeError('lang_code', 'de, ro or en', dto.lang_code);
  const iso = countryById(dto.country_id)?.isoAlpha2 ?? null;
  const links: MenuLink[] = [...dto.full_menu_links]
    .sort((a, b) => a.position - b.position)
    .map(({ title, url }) => ({ title, url }));
  const infoPageContentIds: Partial<Record<InfoPage, number>> = {};
  for (const page of INFO_PAGES) {
    const id = dto.info_page_content_ids[page];
    if (id !== undefined) infoPageContentIds[page] = id;
  }
  return {
    langId: dto.lang_id,
    language,
    locale: dto.lang_locale,
    langUrl: dto.lang_url ?? '',
    countryId: dto.country_id,
    taxId: dto.tax_tax_id ?? 0,
    taxTitle: dto.tax_tax_title,
    currency: {
      code: dto.currency_code,
      symbol: dto.currency_symbol,
      name: dto.currency_name ?? dto.currency_code,
      rate: dto.currency_rate,
    },
    storeName: dto.store_name,
    siteName: dto.site_name || `${dto.store_name}${dto.lang_code}`.toUpperCase(),
    logoUrl: dto.logo_url ?? '',
    footerImages: [...dto.footer_payment_images, ...dto.footer_delivery_images].map((image) => image.src),
    social: { facebook: dto.facebook_url, instagram: dto.instagram_url, pinterest: dto.pinterest_url, youtube: dto.youtube_url },
    shopRatingId: dto.rating_shop_id,
    phoneRegex: dto.phone_regex ?? '',
    vatMinLength: dto.vat_min_length ?? 0,
    isPhoneRequired: dto.is_phone_required,
    minPrice: dto.config_min_price ?? 0,
    // Accepted delivery countries as ISO codes where the shop knows the id, else the id itself.
    acceptedDeliveryCountries: dto.accepted_delivery_country.map((id) => countryById(id)?.isoAlpha2 ?? String(id)),
    supportTimeMoTh: dto.support_time_mo_th ?? '',
    taxRequirements: decodeBase64Json(dto.tax_serialized_requirements),
    flags: {
      advent: dto.displayAdvent,
      fullMenu: dto.displayFullMenu,
      socialMedia: dto.displaySocialMedia,
      phone: dto.displayPhone,
      newsletter: dto.displayNewsletter,
      search: dto.displaySearch,
      chat: dto.chat_enabled,
      pickup: dto.pickup_enabled,
      // The SalesBar module's switch; unknown (module config unreadable) counts as off.
      salesBar: salesBarModule?.module_active ?? false,
    },
    menuCategoryIds: dto.menu_category_ids,
    menuContentIds: dto.menu_content_ids.length > 0 ? dto.menu_content_ids : dto.full_menu_content_ids,
    menuLinks: links,
    categoryIcons: numericKeys(dto.category_icons),
    homepageProductIds: dto.homepage_product_ids,
    zeroVatCategoryIds: dto.zero_vat_category_ids,
    priceRequestProductIds: dto.price_request_product_ids,
    withdrawalFormPdfUrl: dto.withdrawal_form_pdf,
    infoPageContentIds,
    countries: countriesOf(dto),
    countryHeader:
      dto.country_header_text === null || dto.country_header_text.trim() === ''
        ? null
        : { text: dto.country_header_text, icon: dto.country_header_icon ?? '', colour: dto.country_header_color ?? '' },
    salesBar: pickSalesBar({ ...dto.salesbar, ...(salesBarModule?.entries ?? {}) }, iso),
  };
}
