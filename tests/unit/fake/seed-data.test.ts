import { describe, expect, it } from 'vitest';
import { generateSeedData, getSeedData, seedSteps } from '../../../adapters/fake/seed/seed-data-set';
import {
  CATEGORY_WITH_EMPTY_CHILDREN_ID,
  EMPTY_CATEGORY_IDS,
  FOUR_LEVEL_CATEGORY_PATH,
  INFO_PAGE_CONTENT_IDS,
  seedFacts,
} from '../../../adapters/fake/seed/seed-facts';
import type { SeedData } from '../../../adapters/fake/seed/seed-types';
import { inSlices } from '../../../src/app/next-task';

const data: SeedData = getSeedData();
const stockOf = (productId: number): number =>
  (data.productById.get(productId)?.pseIds ?? []).reduce((sum, id) => sum + (data.pseById.get(id)?.stock ?? 0), 0);

describe('the seeded data set', () => {
  it('is the same on every generation', () => {
    const again = generateSeedData();
    expect(again.products).toEqual(data.products);
    expect(again.categories).toEqual(data.categories);
    expect(again.brands).toEqual(data.brands);
    expect(again.comments).toEqual(data.comments);
    expect(again.orders).toEqual(data.orders);
    expect(again.localeConfigs).toEqual(data.localeConfigs);
    expect([...again.urlIndex]).toEqual([...data.urlIndex]);
  });

  it('is the same when built in slices, paused whenever a slice has run its time', async () => {
    let time = 0;
    let pauses = 0;
    const sliced = await inSlices(seedSteps(), {
      pause: async () => void (pauses += 1),
      now: () => (time += 1),
      sliceMs: 3,
    });
    expect(sliced.products).toEqual(data.products);
    expect(sliced.comments).toEqual(data.comments);
    expect(sliced.orders).toEqual(data.orders);
    expect([...sliced.urlIndex]).toEqual([...data.urlIndex]);
    // A step per product and a few more, a pause every third clock reading.
    expect(pauses).toBeGreaterThan(100);
  });

  it('holds at least 500 products from at least 20 brands', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(500);
    expect(data.brands.length).toBeGreaterThanOrEqual(24);
    expect(new Set(data.products.map((p) => p.brandId)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(data.products.map((p) => p.ref)).size).toBe(data.products.length);
  });

  it('has titles, urls and descriptions in three languages', () => {
    for (const product of data.products.slice(0, 50)) {
      expect(new Set([product.title.de, product.title.ro, product.title.en]).size).toBeGreaterThan(1);
      expect(product.url.en).toMatch(/^[a-z0-9-]+-[a-z]{3}-\d{5}\.html$/);
      expect(product.descriptionHtml.ro).toMatch(/^<p>.*<\/ul>$/);
    }
  });

  it('builds a four-level category tree whose counts include descendants', () => {
    const [top, second, third, fourth] = FOUR_LEVEL_CATEGORY_PATH.map((id) => data.categoryById.get(id));
    expect([top?.level, second?.level, third?.level, fourth?.level]).toEqual([1, 2, 3, 4]);
    expect(second?.url.en).toBe('living-room/sofas');
    expect(fourth?.parentId).toBe(third?.id);
    for (const category of data.categories) {
      const ownProducts = data.products.filter((p) => p.categoryIds.includes(category.id)).length;
      const childSum = category.childIds.reduce((sum, id) => sum + (data.categoryCounts[id] ?? 0), 0);
      expect(data.categoryCounts[category.id]).toBe(ownProducts + childSum);
    }
  });

  it('leaves categories empty at every level, including a shown category whose children are all empty', () => {
    for (const [level, id] of Object.entries(EMPTY_CATEGORY_IDS)) {
      expect(data.categoryCounts[id], level).toBe(0);
      expect(data.categoryById.get(id)?.level).toBe(Number(level.replace('level', '')));
    }
    const arrowless = data.categoryById.get(CATEGORY_WITH_EMPTY_CHILDREN_ID);
    expect(arrowless?.level).toBe(2);
    expect(data.categoryCounts[CATEGORY_WITH_EMPTY_CHILDREN_ID]).toBeGreaterThan(0);
    expect(arrowless?.childIds.length).toBeGreaterThan(0);
    expect(arrowless?.childIds.every((id) => data.categoryCounts[id] === 0)).toBe(true);
  });

  it('has stock on both sides of 10, sold-out products and variants with their own pse ids', () => {
    const stocks = data.products.map((p) => stockOf(p.id));
    expect(stocks.some((s) => s === 0)).toBe(true);
    expect(stocks.some((s) => s > 0 && s < 10)).toBe(true);
    expect(stocks.some((s) => s >= 10)).toBe(true);
    const pseStocks = new Set([...data.pseById.values()].map((pse) => pse.stock));
    for (const stock of [0, 3, 25, 120]) expect(pseStocks.has(stock)).toBe(true);
    for (const product of data.products) {
      expect(product.colours.length).toBeLessThanOrEqual(4);
      for (const colour of product.colours) {
        expect(colour.sizes.length).toBeGreaterThanOrEqual(1);
        expect(colour.sizes.length).toBeLessThanOrEqual(4);
        for (const size of colour.sizes) expect(data.pseById.get(size.pseId)?.productId).toBe(product.id);
      }
    }
  });

  it('uses list prices above the price on about 30 % and below it on a few', () => {
    const higher = data.products.filter((p) => p.listNetPrice !== null && p.listNetPrice > p.netPrice).length;
    const lower = data.products.filter((p) => p.listNetPrice !== null && p.listNetPrice < p.netPrice).length;
    expect(higher / data.products.length).toBeGreaterThan(0.22);
    expect(higher / data.products.length).toBeLessThan(0.38);
    expect(lower).toBeGreaterThanOrEqual(3);
    expect(lower).toBeLessThan(30);
  });

  it('keeps prices realistic per kind', () => {
    for (const product of data.products) {
      if (product.kind === 'rug') expect(product.netPrice).toBeLessThanOrEqual(400);
      if (product.kind === 'sofa' && product.defaultCategoryId !== 117 && product.defaultCategoryId !== 711)
        expect(product.netPrice).toBeGreaterThan(450);
      expect(product.netPrice).toBeGreaterThan(0);
    }
  });

  it('has local images only, with the edge cases the image rule needs', () => {
    for (const product of data.products) {
      expect(product.images.length).toBeGreaterThanOrEqual(2);
      for (const image of product.images) expect(image.url.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    }
    const facts = seedFacts();
    expect(data.productById.get(facts.productWithoutVisibleImageId)?.images.some((i) => i.visible)).toBe(false);
    const hidden = data.productById.get(facts.productWithHiddenLowImageId);
    expect(hidden?.images.find((i) => i.position === 0)?.visible).toBe(false);
    expect(data.productById.get(facts.productWithoutVariantsId)?.colours).toEqual([]);
    expect(data.productById.get(facts.productWithoutVariantsId)?.defaultPseId).not.toBeNull();
    expect(data.products.filter((p) => p.isPriceRequest).length).toBeGreaterThanOrEqual(3);
  });

  it('has every info page as content in three languages', () => {
    for (const [page, id] of Object.entries(INFO_PAGE_CONTENT_IDS)) {
      const content = data.contentById.get(id);
      expect(content?.infoPage, page).toBe(page);
      for (const language of ['de', 'ro', 'en'] as const) {
        expect(content?.title[language].length, `${page} ${language}`).toBeGreaterThan(2);
        expect(content?.html[language], `${page} ${language}`).toMatch(/<(p|h2|h3|table)>/);
      }
    }
  });

  it('carries brand and category postscripta that point at products, and one broken one', () => {
    const facts = seedFacts();
    const matching = data.products.filter(
      (p) =>
        p.brandId === facts.brandCategory.brandId &&
        (data.subtreeIds.get(facts.brandCategory.categoryId) ?? []).includes(p.defaultCategoryId),
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(() => JSON.parse(data.contentById.get(33)?.postscriptum ?? '')).toThrow();
  });

  it('contains no remote address outside the allowed hosts', () => {
    const text = JSON.stringify({ ...data, urlIndex: [...data.urlIndex], comments: [...data.comments] }, (_key, v: unknown) =>
      v instanceof Map ? [...v] : v,
    );
    const decoded = decodeURIComponent(text.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    const remote = [...decoded.matchAll(/https?:\/\/([^/'"\s)]+)/g)].map((m) => m[1] ?? '');
    const allowed = (host: string): boolean =>
      ['127.0.0.1', 'localhost', 'example.com', 'example.org', 'www.w3.org'].some((a) => host === a || host.startsWith(`${a}:`));
    expect(remote.filter((host) => !allowed(host))).toEqual([]);
  });
});
