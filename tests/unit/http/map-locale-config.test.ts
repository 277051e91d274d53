import { describe, expect, it } from 'vitest';
import { LocaleConfigSchema, ModuleConfigI18nSchema } from '../../../adapters/http/generated/fast-api-config-validators';
import {
  decodeBase64Json,
  mapLocaleConfig as mapResultOf,
  pickLocaleConfig,
  type LocaleConfigDto,
  type SalesBarModuleDto,
} from '../../../adapters/http/map-locale-config';
import { validateValue } from '../../../adapters/http/response-validator';
import type { Result } from '../../../ports/model/result';
import type { LocaleConfig } from '../../../ports/model/store-config';
import { localeConfigDto as fixture } from './fixtures';

const OPERATION = 'GET /api/locale_config/custom_attribute/';
const valid = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const decoded = (value: unknown): LocaleConfigDto => valid(validateValue(LocaleConfigSchema, value, 'locale config'));
const decodeModule = (value: unknown): SalesBarModuleDto => valid(validateValue(ModuleConfigI18nSchema, value, 'module'));
const mapLocaleConfig = (dto: LocaleConfigDto, module: SalesBarModuleDto | null): LocaleConfig =>
  valid(mapResultOf(dto, module, OPERATION));

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

describe('locale config mapping', () => {
  it('picks the entry for the requested locale, else the first', () => {
    const entries = [decoded(fixture({ lang_locale: 'de_AT', lang_code: 'de' })), decoded(fixture())];
    expect(pickLocaleConfig(entries, 'ro_RO')?.lang_locale).toBe('ro_RO');
    expect(pickLocaleConfig(entries, 'en_US')?.lang_locale).toBe('de_AT');
    expect(pickLocaleConfig([], 'ro_RO')).toBeNull();
  });

  it('maps settings, currency, flags and countries', () => {
    const config = mapLocaleConfig(decoded(fixture()), null);
    expect(config).toMatchObject({
      langId: 3,
      language: 'ro',
      locale: 'ro_RO',
      countryId: 146,
      taxId: 9,
      taxTitle: '21% TVA',
      currency: { code: 'RON', symbol: 'lei', name: 'RON', rate: 4.97 },
      storeName: 'Casa',
      siteName: 'CASARO',
      menuCategoryIds: [12, 13],
      homepageProductIds: [],
      acceptedDeliveryCountries: ['RO'],
      countries: [{ id: 146, isoAlpha2: 'RO', title: 'Romania', taxTitle: '21% TVA' }],
      withdrawalFormPdfUrl: null,
      countryHeader: null,
      salesBar: null,
      taxRequirements: null,
    });
    expect(config.flags).toEqual({
      advent: true,
      fullMenu: false,
      socialMedia: false,
      phone: false,
      newsletter: false,
      search: false,
      chat: true,
      pickup: false,
      salesBar: false,
      reviewBadge: true,
    });
  });

  it('lists the payment images, then the delivery images, each with its alt text (none: decorative)', () => {
    const config = mapLocaleConfig(
      decoded(
        fixture({
          footer_payment_images: [{ src: '/images/visa.svg', alt: ' Visa ', url: null }],
          footer_delivery_images: [{ src: '/images/curier.svg', alt: null }, { src: '/images/posta.svg' }],
        }),
      ),
      null,
    );
    expect(config.footerImages).toEqual([
      { src: '/images/visa.svg', alt: 'Visa' },
      { src: '/images/curier.svg', alt: '' },
      { src: '/images/posta.svg', alt: '' },
    ]);
  });

  it('reads the review badge ids and its display flag, which allows the badge unless it says no', () => {
    const rating = { rating_shop_id: 'X1234', rating_type: 'shop', rating_source: 'reviews' };
    expect(mapLocaleConfig(decoded(fixture(rating)), null)).toMatchObject({
      shopRatingId: 'X1234',
      ratingType: 'shop',
      ratingSource: 'reviews',
      flags: { reviewBadge: true },
    });
    expect(mapLocaleConfig(decoded(fixture()), null)).toMatchObject({ shopRatingId: null, ratingType: null, ratingSource: null });
    expect(mapLocaleConfig(decoded(fixture({ ...rating, displayReviewBadge: false })), null).flags.reviewBadge).toBe(false);
    expect(mapLocaleConfig(decoded(fixture({ ...rating, displayReviewBadge: true })), null).flags.reviewBadge).toBe(true);
  });

  it('decodes tax_serialized_requirements defensively', () => {
    expect(decodeBase64Json(base64('{"vat_required":true,"note":"Românie"}'))).toEqual({ vat_required: true, note: 'Românie' });
    expect(decodeBase64Json('%%% not base64 %%%')).toBeNull();
    expect(decodeBase64Json(base64('not json'))).toBeNull();
    expect(decodeBase64Json('')).toBeNull();
    expect(decodeBase64Json(null)).toBeNull();
    const config = mapLocaleConfig(decoded(fixture({ tax_serialized_requirements: base64('[1,2]') })), null);
    expect(config.taxRequirements).toEqual([1, 2]);
  });

  it('takes the country sales bar entry over the default and the module switch for the flag', () => {
    const module = decodeModule({
      module_name: 'SalesBar',
      module_active: 1,
      entries: {
        default: { salesbar_message: 'Default', salesbar_active: true },
        RO: {
          salesbar_message: 'Reduceri',
          salesbar_link: '/reduceri',
          salesbar_link_text: 'Vezi',
          salesbar_dismiss_button: true,
          salesbar_active: true,
        },
      },
    });
    const config = mapLocaleConfig(decoded(fixture()), module);
    expect(config.flags.salesBar).toBe(true);
    expect(config.salesBar).toEqual({
      message: 'Reduceri',
      link: '/reduceri',
      linkText: 'Vezi',
      dismissible: true,
      active: true,
    });
    const inactive = decodeModule({ module_name: 'SalesBar', module_active: 0, entries: {} });
    expect(mapLocaleConfig(decoded(fixture()), inactive).flags.salesBar).toBe(false);
  });

  it('reads info page content ids, icons and menu links', () => {
    const config = mapLocaleConfig(
      decoded(
        fixture({
          info_page_content_ids: { 'data-protection': 4, faq: 9, unknown: 11 },
          category_icons: { '12': '/icons/sofa.svg', nope: '/x.svg' },
          full_menu_links: [
            { title: 'B', url: '/b', position: 2 },
            { title: 'A', url: '/a', position: 1 },
          ],
          country_header_text: 'Livrare gratuită',
          country_header_color: '#c00',
        }),
      ),
      null,
    );
    expect(config.infoPageContentIds).toEqual({ 'data-protection': 4, faq: 9 });
    expect(config.categoryIcons).toEqual({ 12: '/icons/sofa.svg' });
    expect(config.menuLinks).toEqual([
      { title: 'A', url: '/a' },
      { title: 'B', url: '/b' },
    ]);
    expect(config.countryHeader).toEqual({ text: 'Livrare gratuită', icon: '', colour: '#c00' });
  });

  it.each([
    ['a string display flag', { displayAdvent: 'true' }],
    ['a 0/1 display flag', { displayFullMenu: 1 }],
    ['a string id list', { menu_category_ids: '12,13' }],
    ['no currency', { currency_code: undefined }],
  ])('rejects a config with %s', (_label, overrides) => {
    expect(validateValue(LocaleConfigSchema, fixture(overrides), 'locale config').ok).toBe(false);
  });

  it('rejects a language the storefront does not speak', () => {
    const result = mapResultOf(decoded(fixture({ lang_code: 'fr', lang_locale: 'fr_FR' })), null, OPERATION);
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'invalid-response', message: expect.stringMatching(/^GET .*\/lang_code/) }),
    });
  });
});
