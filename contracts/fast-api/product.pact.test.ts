import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { expectedListedProduct, expectedProduct, listedProductBody, plainProduct } from '../pact-bodies';
import { isoDateTime } from '../pact-order-bodies';
import { given } from '../pact-states';
import { get, json, jsonResponse, pactFor, RO, valueOf } from '../pact-support';

const { arrayContaining, eachLike, integer, number, string } = MatchersV3;

const { pact, verify } = pactFor('fast-api');

describe('fast API contract, product port (storefront → fast-api)', () => {
  it("reads a product's combinations (the product itself comes from the shop API, stubbed)", async () => {
    pact.addInteraction({
      states: [given('product {productId} has combinations, each with a colour and a size', { productId: 1001 })],
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
      states: [given('pse {pseId} is sold in multiples of {multiple}', { pseId: 5001, multiple: 2 })],
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
  const expectedDelay = { minDays: 2, maxDays: 5, text: 'Livrare în 2-5 zile lucrătoare', freight: false };

  it('reads the delivery delay of a product', async () => {
    pact.addInteraction({
      states: [given('product {productId} has a delivery delay', { productId: 1001 })],
      uponReceiving: 'a product delay request for product 1001',
      withRequest: get('/api/product_delays/custom_attribute/1001'),
      willRespondWith: delay,
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.products.getDeliveryDelay(1001))).toEqual(expectedDelay);
    });
  });

  it('reads the delivery delay of a variant that travels by freight carrier', async () => {
    pact.addInteraction({
      states: [given('pse {pseId} has a delivery delay and goes by freight', { pseId: 5001 })],
      uponReceiving: 'a delivery delay request for pse 5001',
      withRequest: get('/api/delivery_delay_pse/5001'),
      willRespondWith: json({
        delay_min_days: integer(2),
        delay_max_days: integer(5),
        text: string('Livrare în 2-5 zile lucrătoare'),
        is_freight: true,
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.products.getVariantDeliveryDelay(5001))).toEqual({ ...expectedDelay, freight: true });
    });
  });

  it.each([
    ['product_delays/custom_attribute', 'product', 1002, 'getDeliveryDelay'],
    ['delivery_delay_pse', 'pse', 5002, 'getVariantDeliveryDelay'],
  ] as const)('reads no delivery delay (404) from %s', async (path, kind, id, method) => {
    pact.addInteraction({
      states: [given(`${kind} {${kind}Id} has no delivery delay`, { [`${kind}Id`]: id })],
      uponReceiving: `a delivery delay request for ${kind} ${id}, which has none`,
      withRequest: get(`/api/${path}/${id}`),
      willRespondWith: json({ error: string('No delivery delay') }, 404),
    });
    await verify(async (ports) => {
      expect(await ports.products[method](id)).toEqual({ ok: true, value: null });
    });
  });

  it('reads the stock of a variant per fulfilment centre', async () => {
    pact.addInteraction({
      states: [given('pse {pseId} is stocked in fulfilment centre {fulfilmentCentreId}', { pseId: 5001, fulfilmentCentreId: 2 })],
      uponReceiving: 'a fulfilment centre stock request for pse 5001',
      withRequest: get('/api/fulfilment_center_stock/5001'),
      willRespondWith: json(
        arrayContaining({ id: integer(2), name: string('Depozit Ploiești'), city: string('Ploiești'), stock: integer(4) }),
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
      states: [given('product {productId} has recommendations', { productId: 1001 })],
      uponReceiving: 'a recommendation request for product 1001',
      withRequest: get('/api/recommendation/item-data/', { product_id: '1001' }),
      willRespondWith: json({ products: eachLike(listedProductBody()) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.products.getRecommendations(1001, RO))[0]).toMatchObject(expectedListedProduct);
    });
  });

  it("reads a product's accessories", async () => {
    pact.addInteraction({
      states: [given('product {productId} has accessories', { productId: 1001 })],
      uponReceiving: 'an accessory request for product 1001',
      withRequest: get('/api/accessory_product/1001'),
      willRespondWith: json({ products: eachLike(listedProductBody(1002)) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.products.getAccessories(1001, RO))[0]).toMatchObject({ ...expectedListedProduct, id: 1002 });
    });
  });

  it("reads a product's comments", async () => {
    pact.addInteraction({
      states: [given('product {productId} has comments', { productId: 1001 })],
      uponReceiving: 'a comments request for product 1001',
      withRequest: get('/api/comments/1001'),
      willRespondWith: json(
        eachLike({
          id: integer(31),
          author: string('Maria'),
          rating: integer(5),
          content: string('Se extinde ușor.'),
          created_at: isoDateTime('2025-05-02T10:00:00Z'),
        }),
      ),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.products.getComments(1001))).toEqual([
        {
          id: 31,
          author: 'Maria',
          rating: 5,
          title: '',
          body: 'Se extinde ușor.',
          createdAt: '2025-05-02T10:00:00Z',
        },
      ]);
    });
  });

  it('asks whether a customer may comment on a variant', async () => {
    pact.addInteraction({
      states: [given('customer {customerId} bought pse {pseId} and has not commented on it', { customerId: 77, pseId: 5001 })],
      uponReceiving: 'a comment rights request for pse 5001 and customer 77',
      withRequest: get('/api/comments/rights/5001/77'),
      willRespondWith: json({ can_comment: true }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.products.canComment(5001, 77))).toBe(true);
    });
  });
});
