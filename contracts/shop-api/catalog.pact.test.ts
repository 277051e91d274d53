import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { expectedListedProduct, listedProductBody } from '../pact-bodies';
import { given } from '../pact-states';
import { get, json, pactFor, RO, valueOf } from '../pact-support';

const { eachLike, integer, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, catalog port (storefront → shop-api)', () => {
  it('lists the products of a category', async () => {
    pact.addInteraction({
      states: [given('category {categoryId} has products', { categoryId: 12 })],
      uponReceiving: 'a product listing request for category 12',
      withRequest: get('/api/products/', {
        limit: '12',
        offset: '0',
        translation: 'ro_RO',
        order: 'sales_view_quantity',
        country_id: '146',
        category: '12',
      }),
      willRespondWith: json({ products: eachLike(listedProductBody()), total: integer(31) }),
    });
    await verify(async (ports) => {
      const page = valueOf(await ports.catalog.listProducts({ limit: 12, offset: 0, sort: 'default', categoryId: 12 }, RO));
      expect(page.total).toBe(31);
      expect(page.products[0]).toMatchObject(expectedListedProduct);
    });
  });

  it('lists products by id (homepage products)', async () => {
    pact.addInteraction({
      states: [given('products {productIds} exist', { productIds: [1001, 1002] })],
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
      willRespondWith: json({ products: eachLike(listedProductBody()), total: integer(2) }),
    });
    await verify(async (ports) => {
      const page = valueOf(await ports.catalog.listProducts({ limit: 2, offset: 0, sort: 'default', ids: [1001, 1002] }, RO));
      expect(page.products[0]?.id).toBe(1001);
    });
  });

  it('reads a category (first of categoryItems)', async () => {
    pact.addInteraction({
      states: [
        given('category {categoryId}, with a description, is a child of category {parentId}', { categoryId: 12, parentId: 3 }),
      ],
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
