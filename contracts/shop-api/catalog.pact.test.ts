import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { expectedProduct, productBody } from '../pact-bodies';
import { get, json, pactFor, RO, valueOf } from '../pact-support';

const { eachLike, integer, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, catalog port (storefront → shop-api)', () => {
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
});
