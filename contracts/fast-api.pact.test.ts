import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedProduct, plainProduct, productBody } from './pact-bodies';
import { adaptersFor, get, json, jsonResponse, newPact, removePactFile, RO, settle, valueOf } from './pact-support';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact('fast-api');
beforeAll(() => removePactFile('fast-api'));

async function verify(
  run: (ports: ReturnType<typeof adaptersFor>) => Promise<void>,
  stub?: Parameters<typeof adaptersFor>[2],
): Promise<void> {
  await pact.executeTest(async (server) => {
    await run(adaptersFor('fast-api', server.url, stub));
    await settle();
  });
}

const count = (value: number) => json({ count: integer(value) });

describe('fast API contract (storefront → fast-api)', () => {
  describe('config', () => {
    it('reads the locale config (an array; the ro_RO entry) and the SalesBar module', async () => {
      pact.addInteraction({
        states: [{ description: 'the RO satellite has a ro_RO locale config' }],
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
            footer_payment_images: eachLike({ src: string('/images/visa.svg'), alt: string('Visa'), url: null }),
            footer_delivery_images: eachLike({ src: string('/images/curier.svg'), alt: string('Curier'), url: null }),
            facebook_url: string('https://facebook.example/casa'),
            instagram_url: string('https://instagram.example/casa'),
            pinterest_url: null,
            youtube_url: null,
            rating_shop_id: string('X1234'),
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
            chat_enabled: boolean(true),
            pickup_enabled: boolean(false),
            menu_category_ids: eachLike(12),
            menu_content_ids: eachLike(4),
            homepage_product_ids: eachLike(1001),
            zero_vat_category_ids: [],
            price_request_product_ids: [],
            full_menu_links: eachLike({ title: string('Outlet'), url: string('/outlet'), position: integer(1) }),
            category_icons: { '12': string('/icons/canapele.svg') },
            withdrawal_form_pdf: string('/docs/formular-retragere.pdf'),
            info_page_content_ids: { 'data-protection': integer(4), 'terms-and-conditions': integer(5) },
          }),
        ),
      });
      pact.addInteraction({
        states: [{ description: 'the SalesBar module is active with a RO entry' }],
        uponReceiving: 'a SalesBar module config request in ro_RO',
        withRequest: get('/api/module_config_i18n/custom_attribute/', { module_name: 'SalesBar', locale: 'ro_RO' }),
        willRespondWith: json({
          module_name: 'SalesBar',
          module_active: integer(1),
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
          footerImages: ['/images/visa.svg', '/images/curier.svg'],
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
        });
      });
    });
  });

  describe('menus and counts', () => {
    it('reads the category menu', async () => {
      pact.addInteraction({
        states: [{ description: 'a category tree with Mobilier > Canapele exists' }],
        uponReceiving: 'a category menu request in ro_RO',
        withRequest: get('/api/category_menu/custom_attribute/', { locale: 'ro_RO' }),
        willRespondWith: json(
          eachLike({
            Id: integer(3),
            Title: string('Mobilier'),
            URL: string('mobilier.html'),
            children: eachLike({ Id: integer(12), Title: string('Canapele'), URL: string('canapele.html'), children: [] }),
          }),
        ),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.catalog.getCategoryMenu(RO))).toEqual([
          {
            id: 3,
            title: 'Mobilier',
            url: 'mobilier.html',
            children: [{ id: 12, title: 'Canapele', url: 'canapele.html', children: [] }],
          },
        ]);
      });
    });

    it('reads the product counts of all categories', async () => {
      pact.addInteraction({
        states: [{ description: 'categories 3 and 12 have products' }],
        uponReceiving: 'a request for all category counts',
        withRequest: get('/api/category_count/custom_attribute/'),
        willRespondWith: json({ '3': { count: integer(42) }, '12': { count: integer(17) } }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.catalog.getCategoryCounts())).toEqual({ 3: 42, 12: 17 });
      });
    });

    it('reads the count of one category within a brand', async () => {
      pact.addInteraction({
        states: [{ description: 'category 12 has products of brand 7' }],
        uponReceiving: 'a single category count request for category 12 and brand 7',
        withRequest: get('/api/category_count/single/12', { brand_id: '7' }),
        willRespondWith: count(5),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.catalog.countCategoryProducts(12, 7))).toBe(5);
      });
    });

    it('reads the counts of child categories', async () => {
      pact.addInteraction({
        states: [{ description: 'categories 12 and 13 have products' }],
        uponReceiving: 'a children count request for categories 12 and 13',
        withRequest: get('/api/category_count/children/', { category_ids: '12,13' }),
        willRespondWith: json({ '12': { count: integer(17) }, '13': { count: integer(0) } }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.catalog.getChildCategoryCounts([12, 13]))).toEqual({ 12: 17, 13: 0 });
      });
    });

    it('lists brands with their product counts (brand_list + brand_count)', async () => {
      pact.addInteraction({
        states: [{ description: 'brand 7 exists and has products' }],
        uponReceiving: 'a brand list request in ro_RO',
        withRequest: get('/api/brand_list', { locale: 'ro_RO' }),
        willRespondWith: json(
          eachLike({
            id: integer(7),
            title: string('Nordhaus'),
            description: string('<p>Mobilier nordic.</p>'),
            url: string('nordhaus.html'),
            logo: string('/images/nordhaus.svg'),
          }),
        ),
      });
      pact.addInteraction({
        states: [{ description: 'brand 7 exists and has products' }],
        uponReceiving: 'a brand count request for brand 7',
        withRequest: get('/api/brand_count/7'),
        willRespondWith: count(23),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.catalog.listBrands(RO))).toEqual([
          {
            id: 7,
            title: 'Nordhaus',
            descriptionHtml: '<p>Mobilier nordic.</p>',
            url: 'nordhaus.html',
            logoUrl: '/images/nordhaus.svg',
            count: 23,
          },
        ]);
      });
    });

    it('reads the count of a brand within a category', async () => {
      pact.addInteraction({
        states: [{ description: 'category 12 has products of brand 7' }],
        uponReceiving: 'a brand category count request for brand 7 in category 12',
        withRequest: get('/api/brand_category_count/', { brand_id: '7', category_id: '12' }),
        willRespondWith: count(5),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.catalog.countBrandProducts(7, 12))).toBe(5);
      });
    });
  });

  describe('content and brands', () => {
    it('reads a content page', async () => {
      pact.addInteraction({
        states: [{ description: 'a content with id 4 exists' }],
        uponReceiving: 'a content request for id 4 in ro_RO',
        withRequest: get('/api/content/custom_attribute/', { content_id: '4', locale: 'ro_RO' }),
        willRespondWith: json({
          id: integer(4),
          title: string('Protecția datelor'),
          description: string('<p>Datele dumneavoastră sunt în siguranță.</p>'),
          rewriting_url: { url: string('protectia-datelor.html') },
          postscriptum: string('{"brand_id": 7, "category_id": 12}'),
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.content.getContent(4, RO))).toEqual({
          id: 4,
          title: 'Protecția datelor',
          html: '<p>Datele dumneavoastră sunt în siguranță.</p>',
          url: 'protectia-datelor.html',
          postscriptum: '{"brand_id": 7, "category_id": 12}',
        });
      });
    });

    it('reads a brand', async () => {
      pact.addInteraction({
        states: [{ description: 'brand 7 exists and has products' }],
        uponReceiving: 'a brand request for brand 7 in ro_RO',
        withRequest: get('/api/brands/7/ro_RO'),
        willRespondWith: json({
          id: integer(7),
          title: string('Nordhaus'),
          description: null,
          url: string('nordhaus.html'),
          logo: null,
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.catalog.getBrand(7, RO))).toEqual({
          id: 7,
          title: 'Nordhaus',
          descriptionHtml: '',
          url: 'nordhaus.html',
          logoUrl: null,
        });
      });
    });
  });

  describe('product page', () => {
    it("reads a product's combinations (the product itself comes from the shop API, stubbed)", async () => {
      pact.addInteraction({
        states: [{ description: 'product 1001 has combinations' }],
        uponReceiving: 'a combinations request for product 1001 in ro_RO',
        withRequest: get('/api/products/combinations/1001/ro_RO'),
        willRespondWith: json(
          eachLike({
            pse_id: integer(5001),
            color_id: integer(3),
            color_name: string('Gri'),
            color_hex: string('#8a8f94'),
            size_id: integer(1),
            size_name: string('3 locuri'),
            stock: integer(4),
            price: number(499.5),
            ref: string('SOFA-OSLO-3-GRI'),
          }),
        ),
      });
      await verify(
        async (ports) => {
          const product = valueOf(await ports.products.getProduct(1001, RO));
          expect(product.colours).toEqual(expectedProduct.colours);
        },
        () => jsonResponse([plainProduct]),
      );
    });

    it('reads the quantity multiplier of a variant', async () => {
      pact.addInteraction({
        states: [{ description: 'pse 5001 is sold in multiples of 2' }],
        uponReceiving: 'a multiplier request for pse 5001',
        withRequest: get('/api/multiplier/', { locale: 'ro_RO', pse_id: '5001' }),
        willRespondWith: json({ multiplier: integer(2) }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getQuantityMultiple(5001, RO))).toBe(2);
      });
    });

    const delay = json({
      delay_min_days: integer(2),
      delay_max_days: integer(5),
      text: string('Livrare în 2-5 zile lucrătoare'),
    });
    const expectedDelay = { minDays: 2, maxDays: 5, text: 'Livrare în 2-5 zile lucrătoare' };

    it('reads the delivery delay of a product', async () => {
      pact.addInteraction({
        states: [{ description: 'product 1001 has a delivery delay' }],
        uponReceiving: 'a product delay request for product 1001',
        withRequest: get('/api/product_delays/custom_attribute/1001'),
        willRespondWith: delay,
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getDeliveryDelay(1001))).toEqual(expectedDelay);
      });
    });

    it('reads the delivery delay of a variant', async () => {
      pact.addInteraction({
        states: [{ description: 'pse 5001 has a delivery delay' }],
        uponReceiving: 'a delivery delay request for pse 5001',
        withRequest: get('/api/delivery_delay_pse/5001'),
        willRespondWith: delay,
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getVariantDeliveryDelay(5001))).toEqual(expectedDelay);
      });
    });

    it('reads the stock of a variant per fulfilment centre', async () => {
      pact.addInteraction({
        states: [{ description: 'pse 5001 is stocked in fulfilment centre 2' }],
        uponReceiving: 'a fulfilment centre stock request for pse 5001',
        withRequest: get('/api/fulfilment_center_stock/5001'),
        willRespondWith: json(
          eachLike({ id: integer(2), name: string('Depozit Ploiești'), city: string('Ploiești'), stock: integer(4) }),
        ),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getFulfilmentStock(5001))).toEqual([
          { id: 2, name: 'Depozit Ploiești', city: 'Ploiești', stock: 4 },
        ]);
      });
    });

    it('reads recommendations for a product (item-data)', async () => {
      pact.addInteraction({
        states: [{ description: 'product 1001 has recommendations' }],
        uponReceiving: 'a recommendation request for product 1001',
        withRequest: get('/api/recommendation/item-data/', { product_id: '1001' }),
        willRespondWith: json({ products: eachLike(productBody()) }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getRecommendations(1001, RO))[0]).toMatchObject(expectedProduct);
      });
    });

    it('reads the bestsellers (bestseller-data)', async () => {
      pact.addInteraction({
        states: [{ description: 'the shop has bestsellers' }],
        uponReceiving: 'a bestseller request',
        withRequest: get('/api/recommendation/bestseller-data/'),
        willRespondWith: json({ products: eachLike(productBody()) }),
      });
      await verify(async (ports) => {
        const page = valueOf(await ports.catalog.getBestsellers(RO));
        expect(page.total).toBe(1);
        expect(page.products[0]).toMatchObject(expectedProduct);
      });
    });

    it("reads a product's accessories", async () => {
      pact.addInteraction({
        states: [{ description: 'product 1001 has accessories' }],
        uponReceiving: 'an accessory request for product 1001',
        withRequest: get('/api/accessory_product/1001'),
        willRespondWith: json({ products: eachLike(productBody(1002)) }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getAccessories(1001, RO))[0]).toMatchObject({ ...expectedProduct, id: 1002 });
      });
    });

    it("reads a product's comments", async () => {
      pact.addInteraction({
        states: [{ description: 'product 1001 has comments' }],
        uponReceiving: 'a comments request for product 1001',
        withRequest: get('/api/comments/1001'),
        willRespondWith: json(
          eachLike({
            id: integer(31),
            author: string('Maria'),
            rating: integer(5),
            title: string('Foarte comodă'),
            content: string('Se extinde ușor.'),
            created_at: string('2025-05-02T10:00:00Z'),
          }),
        ),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getComments(1001))).toEqual([
          {
            id: 31,
            author: 'Maria',
            rating: 5,
            title: 'Foarte comodă',
            body: 'Se extinde ușor.',
            createdAt: '2025-05-02T10:00:00Z',
          },
        ]);
      });
    });

    it('asks whether a customer may comment on a variant', async () => {
      pact.addInteraction({
        states: [{ description: 'customer 77 bought pse 5001 and has not commented on it' }],
        uponReceiving: 'a comment rights request for pse 5001 and customer 77',
        withRequest: get('/api/comments/rights/5001/77'),
        willRespondWith: json({ can_comment: boolean(true), reason: null }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.canComment(5001, 77))).toBe(true);
      });
    });
  });
});
