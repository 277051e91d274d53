import { describe, expect, it } from 'vitest';
import { FakeOrderBook } from '../../../adapters/fake/fake-order-book';
import { InMemoryProducts } from '../../../adapters/fake/in-memory-products';
import { InMemorySearch, MAX_CONTENT_HITS } from '../../../adapters/fake/in-memory-search';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { DE, EN, RO, TestClock, error, value } from './fake-test-support';

const data = getSeedData();
const facts = seedFacts();
const products = new InMemoryProducts(data, new FakeOrderBook(data.orders, new TestClock()), 'ro');
const search = new InMemorySearch(data);

describe('the in-memory products', () => {
  it('serves a product with its variants in the context language', async () => {
    const product = value(await products.getProduct(facts.productInStockId, DE));
    expect(product.title).toBe(data.productById.get(facts.productInStockId)?.title.de);
    expect(product.stock).toBeGreaterThanOrEqual(10);
    expect(product.colours.length).toBeGreaterThan(0);
    expect(error(await products.getProduct(1, RO))).toMatchObject({ kind: 'not-found' });
  });

  it('serves sale elements, features, delays, centre stock and quantity multiples', async () => {
    const { pseId, stock } = facts.lowStockPse;
    expect(value(await products.getSaleElement(pseId, EN))).toMatchObject({ id: pseId, stock });
    const features = value(await products.getFeatures(facts.lowStockPse.productId, RO));
    expect(features.map((f) => f.title)).toContain('Lățime');
    const delay = value(await products.getVariantDeliveryDelay(pseId));
    expect(delay?.minDays).toBeLessThanOrEqual(delay?.maxDays ?? 0);
    expect(delay?.text).toMatch(/zile lucrătoare/);
    const centres = value(await products.getFulfilmentStock(pseId));
    expect(centres.map((c) => c.name)).toEqual(['Bucharest', 'Cluj', 'Berlin', 'Vienna']);
    expect(centres.reduce((sum, c) => sum + c.stock, 0)).toBe(stock);
    expect(value(await products.getQuantityMultiple(pseId, RO))).toBeGreaterThanOrEqual(1);
    expect(value(await products.getDeliveryDelay(facts.priceRequestProductId))).toBeNull();
  });

  it('serves accessories, recommendations and comments', async () => {
    expect(value(await products.getRecommendations(facts.productInStockId, RO)).length).toBeGreaterThanOrEqual(4);
    expect(Array.isArray(value(await products.getAccessories(facts.productInStockId, RO)))).toBe(true);
    const comments = value(await products.getComments(facts.productWithCommentsId));
    expect(comments.length).toBeGreaterThan(1);
    expect(comments.every((c) => c.rating >= 1 && c.rating <= 5)).toBe(true);
  });
});

describe('the in-memory search', () => {
  it('matches titles case-insensitively in the context language, with facets and paging', async () => {
    const all = value(await search.search({ term: 'CANAPEA', offset: 0, limit: 6 }, RO));
    expect(all.products).toHaveLength(6);
    expect(all.total).toBeGreaterThan(6);
    expect(all.products.every((p) => p.title.toLowerCase().includes('canapea'))).toBe(true);
    expect(all.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(all.total);
    const next = value(await search.search({ term: 'canapea', offset: 6, limit: 6 }, RO));
    expect(next.products[0]?.id).not.toBe(all.products[0]?.id);
    const facet = all.categories[0];
    const filtered = value(await search.search({ term: 'canapea', offset: 0, limit: 100, category: facet?.title }, RO));
    expect(filtered.total).toBe(facet?.count);
  });

  it('matches refs and brands and ignores accents', async () => {
    const product = data.products[42];
    const byRef = value(await search.search({ term: product?.ref.toLowerCase() ?? '', offset: 0, limit: 5 }, EN));
    expect(byRef.products.map((p) => p.id)).toEqual([product?.id]);
    const byBrand = value(await search.search({ term: 'nordholm', offset: 0, limit: 100 }, DE));
    expect(byBrand.total).toBe(data.products.filter((p) => p.brandId === 1).length);
    expect(value(await search.search({ term: 'coltar canapea', offset: 0, limit: 5 }, RO)).total).toBe(0);
    expect(value(await search.search({ term: 'colt', offset: 0, limit: 5 }, RO)).total).toBeGreaterThan(0);
  });

  it('returns at most five content hits', async () => {
    const result = value(await search.search({ term: 'a', offset: 0, limit: 1 }, EN));
    expect(result.contents.length).toBe(MAX_CONTENT_HITS);
    expect(value(await search.search({ term: 'privacy', offset: 0, limit: 1 }, EN)).contents.map((c) => c.url)).toEqual([
      'data-protection.html',
    ]);
    expect(value(await search.search({ term: '   ', offset: 0, limit: 5 }, EN))).toEqual({
      products: [],
      total: 0,
      categories: [],
      contents: [],
    });
  });
});
