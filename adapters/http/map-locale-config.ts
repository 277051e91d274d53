import type { Country } from '../../ports/model/country';
import { INFO_PAGES, type InfoPage } from '../../ports/model/content';
import type { LocaleConfig, MenuLink, SalesBarEntry } from '../../ports/model/store-config';
import { parseEmbeddedJson } from '../../ports/model/embedded-json';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import { isLanguage } from '../../ports/model/shop-context';
import type { components as FastSchemas } from './generated/fast-api';
import { countryById } from './shop-locale';

type Fast = FastSchemas['schemas'];

export type LocaleConfigDto = Fast['LocaleConfig'];
export type SalesBarModuleDto = Fast['ModuleConfigI18n'];
type SalesBarEntryDto = Fast['SalesBarEntry'];

/** The entry of the requested locale; the first one when none matches (the server filters by locale). */
export function pickLocaleConfig(configs: LocaleConfigDto[], locale: string): LocaleConfigDto | null {
  return configs.find((config) => config.lang_locale === locale) ?? configs[0] ?? null;
}

/** Base64-encoded JSON, decoded defensively (size cap, no prototype keys): anything unreadable is null. */
export function decodeBase64Json(encoded: string | null): unknown {
  if (encoded === null || encoded.trim() === '') return null;
  try {
    const bytes = Uint8Array.from(atob(encoded.trim()), (char) => char.charCodeAt(0));
    const json = parseEmbeddedJson(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return json.ok ? json.value : null;
  } catch {
    return null;
  }
}

const mapSalesBarEntry = (dto: SalesBarEntryDto): SalesBarEntry => ({
  message: dto.salesbar_message ?? '',
  link: dto.salesbar_link ?? null,
  linkText: dto.salesbar_link_text ?? null,
  dismissible: dto.salesbar_dismiss_button ?? false,
  active: dto.salesbar_active ?? false,
});

/** The country's entry wins over 'default'. */
const pickSalesBar = (entries: Record<string, SalesBarEntryDto>, iso: string | null): SalesBarEntry | null => {
  const entry = (iso === null ? undefined : entries[iso]) ?? entries['default'];
  return entry === undefined ? null : mapSalesBarEntry(entry);
};

/** The store's country first (with the config's own tax title), then the other accepted countries the shop knows. */
function countriesOf(dto: LocaleConfigDto): Country[] {
  const countries: Country[] = [];
  for (const id of [dto.country_id, ...(dto.accepted_delivery_country ?? [])]) {
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
 * Locale config (plus the SalesBar module, when it could be read) → LocaleConfig. A language
 * the storefront does not support is an 'invalid-response' failure of `operation`.
 */
export function mapLocaleConfig(
  dto: LocaleConfigDto,
  salesBarModule: SalesBarModuleDto | null,
  operation: string,
): Result<LocaleConfig> {
  const language = dto.lang_code.toLowerCase();
  if (!isLanguage(language)) {
    return fail(
      portError('invalid-response', `${operation} 200: /lang_code must be de, ro or en, got ${JSON.stringify(dto.lang_code)}`),
    );
  }
  const iso = countryById(dto.country_id)?.isoAlpha2 ?? null;
  const links: MenuLink[] = [...(dto.full_menu_links ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map(({ title, url }) => ({ title, url }));
  const infoPageContentIds: Partial<Record<InfoPage, number>> = {};
  for (const page of INFO_PAGES) {
    const id = dto.info_page_content_ids?.[page];
    if (id !== undefined) infoPageContentIds[page] = id;
  }
  const ids = (list: number[] | undefined): number[] => list ?? [];
  const menuContentIds = ids(dto.menu_content_ids);
  const acceptedDeliveryCountries = ids(dto.accepted_delivery_country);
  return ok({
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
    footerImages: [...(dto.footer_payment_images ?? []), ...(dto.footer_delivery_images ?? [])].map((image) => ({
      src: image.src,
      alt: image.alt?.trim() ?? '',
    })),
    social: {
      facebook: dto.facebook_url ?? null,
      instagram: dto.instagram_url ?? null,
      pinterest: dto.pinterest_url ?? null,
      youtube: dto.youtube_url ?? null,
    },
    shopRatingId: dto.rating_shop_id ?? null,
    ratingType: dto.rating_type ?? null,
    ratingSource: dto.rating_source ?? null,
    phoneRegex: dto.phone_regex ?? '',
    vatMinLength: dto.vat_min_length ?? 0,
    isPhoneRequired: dto.is_phone_required ?? false,
    minPrice: dto.config_min_price ?? 0,
    // Accepted delivery countries as ISO codes where the shop knows the id, else the id itself.
    acceptedDeliveryCountries: acceptedDeliveryCountries.map((id) => countryById(id)?.isoAlpha2 ?? String(id)),
    supportTimeMoTh: dto.support_time_mo_th ?? '',
    taxRequirements: decodeBase64Json(dto.tax_serialized_requirements ?? null),
    flags: {
      advent: dto.displayAdvent ?? false,
      fullMenu: dto.displayFullMenu ?? false,
      socialMedia: dto.displaySocialMedia ?? false,
      phone: dto.displayPhone ?? false,
      newsletter: dto.displayNewsletter ?? false,
      search: dto.displaySearch ?? false,
      chat: dto.chat_enabled ?? false,
      pickup: dto.pickup_enabled ?? false,
      // The SalesBar module's switch; unknown (module config unreadable) counts as off.
      salesBar: salesBarModule?.module_active === 1,
      // Unsent means shown: the rating ids alone decide, as before the flag existed.
      reviewBadge: dto.displayReviewBadge ?? true,
    },
    menuCategoryIds: ids(dto.menu_category_ids),
    menuContentIds: menuContentIds.length > 0 ? menuContentIds : ids(dto.full_menu_content_ids),
    menuLinks: links,
    categoryIcons: numericKeys(dto.category_icons ?? {}),
    homepageProductIds: ids(dto.homepage_product_ids),
    zeroVatCategoryIds: ids(dto.zero_vat_category_ids),
    priceRequestProductIds: ids(dto.price_request_product_ids),
    withdrawalFormPdfUrl: dto.withdrawal_form_pdf ?? null,
    infoPageContentIds,
    countries: countriesOf(dto),
    countryHeader:
      dto.country_header_text === null || dto.country_header_text === undefined || dto.country_header_text.trim() === ''
        ? null
        : { text: dto.country_header_text, icon: dto.country_header_icon ?? '', colour: dto.country_header_color ?? '' },
    salesBar: pickSalesBar({ ...dto.salesbar, ...(salesBarModule?.entries ?? {}) }, iso),
  });
}
