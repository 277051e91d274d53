import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { expectedListedProduct, listedProductBody } from '../pact-bodies';
import { given } from '../pact-states';
import { anyNumberOf, get, json, pactFor, RO, valueOf } from '../pact-support';

const { eachLike, integer, string } = MatchersV3;

const { pact, verify } = pactFor('fast-api');

const count = (value: number) => json({ count: integer(value) });
const brandHasProducts = given('brand {brandId} has products', { brandId: 7 });
const brandInCategory = given('category {categoryId} has products of brand {brandId}', { categoryId: 12, brandId: 7 });

describe('fast API contract, catalog port: menus, counts, brands, bestsellers (storefront → fast-api)', () => {
  it('reads the category menu', async () => {
    pact.addInteraction({
      states: [given('category {categoryId} is a child of the top-level category {parentId}', { categoryId: 12, parentId: 3 })],
      uponReceiving: 'a category menu request in ro_RO',
      withRequest: get('/api/category_menu/custom_attribute/', { locale: 'ro_RO' }),
      willRespondWith: json(
        eachLike({
          Id: integer(3),
          Title: string('Mobilier'),
          URL: string('mobilier.html'),
          children: anyNumberOf({ Id: integer(12), Title: string('Canapele'), URL: string('canapele.html'), children: [] }),
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
      states: [given('categories {categoryIds} have products', { categoryIds: [3, 12] })],
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
      states: [brandInCategory],
      uponReceiving: 'a single category count request for category 12 and brand 7',
      withRequest: get('/api/category_count/single/12', { brand_id: '7' }),
      willRespondWith: count(5),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.catalog.countCategoryProducts(12, 7))).toBe(5);
    });
  });

  it('reads the counts of the child categories of a category, keyed by child', async () => {
    pact.addInteraction({
      states: [given('category {categoryId} has the child categories {childIds}', { categoryId: 3, childIds: [12, 13] })],
      uponReceiving: 'a children count request for category 3',
      withRequest: get('/api/category_count/children/', { category_ids: '3' }),
      willRespondWith: json({ '12': { count: integer(17) }, '13': { count: integer(0) } }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.catalog.getChildCategoryCounts([3]))).toEqual({ 12: 17, 13: 0 });
    });
  });

  it('lists brands with their product counts (brand_list + brand_count)', async () => {
    pact.addInteraction({
      states: [brandHasProducts],
      uponReceiving: 'a brand list request in ro_RO',
      withRequest: get('/api/brand_list', { locale: 'ro_RO' }),
      willRespondWith: json(eachLike({ id: integer(7), title: string('Nordhaus'), url: string('nordhaus.html') })),
    });
    pact.addInteraction({
      states: [brandHasProducts],
      uponReceiving: 'a brand count request for brand 7',
      withRequest: get('/api/brand_count/7'),
      willRespondWith: count(23),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.catalog.listBrands(RO))).toEqual([
        {
          id: 7,
          title: 'Nordhaus',
          descriptionHtml: '',
          url: 'nordhaus.html',
          logoUrl: null,
          count: 23,
        },
      ]);
    });
  });

  it('reads the count of a brand within a category', async () => {
    pact.addInteraction({
      states: [brandInCategory],
      uponReceiving: 'a brand category count request for brand 7 in category 12',
      withRequest: get('/api/brand_category_count/', { brand_id: '7', category_id: '12' }),
      willRespondWith: count(5),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.catalog.countBrandProducts(7, 12))).toBe(5);
    });
  });

  it('reads a brand', async () => {
    pact.addInteraction({
      states: [given('brand {brandId} has a description and a logo', { brandId: 7 })],
      uponReceiving: 'a brand request for brand 7 in ro_RO',
      withRequest: get('/api/brands/7/ro_RO'),
      willRespondWith: json({
        id: integer(7),
        title: string('Nordhaus'),
        description: string('<p>Mobilier nordic.</p>'),
        url: string('nordhaus.html'),
        logo: string('/images/nordhaus.svg'),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.catalog.getBrand(7, RO))).toEqual({
        id: 7,
        title: 'Nordhaus',
        descriptionHtml: '<p>Mobilier nordic.</p>',
        url: 'nordhaus.html',
        logoUrl: '/images/nordhaus.svg',
      });
    });
  });

  it('reads the bestsellers (bestseller-data)', async () => {
    pact.addInteraction({
      states: [given('the shop has bestsellers')],
      uponReceiving: 'a bestseller request',
      withRequest: get('/api/recommendation/bestseller-data/'),
      willRespondWith: json({ products: eachLike(listedProductBody()) }),
    });
    await verify(async (ports) => {
      const page = valueOf(await ports.catalog.getBestsellers(RO));
      expect(page.total).toBe(1);
      expect(page.products[0]).toMatchObject(expectedListedProduct);
    });
  });

  it('reads the recommendations of a category (category-data)', async () => {
    pact.addInteraction({
      states: [given('category {categoryId} has recommendations', { categoryId: 12 })],
      uponReceiving: 'a recommendation request for category 12',
      withRequest: get('/api/recommendation/category-data/', { category_id: '12' }),
      willRespondWith: json({ products: eachLike(listedProductBody()) }),
    });
    await verify(async (ports) => {
      const page = valueOf(await ports.catalog.getCategoryRecommendations(12, RO));
      expect(page.products[0]).toMatchObject(expectedListedProduct);
    });
  });
});
