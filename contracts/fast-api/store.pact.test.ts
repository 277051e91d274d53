import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { given } from '../pact-states';
import { anyNumberOf, get, json, pactFor, valueOf } from '../pact-support';

const { boolean, eachKeyLike, eachLike, integer, number, string } = MatchersV3;

const { pact, verify } = pactFor('fast-api');

describe('fast API contract, store port: locale config (storefront → fast-api)', () => {
  it('reads the locale config (an array; the ro_RO entry) and the SalesBar module', async () => {
    pact.addInteraction({
      states: [given('the {satellite} satellite has a {locale} locale config', { satellite: 'RO', locale: 'ro_RO' })],
      uponReceiving: 'a locale config request for RO in ro_RO',
      withRequest: get('/api/locale_config/custom_attribute/', { satellite: 'RO', locale: 'ro_RO' }),
      willRespondWith: json(
        eachLike({
          lang_id: integer(3),
          lang_locale: 'ro_RO',
          lang_url: string('https://casa.example.ro'),
          lang_code: 'ro',
          country_id: integer(146),
          tax_tax_id: integer(9),
          tax_tax_title: string('21% TVA'),
          currency_code: string('RON'),
          currency_symbol: string('lei'),
          currency_name: string('Leu'),
          currency_rate: number(4.97),
          store_name: string('Casa'),
          site_name: string('CASARO'),
          logo_url: string('/images/logo.svg'),
          footer_payment_images: eachLike({ src: string('/images/visa.svg'), alt: string('Visa') }),
          footer_delivery_images: anyNumberOf({ src: string('/images/curier.svg'), alt: string('Curier') }),
          facebook_url: string('https://facebook.example/casa'),
          instagram_url: string('https://instagram.example/casa'),
          rating_shop_id: string('X1234'),
          rating_type: string('shop'),
          rating_source: string('reviews'),
          phone_regex: string('^(\\+4)?07\\d{8}$'),
          vat_min_length: integer(8),
          is_phone_required: boolean(true),
          config_min_price: number(0),
          accepted_delivery_country: eachLike(146),
          support_time_mo_th: string('L-J 9-18'),
          tax_serialized_requirements: string(Buffer.from('{"vat_number_required":true}').toString('base64')),
          country_header_text: string('Livrare gratuită peste 500 lei'),
          country_header_icon: string('truck'),
          country_header_color: string('#1a7f37'),
          displayAdvent: boolean(false),
          displayFullMenu: boolean(true),
          displaySocialMedia: boolean(true),
          displayPhone: boolean(true),
          displayNewsletter: boolean(true),
          displaySearch: boolean(true),
          displayReviewBadge: boolean(true),
          chat_enabled: boolean(true),
          pickup_enabled: boolean(false),
          menu_category_ids: eachLike(12),
          menu_content_ids: eachLike(4),
          homepage_product_ids: eachLike(1001),
          zero_vat_category_ids: anyNumberOf(integer(31)),
          price_request_product_ids: anyNumberOf(integer(1009)),
          full_menu_links: eachLike({ title: string('Outlet'), url: string('/outlet'), position: integer(1) }),
          // Icons of the categories the shop chooses: any category id, any number of them.
          category_icons: eachKeyLike('12', string('/icons/canapele.svg')),
          withdrawal_form_pdf: string('/docs/formular-retragere.pdf'),
          info_page_content_ids: { 'data-protection': integer(4), 'terms-and-conditions': integer(5) },
        }),
      ),
    });
    pact.addInteraction({
      states: [given('the SalesBar module is active, with an entry for {country}', { country: 'RO' })],
      uponReceiving: 'a SalesBar module config request in ro_RO',
      withRequest: get('/api/module_config_i18n/custom_attribute/', { module_name: 'SalesBar', locale: 'ro_RO' }),
      willRespondWith: json({
        module_name: string('SalesBar'),
        module_active: 1,
        entries: {
          RO: {
            salesbar_message: string('Reduceri de vară'),
            salesbar_link: string('/reduceri'),
            salesbar_link_text: string('Vezi ofertele'),
            salesbar_dismiss_button: boolean(true),
            salesbar_active: boolean(true),
          },
        },
      }),
    });
    await verify(async (ports) => {
      const config = valueOf(await ports.store.getLocaleConfig('RO', 'ro_RO'));
      expect(config).toMatchObject({
        langId: 3,
        language: 'ro',
        locale: 'ro_RO',
        countryId: 146,
        taxTitle: '21% TVA',
        currency: { code: 'RON', symbol: 'lei', name: 'Leu', rate: 4.97 },
        siteName: 'CASARO',
        footerImages: [
          { src: '/images/visa.svg', alt: 'Visa' },
          { src: '/images/curier.svg', alt: 'Curier' },
        ],
        isPhoneRequired: true,
        vatMinLength: 8,
        taxRequirements: { vat_number_required: true },
        menuCategoryIds: [12],
        menuContentIds: [4],
        homepageProductIds: [1001],
        menuLinks: [{ title: 'Outlet', url: '/outlet' }],
        categoryIcons: { 12: '/icons/canapele.svg' },
        withdrawalFormPdfUrl: '/docs/formular-retragere.pdf',
        infoPageContentIds: { 'data-protection': 4, 'terms-and-conditions': 5 },
        shopRatingId: 'X1234',
        ratingType: 'shop',
        ratingSource: 'reviews',
        countries: [{ id: 146, isoAlpha2: 'RO', title: 'Romania', taxTitle: '21% TVA' }],
        countryHeader: { text: 'Livrare gratuită peste 500 lei', icon: 'truck', colour: '#1a7f37' },
        salesBar: {
          message: 'Reduceri de vară',
          link: '/reduceri',
          linkText: 'Vezi ofertele',
          dismissible: true,
          active: true,
        },
      });
      expect(config.flags).toEqual({
        advent: false,
        fullMenu: true,
        socialMedia: true,
        phone: true,
        newsletter: true,
        search: true,
        chat: true,
        pickup: false,
        salesBar: true,
        reviewBadge: true,
      });
    });
  });
});
