import { describe, expect, it, vi } from 'vitest';
import { CATEGORY_WITH_EMPTY_CHILDREN_ID, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { CATALOG_PORT, type CatalogPort } from '../../../ports/catalog-port';
import type { BrandWithCount } from '../../../ports/model/category';
import type { Product, ProductQuery } from '../../../ports/model/product';
import { ok } from '../../../ports/model/result';
import { GERMANY } from '../../../src/domain/countries';
import { LISTING_PAGE_SIZE, listingSearch, parseListingParams } from '../../../src/features/catalog/listing-params';
import type { ListingSource } from '../../../src/features/catalog/listing-source';
import type { TestWorld } from '../../support/build-root-store';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

/** A started shop whose catalog port is recorded, with some methods replaced. */
function world(overrides: Partial<CatalogPort> = {}) {
  const shop = givenARecordedPort(CATALOG_PORT, (fakes) => fakes.catalog, overrides);
  return { ...shop, catalog: shop.recorded };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function started(w: TestWorld, source: ListingSource, search = '') {
  await w.root.menu.load();
  const store = (await w.root.listingPage.load()).listing().open(source, parseListingParams(search));
  const stop = store.start();
  await vi.waitFor(() => expect(store.isInitialLoading).toBe(false));
  return { store, stop };
}

const productQueries = (calls: { method: string; args: unknown[] }[]): ProductQuery[] =>
  calls.filter((c) => c.method === 'listProducts').map((c) => c.args[0] as ProductQuery);

const sellingNet = (p: Product) => p.promoNetPrice ?? p.netPrice;

describe('ListingStore: products through limit/offset', () => {
  it('asks for the first page of 24 in the default order, for the category', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'category', categoryId: 1 });
    expect(productQueries(w.catalog.calls)).toEqual([{ limit: LISTING_PAGE_SIZE, offset: 0, sort: 'default', categoryId: 1 }]);
    expect(store.products).toHaveLength(LISTING_PAGE_SIZE);
    expect(store.total).toBeGreaterThan(LISTING_PAGE_SIZE);
    expect(store.hasMore).toBe(true);
  });

  it('changing the sort asks the server for that order and restarts paging', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'category', categoryId: 1 }, '?page=2');
    store.setParams(store.withSort('priceLowToHigh'));
    await vi.waitFor(() => expect(store.isInitialLoading).toBe(false));
    expect(productQueries(w.catalog.calls).at(-1)).toEqual({ limit: 24, offset: 0, sort: 'priceLowToHigh', categoryId: 1 });
    expect(store.params.pages).toBe(1);
    const prices = store.products.map((p) => p.netPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("'Load more' asks for the next offset and appends, keeping the pages already shown", async () => {
    const w = world();
    const { store } = await started(w, { kind: 'all' });
    const firstPage = store.products.map((p) => p.id);
    store.setParams(store.nextPageParams);
    expect(store.isLoadingMore).toBe(true);
    expect(store.pendingCount).toBe(24);
    await vi.waitFor(() => expect(store.isLoadingMore).toBe(false));
    expect(productQueries(w.catalog.calls).map((q) => q.offset)).toEqual([0, 24]);
    expect(store.products).toHaveLength(48);
    expect(store.products.slice(0, 24).map((p) => p.id)).toEqual(firstPage);
    expect(listingSearch(store.params)).toBe('?page=2');
  });

  it('a brand filter on a category listing goes into the query', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'category', categoryId: 1 });
    const brand = store.brandFacet[0];
    expect(brand).toBeDefined();
    store.setParams(store.withBrand(brand?.id ?? null));
    await vi.waitFor(() => expect(store.isInitialLoading).toBe(false));
    expect(productQueries(w.catalog.calls).at(-1)).toEqual({
      limit: 24,
      offset: 0,
      sort: 'default',
      categoryId: 1,
      brandId: brand?.id,
    });
    expect(store.total).toBe(brand?.count);
  });

  it('content-filtered listings ask for both the brand and the category', async () => {
    const { brandId, categoryId } = seedFacts().brandCategory;
    const w = world();
    const { store } = await started(w, { kind: 'content-filter', brandId, categoryId, title: 'Landing' });
    expect(productQueries(w.catalog.calls)[0]).toMatchObject({ brandId, categoryId });
    expect(store.products.every((p) => p.brandId === brandId)).toBe(true);
    expect(store.title).toBe('Landing');
  });
});

describe('ListingStore: filters with counts', () => {
  it('shows only brands whose count is above 0', async () => {
    const brands: BrandWithCount[] = [
      { id: 1, title: 'Alpha', descriptionHtml: '', url: 'a', logoUrl: null, count: 3 },
      { id: 2, title: 'Beta', descriptionHtml: '', url: 'b', logoUrl: null, count: 0 },
      { id: 3, title: 'Gamma', descriptionHtml: '', url: 'c', logoUrl: null, count: -2 },
    ];
    const w = world({ listBrands: async () => ok(brands) });
    const { store } = await started(w, { kind: 'category', categoryId: 1 });
    await vi.waitFor(() => expect(store.queries.brands.value).toBeDefined());
    expect(store.brandFacet.map((b) => b.title)).toEqual(['Alpha']);
    expect(w.catalog.calls.find((c) => c.method === 'listBrands')?.args[1]).toBe(1);
  });

  it('sub-categories come from the children-count endpoint (asked for the parent) and only those with products show', async () => {
    const counts: Record<number, number> = { 11: 5, 12: 0 };
    const w = world({ getChildCategoryCounts: async (ids: number[]) => ok(ids.join() === '1' ? counts : {}) });
    const { store } = await started(w, { kind: 'category', categoryId: 1 });
    await vi.waitFor(() => expect(store.queries.childCounts.value).toBeDefined());
    expect(w.catalog.calls.find((c) => c.method === 'getChildCategoryCounts')?.args[0]).toEqual([1]);
    expect(store.subCategoryFacet.map((c) => c.id)).toEqual([11]);
    expect(store.subCategoryFacet[0]?.url).toBeTruthy();
  });

  it('with the seeded counts a category lists its sub-categories that have products', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'category', categoryId: 1 });
    await vi.waitFor(() => expect(store.subCategoryFacet.length).toBeGreaterThan(0));
    const counts = w.root.menu.counts.value ?? {};
    for (const option of store.subCategoryFacet) expect(option.count).toBe(counts[option.id]);
  });

  it('/products offers the top-level categories with products, counted by category_count', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'all' });
    await vi.waitFor(() => expect(store.categoryFacet.length).toBeGreaterThan(0));
    const counts = w.root.menu.counts.value ?? {};
    expect(store.categoryFacet.every((option) => option.count > 0 && option.count === counts[option.id])).toBe(true);
    const empty = (w.root.menu.tree.value ?? []).filter((c) => (counts[c.id] ?? 0) === 0).map((c) => c.id);
    expect(empty.length).toBeGreaterThan(0);
    expect(store.categoryFacet.some((option) => empty.includes(option.id))).toBe(false);
  });

  it('a category whose children are all empty shows no sub-category filter (seeded counts)', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'category', categoryId: CATEGORY_WITH_EMPTY_CHILDREN_ID });
    await vi.waitFor(() => expect(store.queries.childCounts.value).toBeDefined());
    expect(store.subCategoryFacet).toEqual([]);
  });

  it('a brand listing offers the categories where the brand has products, counted per category', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'brand', brandId: seedFacts().brandCategory.brandId });
    await vi.waitFor(() => expect(store.queries.brandCategoryCounts.value).toBeDefined());
    const counted = w.catalog.calls.filter((c) => c.method === 'countCategoryProducts');
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((c) => c.args[1] === seedFacts().brandCategory.brandId)).toBe(true);
    expect(store.categoryFacet.length).toBeGreaterThan(0);
    expect(store.categoryFacet.every((c) => c.count > 0)).toBe(true);
    const option = store.categoryFacet[0];
    store.setParams(store.withCategory(option?.id ?? null));
    await vi.waitFor(() => expect(store.isInitialLoading).toBe(false));
    expect(store.total).toBe(option?.count);
  });
});

describe('ListingStore: the read cache', () => {
  it('a second visit renders from the cache at once and makes no request inside the window', async () => {
    const w = world();
    const source: ListingSource = { kind: 'category', categoryId: 1 };
    const first = await started(w, source, '?page=2');
    await vi.waitFor(() => expect(first.store.products).toHaveLength(48));
    first.stop();
    const requests = w.catalog.count('listProducts');

    const again = (await w.root.listingPage.load()).listing().open(source, parseListingParams('?page=2'));
    // Before anything starts: already there, no skeleton.
    expect(again.isInitialLoading).toBe(false);
    expect(again.products.map((p) => p.id)).toEqual(first.store.products.map((p) => p.id));
    again.start();
    await settle();
    expect(w.catalog.count('listProducts')).toBe(requests);

    w.clock.advanceBy(20_000);
    const third = (await w.root.listingPage.load()).listing().open(source, parseListingParams('?page=2'));
    third.start();
    await settle();
    expect(w.catalog.count('listProducts')).toBe(requests);
  });

  it('stale pages are shown at once and refreshed in the background', async () => {
    const w = world();
    const source: ListingSource = { kind: 'all' };
    const first = await started(w, source);
    first.stop();
    const requests = w.catalog.count('listProducts');
    w.clock.advanceBy(31_000);
    const again = (await w.root.listingPage.load()).listing().open(source);
    expect(again.products).toHaveLength(24);
    again.start();
    expect(again.isInitialLoading).toBe(false);
    await vi.waitFor(() => expect(w.catalog.count('listProducts')).toBe(requests + 1));
    expect(again.products).toHaveLength(24);
  });

  it('keys include the country: switching keeps the products on screen and asks again for the new country', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'category', categoryId: 1 });
    const shown = store.products.map((p) => p.id);
    const requests = w.catalog.count('listProducts');
    w.root.shop.selectCountry(GERMANY);
    expect(store.isInitialLoading).toBe(false);
    expect(store.products.map((p) => p.id)).toEqual(shown);
    await vi.waitFor(() => expect(w.catalog.count('listProducts')).toBe(requests + 1));
    const last = w.catalog.calls.filter((c) => c.method === 'listProducts').at(-1);
    expect((last?.args[1] as { countryId: number }).countryId).toBe(GERMANY.id);
  });
});

describe('ListingStore: failures', () => {
  it('an unknown category is not found (the header data), so the screen says so', async () => {
    const w = world();
    await w.root.menu.load();
    const store = (await w.root.listingPage.load()).listing().open({ kind: 'category', categoryId: 999_999 });
    store.start();
    await vi.waitFor(() => expect(store.notFoundReason).toBe('category-fetch-failed'));
  });

  it('an unknown brand is not found', async () => {
    const w = world();
    const store = (await w.root.listingPage.load()).listing().open({ kind: 'brand', brandId: 999_999 });
    store.start();
    await vi.waitFor(() => expect(store.notFoundReason).toBe('brand-fetch-failed'));
  });

  it('a network failure shows an error with retry, and the retry loads', async () => {
    const w = world();
    w.knobs.fail('CatalogPort.listProducts');
    const store = (await w.root.listingPage.load()).listing().open({ kind: 'all' });
    store.start();
    await vi.waitFor(() => expect(store.failed).toBe(true));
    expect(store.failedError?.kind).toBe('network');
    expect(store.isInitialLoading).toBe(false);
    w.knobs.heal('CatalogPort.listProducts');
    store.retry();
    await vi.waitFor(() => expect(store.products).toHaveLength(24));
    expect(store.failed).toBe(false);
  });

  it('an empty listing is empty, not loading', async () => {
    const w = world({ listProducts: async () => ok({ products: [], total: 0 }) });
    const { store } = await started(w, { kind: 'all' });
    expect(store.isEmpty).toBe(true);
    expect(store.hasMore).toBe(false);
  });
});

describe('ListingStore: collections from /shop-grid-standard/{type}', () => {
  it("'sale' lists only discounted products, sorted by price when asked", async () => {
    const w = world();
    const { store } = await started(w, { kind: 'collection', collection: 'sale' }, '?sort=priceHighToLow');
    expect(store.products.length).toBeGreaterThan(0);
    expect(
      store.products.every((p) => p.tags.includes('sale') || (p.listNetPrice ?? 0) > p.netPrice || p.promoNetPrice !== null),
    ).toBe(true);
    const prices = store.products.map(sellingNet);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("'new' lists the products tagged new; 'bestsellers' reads the bestseller endpoint", async () => {
    const w = world();
    const fresh = await started(w, { kind: 'collection', collection: 'new' });
    expect(fresh.store.products.length).toBeGreaterThan(0);
    expect(fresh.store.products.every((p) => p.tags.includes('new'))).toBe(true);
    const best = await started(w, { kind: 'collection', collection: 'bestsellers' });
    expect(w.catalog.count('getBestsellers')).toBe(1);
    expect(best.store.products.length).toBeGreaterThan(0);
  });

  it('an unknown collection is an empty listing', async () => {
    const w = world();
    const { store } = await started(w, { kind: 'collection', collection: '' });
    expect(store.isEmpty).toBe(true);
  });
});
