import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { expectedProduct, productBody } from '../pact-bodies';
import { given, productFullyDescribed } from '../pact-states';
import { get, json, jsonResponse, pactFor, RO, valueOf } from '../pact-support';

const { arrayContaining, eachLike, integer, number, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, product port (storefront → shop-api)', () => {
  it('reads one product (first item of the array)', async () => {
    pact.addInteraction({
      states: [productFullyDescribed],
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

  it('looks up a product sale element', async () => {
    pact.addInteraction({
      states: [given('pse {pseId} of product {productId} has a colour and a size', { pseId: 5001, productId: 1001 })],
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
      states: [given('product {productId} has a feature whose value is one of a list', { productId: 1001 })],
      uponReceiving: 'a features request for product 1001 in ro',
      withRequest: get('/api/ExternalOrderApi/features/product/1001/ro'),
      willRespondWith: json({
        FeatureItems: arrayContaining({
          FEATURE_ID: integer(4),
          FEATURE_TITLE: string('Material'),
          FEATURE_AV_TITLE: string('Catifea'),
        }),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.products.getFeatures(1001, RO))).toEqual([{ title: 'Material', value: 'Catifea' }]);
    });
  });
});
