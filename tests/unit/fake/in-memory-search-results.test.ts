import { describe, expect, it } from 'vitest';
import { InMemorySearch, MAX_CONTENT_HITS } from '../../../adapters/fake/in-memory-search';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { DE, EN, RO, value } from './fake-test-support';

const data = getSeedData();
const search = new InMemorySearch(data);
const EMPTY = { products: [], total: 0, categories: [], contents: [] };

describe('the in-memory search results', () => {
  it('count leaf categories over all matches, and the category filter keeps a facet', async () => {
    const all = value(await search.search({ term: 'canapea', offset: 0, limit: 6 }, RO));
    expect(all.products).toHaveLength(6);
    expect(all.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(all.total);
    const counts = all.categories.map((facet) => facet.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const every = value(await search.search({ term: 'canapea', offset: 0, limit: 1000 }, RO)).products;
    const parents = new Set(every.flatMap((hit) => hit.categories.slice(0, -1)));
    expect(all.categories.filter((facet) => !parents.has(facet.title)).length).toBeGreaterThan(3);
    for (const facet of all.categories) {
      const filtered = value(await search.search({ term: 'canapea', offset: 0, limit: 100, category: facet.title }, RO));
      if (parents.has(facet.title)) expect(filtered.total).toBeGreaterThan(facet.count);
      else expect(filtered.total).toBe(facet.count);
      expect(filtered.products.every((hit) => hit.categories.includes(facet.title))).toBe(true);
      expect(filtered.categories).toEqual(all.categories);
    }
    const parent = value(await search.search({ term: 'canapea', offset: 0, limit: 1, category: 'Canapele' }, RO));
    expect(parent.total).toBe(all.total);
  });

  it('page through the matches without overlap', async () => {
    const page = async (offset: number, limit: number) =>
      value(await search.search({ term: 'canapea', offset, limit }, RO)).products.map((hit) => hit.id);
    const [first, second, both] = [await page(0, 6), await page(6, 6), await page(0, 12)];
    expect(second).toHaveLength(6);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect([...first, ...second]).toEqual(both);
    expect(await page(1000, 6)).toEqual([]);
  });

  it('hold at most five content links, in the context language', async () => {
    expect(value(await search.search({ term: 'a', offset: 0, limit: 1 }, EN)).contents).toHaveLength(MAX_CONTENT_HITS);
    const manyTitles = data.contents.filter((content) => /(^|\s)c/i.test(content.title.en));
    expect(manyTitles.length).toBeGreaterThan(MAX_CONTENT_HITS);
    expect(value(await search.search({ term: 'c', offset: 0, limit: 1 }, EN)).contents).toHaveLength(MAX_CONTENT_HITS);
    expect(value(await search.search({ term: 'privacy', offset: 0, limit: 1 }, EN)).contents.map((c) => c.url)).toEqual([
      'data-protection.html',
    ]);
    const privacy = data.contentById.get(1);
    expect(value(await search.search({ term: 'datenschutz', offset: 0, limit: 1 }, DE)).contents).toEqual([
      { id: 1, title: privacy?.title.de, url: privacy?.url.de },
    ]);
    expect(value(await search.search({ term: 'confidentialitate', offset: 0, limit: 1 }, RO)).contents[0]?.id).toBe(1);
    expect(value(await search.search({ term: '   ', offset: 0, limit: 5 }, EN))).toEqual(EMPTY);
  });

  it('answer search syntax, markup and odd characters without throwing', async () => {
    const separators = ['*', '"', '\\', '~', '/.*/', '"*~\\', '<>', '', '\u0301'];
    for (const term of separators) {
      expect(value(await search.search({ term, offset: 0, limit: 5 }, RO))).toEqual(EMPTY);
    }
    const odd = [
      'a OR b',
      '"><img src=x onerror=alert(1)>',
      'canapea~2',
      'cana*',
      '"canapea piele"',
      'canapea 🛋️',
      '\u200fcanapea\u200f',
      '\u202ecanapea',
      'a'.repeat(10_000),
      'canapea '.repeat(1_250),
      'ab '.repeat(3_334),
    ];
    for (const term of odd) {
      const result = await search.search({ term, offset: 0, limit: 5 }, RO);
      expect(result.ok, term.slice(0, 40)).toBe(true);
    }
    expect(value(await search.search({ term: 'cana*', offset: 0, limit: 1 }, RO)).total).toBeGreaterThan(0);
    expect(value(await search.search({ term: '"canapea piele"', offset: 0, limit: 1 }, RO)).total).toBeGreaterThan(0);
    expect(value(await search.search({ term: 'a'.repeat(10_000), offset: 0, limit: 1 }, RO))).toEqual(EMPTY);
  });
});
