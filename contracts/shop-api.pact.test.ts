import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../ports/payment-port';
import { expectedProduct, productBody } from './pact-bodies';
import { adaptersFor, get, json, jsonResponse, newPact, post, removePactFile, RO, settle, valueOf } from './pact-support';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const pact = newPact('shop-api');
beforeAll(() => removePactFile('shop-api'));

/** Registers the interaction(s), runs the adapter call against the mock server, verifies. */
async function verify(
  run: (ports: ReturnType<typeof adaptersFor>) => Promise<void>,
  stub?: Parameters<typeof adaptersFor>[2],
): Promise<void> {
  await pact.executeTest(async (server) => {
    await run(adaptersFor('shop-api', server.url, stub));
    await settle();
  });
}

const cartLine = {
  PRODUCT_SALE_ELEMENT: integer(5001),
  cartId: integer(55),
  cartItemId: integer(901),
  id: integer(1001),
  quantity: integer(3),
  quantityRemain: integer(4),
  PRICE: number(499.5),
  PROMO_PRICE: number(449.5),
  IS_PROMO: integer(1),
  TITLE: string('Canapea extensibilă Oslo'),
  URL: string('canapea-extensibila-oslo.html'),
  PSE_URL: string('canapea-extensibila-oslo.html?pse=5001'),
  IMAGE: string('/images/oslo-1.jpg'),
  DEFAULT_CATEGORY: integer(12),
  category: eachLike({ id: integer(12), title: string('Canapele') }),
  undeliverable: boolean(false),
  selectedFulfilmentCenter: integer(2),
  selectedProductColor: string('Gri'),
  selectedProductSize: string('3 locuri'),
};

const expectedLine = {
  pseId: 5001,
  productId: 1001,
  cartId: 55,
  cartItemId: 901,
  quantity: 3,
  quantityRemain: 4,
  unitNetPrice: 499.5,
  promoNetPrice: 449.5,
  isPromo: true,
  title: 'Canapea extensibilă Oslo',
  url: 'canapea-extensibila-oslo.html',
  pseUrl: 'canapea-extensibila-oslo.html?pse=5001',
  imageUrl: '/images/oslo-1.jpg',
  defaultCategoryId: 12,
  categoryTitles: ['Canapele'],
  undeliverable: false,
  fulfilmentCentreId: 2,
  colour: 'Gri',
  size: '3 locuri',
};

const mutationAnswer = (quantity: number) =>
  json({
    status_code: 200,
    status: 'success',
    message: null,
    data: { cartId: integer(55), cartItemId: integer(901), quantity: integer(quantity) },
  });
const CART_NOT_FOUND = { status_code: 404, status: 'error', message: 'Cart not found' };
const INVALID_CART_ID = { status_code: 400, status: 'error', message: 'invalid cartId' };

describe('shop API contract (storefront → shop-api)', () => {
  describe('catalog', () => {
    it('reads the store info', async () => {
      pact.addInteraction({
        states: [{ description: 'the RO store has contact data' }],
        uponReceiving: 'a request for the store info of RO in ro_RO',
        withRequest: get('/api/store_info', { satellite: 'RO', locale: 'ro_RO' }),
        willRespondWith: json({
          store_name: string('Casa Oslo'),
          store_email: string('contact@casa.example.ro'),
          store_phone: string('+40 21 555 0100'),
          support_time: string('L-V 9-18'),
          support_time_mo_th: string('L-J 9-18'),
          store_address1: string('Str. Lungă 1'),
          store_city: string('București'),
          store_zipcode: string('010101'),
          tracking_code: string('GTM-ABC123'),
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.store.getStoreInfo('RO', 'ro_RO'))).toEqual({
          name: 'Casa Oslo',
          email: 'contact@casa.example.ro',
          phone: '+40 21 555 0100',
          supportTime: 'L-V 9-18',
          supportTimeMoTh: 'L-J 9-18',
          address1: 'Str. Lungă 1',
          city: 'București',
          zipCode: '010101',
          trackingCode: 'GTM-ABC123',
        });
      });
    });

    it('resolves a known URL through rewriting', async () => {
      pact.addInteraction({
        states: [{ description: 'the URL canapea-extensibila-oslo.html points at product 1001' }],
        uponReceiving: 'a rewriting request for a product URL',
        withRequest: get('/api/rewriting', { view_locale: 'ro_RO', view_url: 'canapea-extensibila-oslo.html' }),
        willRespondWith: json({ view_id: integer(1001), view: 'product', title: string('Canapea extensibilă Oslo') }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.urlResolver.resolveUrl('/canapea-extensibila-oslo.html', 'ro_RO'))).toEqual({
          kind: 'product',
          id: 1001,
          title: 'Canapea extensibilă Oslo',
        });
      });
    });

    it('gets not-found for an unknown URL', async () => {
      pact.addInteraction({
        states: [{ description: 'no URL nu-exista.html exists' }],
        uponReceiving: 'a rewriting request for an unknown URL',
        withRequest: get('/api/rewriting', { view_locale: 'ro_RO', view_url: 'nu-exista.html' }),
        willRespondWith: json({ error: string('URL not found') }, 404),
      });
      await verify(async (ports) => {
        expect(await ports.urlResolver.resolveUrl('nu-exista.html', 'ro_RO')).toMatchObject({
          ok: false,
          error: { kind: 'not-found' },
        });
      });
    });

    it('reads one product (first item of the array)', async () => {
      pact.addInteraction({
        states: [{ description: 'a product with id 1001 exists' }],
        uponReceiving: 'a request for product 1001 with documents',
        withRequest: get('/api/products/1001', { document: '1', translation: 'ro_RO', satellite: 'RO', country_id: '146' }),
        willRespondWith: json(eachLike(productBody())),
      });
      // The fast API's combinations are stubbed empty, so the product's own variation is used.
      await verify(
        async (ports) => {
          expect(valueOf(await ports.products.getProduct(1001, RO))).toMatchObject(expectedProduct);
        },
        () => jsonResponse([]),
      );
    });

    it('lists the products of a category', async () => {
      pact.addInteraction({
        states: [{ description: 'category 12 has products' }],
        uponReceiving: 'a product listing request for category 12',
        withRequest: get('/api/products/', {
          limit: '12',
          offset: '0',
          translation: 'ro_RO',
          order: 'sales_view_quantity',
          country_id: '146',
          category: '12',
        }),
        willRespondWith: json({ products: eachLike(productBody()), total: integer(31) }),
      });
      await verify(async (ports) => {
        const page = valueOf(await ports.catalog.listProducts({ limit: 12, offset: 0, sort: 'default', categoryId: 12 }, RO));
        expect(page.total).toBe(31);
        expect(page.products[0]).toMatchObject(expectedProduct);
      });
    });

    it('lists products by id (homepage products)', async () => {
      pact.addInteraction({
        states: [{ description: 'products with ids 1001 and 1002 exist' }],
        uponReceiving: 'a products_list request for two ids',
        withRequest: get('/api/products_list/', {
          limit: '2',
          offset: '0',
          translation: 'ro_RO',
          order: 'sales_view_quantity',
          country_id: '146',
          id: '1001,1002',
          satellite: 'RO',
          locale: 'ro_RO',
        }),
        willRespondWith: json({ products: eachLike(productBody()), total: integer(2) }),
      });
      await verify(async (ports) => {
        const page = valueOf(await ports.catalog.listProducts({ limit: 2, offset: 0, sort: 'default', ids: [1001, 1002] }, RO));
        expect(page.products[0]?.id).toBe(1001);
      });
    });

    it('reads a category (first of categoryItems)', async () => {
      pact.addInteraction({
        states: [{ description: 'a category with id 12 exists' }],
        uponReceiving: 'a request for category 12',
        withRequest: get('/api/categories/12'),
        willRespondWith: json({
          categoryItems: eachLike({
            id: integer(12),
            TITLE: string('Canapele'),
            DESCRIPTION: string('<p>Canapele pentru orice cameră.</p>'),
            URL: string('canapele.html'),
            PARENT: integer(3),
          }),
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.catalog.getCategory(12, RO))).toEqual({
          id: 12,
          title: 'Canapele',
          descriptionHtml: '<p>Canapele pentru orice cameră.</p>',
          url: 'canapele.html',
          parentId: 3,
        });
      });
    });

    it('looks up a product sale element', async () => {
      pact.addInteraction({
        states: [{ description: 'a product sale element with id 5001 exists' }],
        uponReceiving: 'a get_pse request for 5001 in Romania',
        withRequest: get('/api/get_pse/5001', { country_id: '146' }),
        willRespondWith: json({
          pse_id: integer(5001),
          product_id: integer(1001),
          color_id: integer(3),
          size_id: integer(1),
          REF: string('SOFA-OSLO-3-GRI'),
          stock: integer(4),
          PRICE: number(499.5),
          URL: string('canapea-extensibila-oslo.html?pse=5001'),
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getSaleElement(5001, RO))).toEqual({
          id: 5001,
          productId: 1001,
          colourId: 3,
          sizeId: 1,
          ref: 'SOFA-OSLO-3-GRI',
          stock: 4,
          netPrice: 499.5,
          url: 'canapea-extensibila-oslo.html?pse=5001',
        });
      });
    });

    it("reads a product's features", async () => {
      pact.addInteraction({
        states: [{ description: 'product 1001 has features' }],
        uponReceiving: 'a features request for product 1001 in ro',
        withRequest: get('/api/ExternalOrderApi/features/product/1001/ro'),
        willRespondWith: json({
          FeatureItems: eachLike({
            FEATURE_ID: integer(4),
            FEATURE_TITLE: string('Material'),
            FEATURE_AV_TITLE: string('Catifea'),
            FEATURE_VALUE: null,
            POSITION: integer(1),
          }),
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.products.getFeatures(1001, RO))).toEqual([{ title: 'Material', value: 'Catifea' }]);
      });
    });

    it('reads the search-service settings (ConfigApi) before searching', async () => {
      pact.addInteraction({
        states: [{ description: 'the search service is configured' }],
        uponReceiving: 'a request for the search-service settings',
        withRequest: get('/api/ConfigApi'),
        willRespondWith: json({
          scheme: string('https'),
          host: string('search.example.ro'),
          port: integer(443),
          front_username: string('front'),
          front_password: string('public-search-key'),
          index_prefix: string('ro_'),
          content: string('contents'),
        }),
      });
      const searchRequests: Request[] = [];
      const searchService = (request: Request) => {
        searchRequests.push(request);
        return jsonResponse({
          results: [
            { indexUid: 'ro_products', hits: [], estimatedTotalHits: 0 },
            { indexUid: 'ro_contents', hits: [] },
          ],
        });
      };
      await verify(async (ports) => {
        const result = valueOf(await ports.search.search({ term: 'canapea', offset: 0, limit: 5 }, RO));
        expect(result).toEqual({ products: [], total: 0, categories: [], contents: [] });
        expect(searchRequests[0]?.url).toBe('https://search.example.ro/multi-search');
        expect(searchRequests[0]?.headers.get('Authorization')).toBe('Bearer public-search-key');
      }, searchService);
    });
  });

  describe('cart (spec 7.3)', () => {
    it('checks that a cart exists', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 exists' }],
        uponReceiving: 'a cart check for cart 55',
        withRequest: post('/api/cart/check', { cart_id: 55, item: 0, quantity: 0, thelia_login: null }),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: { cartId: integer(55), cartItemId: null, quantity: integer(0) },
        }),
      });
      await verify(async (ports) => {
        expect(await ports.cart.exists(55)).toEqual({ ok: true, value: true });
      });
    });

    it("learns from the cart check that a cart is gone ('Cart not found')", async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 does not exist' }],
        uponReceiving: 'a cart check for a cart that does not exist',
        withRequest: post('/api/cart/check', { cart_id: 55, item: 0, quantity: 0, thelia_login: null }),
        willRespondWith: json(CART_NOT_FOUND, 404),
      });
      await verify(async (ports) => {
        expect(await ports.cart.exists(55)).toEqual({ ok: true, value: false });
      });
    });

    it('adds a variant to an existing cart', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 exists' }, { description: 'product 1001 has stock for pse 5001' }],
        uponReceiving: 'an add of pse 5001 to cart 55 by customer 77',
        withRequest: post('/api/cart/add', {
          cart_id: 55,
          thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 2 },
          thelia_login: { customer_id: 77 },
        }),
        willRespondWith: mutationAnswer(2),
      });
      await verify(async (ports) => {
        const added = await ports.cart.addLine({ cartId: 55, productId: 1001, pseId: 5001, quantity: 2, customerId: 77 });
        expect(added).toEqual({ ok: true, value: { cartId: 55, cartItemId: 901, quantity: 2 } });
      });
    });

    it('adds a variant without a cart id (a new cart)', async () => {
      pact.addInteraction({
        states: [{ description: 'product 1001 has stock for pse 5001' }],
        uponReceiving: 'an add of pse 5001 by an anonymous visitor without a cart',
        withRequest: post('/api/cart/add', {
          thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 1 },
          thelia_login: null,
        }),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: { cartId: integer(56), cartItemId: integer(902), quantity: integer(1) },
        }),
      });
      await verify(async (ports) => {
        const added = valueOf(
          await ports.cart.addLine({ cartId: null, productId: 1001, pseId: 5001, quantity: 1, customerId: null }),
        );
        expect(added).toEqual({ cartId: 56, cartItemId: 902, quantity: 1 });
      });
    });

    it("gets 'Cart not found' when adding to a cart that does not exist", async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 does not exist' }],
        uponReceiving: 'an add to a cart that does not exist',
        withRequest: post('/api/cart/add', {
          cart_id: 55,
          thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 1 },
          thelia_login: null,
        }),
        willRespondWith: json(CART_NOT_FOUND, 404),
      });
      await verify(async (ports) => {
        const added = await ports.cart.addLine({ cartId: 55, productId: 1001, pseId: 5001, quantity: 1, customerId: null });
        expect(added).toEqual({ ok: false, error: { kind: 'cart-not-found' } });
      });
    });

    it("gets 'invalid cartId' for a cart id the shop does not accept", async () => {
      pact.addInteraction({
        states: [{ description: 'cart id 999999 is not a valid cart id' }],
        uponReceiving: 'a cart read with an invalid cart id',
        withRequest: post('/api/cart/get', { cart_id: 999999, thelia_login: null }),
        willRespondWith: json(INVALID_CART_ID, 400),
      });
      await verify(async (ports) => {
        expect(await ports.cart.getCart(999999, null)).toEqual({ ok: false, error: { kind: 'invalid-cart-id' } });
      });
    });

    it.each([
      ['decrease', 1, 2],
      ['update', 5, 5],
    ] as const)('updates a line with action %s', async (action, quantity, after) => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }],
        uponReceiving: `an update of item 901 with action ${action}`,
        withRequest: post('/api/cart/update', { cart_id: 55, cart_item: 901, quantity, action, thelia_login: null }),
        willRespondWith: mutationAnswer(after),
      });
      await verify(async (ports) => {
        const changed = await ports.cart.changeQuantity({ cartId: 55, cartItemId: 901, quantity, action, customerId: null });
        expect(changed).toEqual({ ok: true, value: { cartId: 55, cartItemId: 901, quantity: after } });
      });
    });

    it('deletes a line', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }],
        uponReceiving: 'a delete of item 901',
        withRequest: post('/api/cart/delete', { cart_id: 55, cart_item: 901 }),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: { cartId: integer(55), cartItemId: null, quantity: null },
        }),
      });
      await verify(async (ports) => {
        expect(await ports.cart.deleteLine(55, 901)).toEqual({ ok: true, value: undefined });
      });
    });

    it('clears a cart', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }],
        uponReceiving: 'a clear of cart 55 by customer 77',
        withRequest: post('/api/cart/clear', { cart_id: 55, thelia_login: { customer_id: 77 } }),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: { cartId: integer(55), cartItemId: null, quantity: null, items: [] },
        }),
      });
      await verify(async (ports) => {
        expect(await ports.cart.clear(55, 77)).toEqual({ ok: true, value: undefined });
      });
    });

    it('reads a cart with its lines', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }],
        uponReceiving: 'a read of cart 55',
        withRequest: post('/api/cart/get', { cart_id: 55, thelia_login: null }),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: {
            cartId: integer(55),
            cartItemId: null,
            quantity: null,
            items: eachLike(cartLine),
            currencyRate: number(1),
            currencySymbol: string('€'),
          },
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.cart.getCart(55, null))).toEqual({ cartId: 55, lines: [expectedLine] });
      });
    });

    it('validates a cart and reads the changes', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 whose price changed from 520 to 499.5' }],
        uponReceiving: 'a validation of cart 55',
        withRequest: post('/api/cart/validate', { cart_id: 55 }),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: {
            cartId: integer(55),
            cartItemId: null,
            quantity: null,
            items: eachLike(cartLine),
            changes: eachLike({
              cartItemId: integer(901),
              PRODUCT_SALE_ELEMENT: integer(5001),
              change: 'price',
              old_value: number(520),
              new_value: number(499.5),
            }),
          },
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.cart.validate(55))).toEqual({
          snapshot: { cartId: 55, lines: [expectedLine] },
          notices: [{ kind: 'price-updated', title: 'Canapea extensibilă Oslo', oldNetPrice: 520, newNetPrice: 499.5 }],
        });
      });
    });

    it('assigns a cart to a customer', async () => {
      pact.addInteraction({
        states: [
          { description: 'cart 55 holds item 901 with quantity 3' },
          { description: 'a customer with e-mail ana@example.ro exists' },
        ],
        uponReceiving: 'an assignCustomer of cart 55',
        withRequest: post('/api/cart/assignCustomer', { email: 'ana@example.ro', cart_id: 55 }),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: { cartId: integer(55), cartItemId: null, quantity: null },
        }),
      });
      await verify(async (ports) => {
        expect(await ports.cart.assignCustomer(55, 'ana@example.ro')).toEqual({ ok: true, value: undefined });
      });
    });

    it('moves a line to another fulfilment centre', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 has item 7001 with several fulfilment centres' }],
        uponReceiving: 'a change of item 7001 in cart 55 to fulfilment centre 3',
        withRequest: post('/api/cart/fulfilment_center', {
          cart_id: 55,
          cart_item: 7001,
          fulfilment_center_id: 3,
          thelia_login: null,
        }),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: { cartId: integer(55), cartItemId: integer(7001), quantity: integer(1) },
        }),
      });
      await verify(async (ports) => {
        expect(await ports.cart.changeFulfilmentCentre(55, 7001, 3)).toEqual({ ok: true, value: undefined });
      });
    });

    it('applies a coupon (insertCoupon)', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'coupon VARA10 is valid' }],
        uponReceiving: 'an insertCoupon of VARA10 on cart 55',
        withRequest: post(
          '/api/ExternalOrderApi/insertCoupon/',
          { coupon_code: 'VARA10', cart_id: 55, customer_id: 77 },
          { api_locale: 'ro_RO' },
        ),
        willRespondWith: json({
          status_code: 200,
          status: 'success',
          message: null,
          data: {
            coupon_code: 'VARA10',
            title: string('Vara 10%'),
            discount: number(149.85),
            discount_type: 'percent',
            is_valid: true,
          },
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.cart.applyCoupon('VARA10', 55, 77, 'ro'))).toEqual({ code: 'VARA10', discount: 149.85 });
      });
    });
  });

  describe('checkout and payment (spec 7.4)', () => {
    const postage = { country_id: 146, state_id: null, cart_id: 55, locale: 'ro_RO', delivery_module_id: 77 };

    it('reads the postage of a cart', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'delivery module 77 is active' }],
        uponReceiving: 'a postage request for cart 55',
        withRequest: post('/api/customdelivery/postage', postage),
        willRespondWith: json({ postage_amount: number(16.53), postage_amount_taxed: number(20), error: null }),
      });
      await verify(async (ports) => {
        expect(
          valueOf(await ports.checkout.getPostage({ cartId: 55, countryId: 146, deliveryMethodId: 77, locale: 'ro_RO' })),
        ).toEqual({ net: 16.53, gross: 20 });
      });
    });

    it("gets 'Invalid data' for a postage request the shop cannot price", async () => {
      pact.addInteraction({
        states: [{ description: 'delivery module 78 does not deliver to Romania' }],
        uponReceiving: 'a postage request with a delivery module that does not apply',
        withRequest: post('/api/customdelivery/postage', { ...postage, delivery_module_id: 78 }),
        willRespondWith: json({ postage_amount: null, postage_amount_taxed: null, error: 'Invalid data' }, 400),
      });
      await verify(async (ports) => {
        const result = await ports.checkout.getPostage({ cartId: 55, countryId: 146, deliveryMethodId: 78, locale: 'ro_RO' });
        expect(result).toMatchObject({ ok: false, error: { kind: 'rejected', message: 'Invalid data' } });
      });
    });

    it('lists the active delivery methods', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'delivery module 77 is active' }],
        uponReceiving: 'a request for the delivery methods of cart 55',
        withRequest: get('/api/ExternalOrderApi/getActiveDelivery/55/ro_RO'),
        willRespondWith: json({
          data: eachLike({ id: integer(77), position: integer(1), title: string('Curier'), code: string('customdelivery') }),
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.checkout.listDeliveryMethods(55, 'ro_RO'))).toEqual([
          { id: 77, position: 1, title: 'Curier', code: 'customdelivery' },
        ]);
      });
    });

    it('lists the active payment methods', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'the card payment module is active' }],
        uponReceiving: 'a request for the payment methods of cart 55',
        withRequest: get('/api/ExternalOrderApi/getActivePaymentMethods/55/ro_RO'),
        willRespondWith: json({
          data: eachLike({ id: integer(12), code: 'card', title: string('Card bancar'), position: integer(1) }),
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.checkout.listPaymentMethods(55, 'ro_RO'))).toEqual([
          { id: 12, provider: 'card', title: 'Card bancar', position: 1 },
        ]);
      });
    });

    it("switches an order to local pickup ('Order Local Pickup Updated')", async () => {
      pact.addInteraction({
        states: [{ description: 'order 900 exists and local pickup is possible' }],
        uponReceiving: 'a local pickup request for order 900',
        withRequest: post('/api/localpickup/order', { order_id: 900 }),
        willRespondWith: json({ status_code: 200, status: 'success', message: 'Order Local Pickup Updated' }),
      });
      await verify(async (ports) => {
        expect(await ports.checkout.chooseLocalPickup(900, null)).toEqual({ ok: true, value: true });
      });
    });

    it("sets the pickup address of an order ('Order Local Pickup Address Updated')", async () => {
      pact.addInteraction({
        states: [{ description: 'order 900 exists and local pickup is possible' }, { description: 'pickup address 4 exists' }],
        uponReceiving: 'a local pickup address request for order 900',
        withRequest: post('/api/localPickupAddress/order', { order_id: 900, address_id: 4 }),
        willRespondWith: json({ status_code: 200, status: 'success', message: 'Order Local Pickup Address Updated' }),
      });
      await verify(async (ports) => {
        expect(await ports.checkout.chooseLocalPickup(900, 4)).toEqual({ ok: true, value: true });
      });
    });

    const payment: PaymentRequest = {
      provider: 'cash-on-delivery',
      cartId: 55,
      customerId: 77,
      email: 'ana@example.ro',
      couponCode: null,
      deliveryAddressId: 3,
      invoiceAddressId: 3,
      deliveryMethodId: 77,
      paymentMethodId: 13,
      countryId: 146,
      locale: 'ro_RO',
      isCompany: false,
      message: '',
      isCompleteDelivery: true,
      guest: false,
    };
    const paymentBody = (paymentModuleId: number) => ({
      cart_id: 55,
      customer_id: 77,
      appliedCoupon: null,
      api_call: true,
      session_id: 'storefront',
      email: 'ana@example.ro',
      delivery_address_id: 3,
      delivery_module_id: 77,
      invoice_address_id: 3,
      payment_module_id: paymentModuleId,
      postage_tax_rule_title: 'Postage',
      country_id: 146,
      locale: 'ro_RO',
      isCompany: false,
      message: null,
      isCompleteDelivery: true,
      guest: false,
      satellite: 'RO',
    });

    it('pays cash on delivery and is sent to the order page', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'customer 77 has address 3' }],
        uponReceiving: 'a cash-on-delivery payment of cart 55',
        withRequest: post('/api/ramburs/pay', paymentBody(13)),
        willRespondWith: json({
          status: 'success',
          redirect_url: MatchersV3.regex('^https://.+$', 'https://casa.example.ro/order-placed?cart_id=55'),
          order_id: integer(900),
          message: null,
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.payment.pay(payment))).toEqual({
          kind: 'redirect',
          url: 'https://casa.example.ro/order-placed?cart_id=55',
        });
      });
    });

    it('pays by card and gets the session value back', async () => {
      pact.addInteraction({
        states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'customer 77 has address 3' }],
        uponReceiving: 'a card payment of cart 55',
        withRequest: post('/api/card/pay', paymentBody(12)),
        willRespondWith: json({
          status: 'success',
          redirect_url: MatchersV3.regex('^session_.+$', 'session_cs_4f2a9'),
          order_id: integer(900),
          message: null,
        }),
      });
      await verify(async (ports) => {
        expect(valueOf(await ports.payment.pay({ ...payment, provider: 'card', paymentMethodId: 12 }))).toEqual({
          kind: 'session',
          marker: 'session_cs_4f2a9',
        });
      });
    });
  });

  describe('customer (spec 7.5)', () => {
    it('logs in', async () => {
      pact.addInteraction({
        states: [{ description: 'a customer with e-mail ana@example.ro and password parola123 exists' }],
        uponReceiving: 'a login with the right password',
        withRequest: post('/api/login', { email: 'ana@example.ro', password: 'parola123', satellite: 'RO' }),
        willRespondWith: json({
          token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'),
          expires: integer(1750021600),
          customer_id: integer(77),
          email: 'ana@example.ro',
          user_identifier: string('CUS000077'),
          address_id: integer(3),
          firstname: string('Ana'),
          lastname: string('Popescu'),
          title: integer(2),
          profileName: string('Ana Popescu'),
          isCompany: boolean(false),
          company: null,
          excludeVAT: boolean(false),
          isAdmin: boolean(false),
        }),
      });
      await verify(async (ports) => {
        const session = valueOf(await ports.customers.logIn('ana@example.ro', 'parola123'));
        expect(session.token).toEqual({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', expiresAt: 1750021600000 });
        expect(session.customer).toMatchObject({
          id: 77,
          email: 'ana@example.ro',
          addressId: 3,
          isAdmin: false,
          isCompany: false,
          excludeVat: false,
        });
      });
    });

    it("is refused with 'Wrong login data'", async () => {
      pact.addInteraction({
        states: [{ description: 'a customer with e-mail ana@example.ro and password parola123 exists' }],
        uponReceiving: 'a login with a wrong password',
        withRequest: post('/api/login', { email: 'ana@example.ro', password: 'gresit', satellite: 'RO' }),
        willRespondWith: json({ status: 'error', status_code: 401, message: 'Wrong login data' }, 401),
      });
      await verify(async (ports) => {
        expect(await ports.customers.logIn('ana@example.ro', 'gresit')).toEqual({
          ok: false,
          error: { kind: 'wrong-credentials' },
        });
      });
    });
  });
});
