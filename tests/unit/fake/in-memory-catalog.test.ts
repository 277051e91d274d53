import { describe, expect, it } from 'vitest';
import { InMemoryCatalog } from '../../../adapters/fake/in-memory-catalog';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { CATEGORY_WITH_EMPTY_CHILDREN_ID, EMPTY_CATEGORY_IDS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import type { NavCategory } from '../../../ports/model/category';
import { DE, RO, error, value } from './fake-test-support';

const data = getSeedData();
const catalog = new InMemoryCatalog(data);
const depth = (tree: NavCategory[]): number => (tree.length === 0 ? 0 : 1 + Math.max(...tree.map((c) => depth(c.children))));

describe('the in-memory catalog', () => {
  it('pages through all products by the seeded sales rank', async () => {
    const first = value(await catalog.listProducts({ limit: 24, offset: 0, sort: 'default' }, RO));
    const second = value(await catalog.listProducts({ limit: 24, offset: 24, sort: 'default' }, RO));
    expect(first.total).toBe(data.products.length);
    expect(first.products).toHaveLength(24);
    expect(first.products.map((p) => p.id)).not.toContain(second.products[0]?.id);
    const ranks = first.products.map((p) => data.productById.get(p.id)?.salesQuantity ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('filters by category including descendants, by brand and by availability', async () => {
    const sofas = value(await catalog.listProducts({ limit: 500, offset: 0, sort: 'default', categoryId: 11 }, RO));
    expect(sofas.total).toBe(data.categoryCounts[11]);
    expect(sofas.products.every((p) => String(p.defaultCategoryId).startsWith('11'))).toBe(true);
    const brandId = seedFacts().brandCategory.brandId;
    const brand = value(await catalog.listProducts({ limit: 500, offset: 0, sort: 'default', brandId }, RO));
    expect(brand.products.every((p) => p.brandId === brandId)).toBe(true);
    const available = value(await catalog.listProducts({ limit: 1000, offset: 0, sort: 'default', availableOnly: true }, RO));
    expect(available.products.every((p) => p.stock > 0)).toBe(true);
    expect(available.total).toBeLessThan(data.products.length);
    const empty = value(
      await catalog.listProducts({ limit: 10, offset: 0, sort: 'default', categoryId: EMPTY_CATEGORY_IDS.level1 }, RO),
    );
    expect(empty).toEqual({ products: [], total: 0 });
  });

  it('sorts by price both ways and keeps the order of requested ids', async () => {
    const high = value(
      await catalog.listProducts({ limit: 50, offset: 0, sort: 'priceHighToLow', categoryId: 6 }, RO),
    ).products.map((p) => p.netPrice);
    const low = value(
      await catalog.listProducts({ limit: 50, offset: 0, sort: 'priceLowToHigh', categoryId: 6 }, RO),
    ).products.map((p) => p.netPrice);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const ids = data.localeConfigs['ro_RO']?.homepageProductIds ?? [];
    expect(
      value(await catalog.listProducts({ limit: 20, offset: 0, sort: 'default', ids }, RO)).products.map((p) => p.id),
    ).toEqual(ids);
  });

  it('returns products in the context language', async () => {
    const id = seedFacts().productWithListPriceId;
    const [de] = value(await catalog.listProducts({ limit: 1, offset: 0, sort: 'default', ids: [id] }, DE)).products;
    expect(de?.title).toBe(data.productById.get(id)?.title.de);
    expect(de?.listNetPrice).toBeGreaterThan(de?.netPrice ?? Infinity);
  });

  it('serves a four-level menu and aggregate counts with empty branches', async () => {
    const menu = value(await catalog.getCategoryMenu(RO));
    expect(menu.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(depth(menu)).toBe(4);
    const counts = value(await catalog.getCategoryCounts());
    expect(counts[EMPTY_CATEGORY_IDS.level2]).toBe(0);
    expect(counts[1]).toBeGreaterThan(counts[11] ?? Infinity);
    const children = value(await catalog.getChildCategoryCounts([CATEGORY_WITH_EMPTY_CHILDREN_ID]));
    expect(Object.values(children)).toEqual([0, 0]);
  });

  it('answers categories, brands and counts, and not-found for unknown ids', async () => {
    expect(value(await catalog.getCategory(1111, RO))).toMatchObject({
      id: 1111,
      parentId: 111,
      url: 'living/canapele/canapele-de-colt/canapele-de-colt-din-catifea',
    });
    expect(error(await catalog.getCategory(999, RO))).toMatchObject({ kind: 'not-found' });
    expect(value(await catalog.getBrand(1, RO))).toMatchObject({ title: 'Nordholm', url: 'brand/nordholm' });
    expect(error(await catalog.getBrand(999, RO))).toMatchObject({ kind: 'not-found' });
    const { brandId, categoryId } = seedFacts().brandCategory;
    const count = value(await catalog.countCategoryProducts(categoryId, brandId));
    expect(count).toBeGreaterThan(0);
    expect(value(await catalog.countBrandProducts(brandId, categoryId))).toBe(count);
    const brands = value(await catalog.listBrands(RO, categoryId));
    expect(brands.find((b) => b.id === brandId)?.count).toBe(count);
    expect(brands.every((b) => b.count > 0)).toBe(true);
    expect(value(await catalog.listBrands(RO)).length).toBe(data.brands.length);
  });

  it('lists bestsellers and category recommendations', async () => {
    expect(value(await catalog.getBestsellers(RO)).products.map((p) => p.id)).toEqual(data.bestsellerIds);
    const recommended = value(await catalog.getCategoryRecommendations(1, RO)).products;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((p) => p.stock > 0)).toBe(true);
  });
});
