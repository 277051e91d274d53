import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResult } from '../../../ports/model/search';
import type { SearchPort } from '../../../ports/search-port';
import type { ShopContext } from '../../../ports/model/shop-context';
import { SEARCH_AUTHORIZATION } from '../../../scripts/fake-backend/search-service/search-settings';
import { givenAFakeBackend, type FakeBackendWorld } from '../../support/given-a-fake-backend';

const RO: ShopContext = { language: 'ro', locale: 'ro_RO', countryId: 146, satellite: 'RO' };
const DE: ShopContext = { language: 'de', locale: 'de_DE', countryId: 5, satellite: 'RO' };
const EN: ShopContext = { language: 'en', locale: 'en_US', countryId: 146, satellite: 'RO' };
const TERMS = [
  'canapea',
  'masa',
  'scaun birou',
  'lampa (gri)',
  'xyzzyq',
  '(vindobona+[',
  '"-vindobona" canapea',
  'canapea -amalfi',
];

/** What a search finds; a product without variants has no PSE, and the document's required pse_id comes as 0. */
async function found(port: SearchPort, query: SearchQuery, ctx: ShopContext): Promise<SearchResult> {
  const result = await port.search(query, ctx);
  if (!result.ok) throw new Error(`search failed: ${result.error.message}`);
  return { ...result.value, products: result.value.products.map((hit) => ({ ...hit, pseId: hit.pseId ?? 0 })) };
}

describe('the fake backend: search (SearchPort, ConfigApi and the search service)', () => {
  let world: FakeBackendWorld;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());

  const both = async (query: SearchQuery, ctx: ShopContext, heldCtx: ShopContext = ctx) =>
    [await found(world.http.search, query, ctx), await found(world.fake.search, query, heldCtx)] as const;

  it.each(TERMS)('finds what the fake finds for %j: products, total, categories and contents', async (term) => {
    const [served, held] = await both({ term, offset: 0, limit: 5 }, RO);
    expect(served).toEqual(held);
  });

  it('finds something, so the comparison means something', async () => {
    const served = await found(world.http.search, { term: 'canapea', offset: 0, limit: 5 }, RO);
    expect(served.products.length).toBeGreaterThan(0);
    expect(served.contents.length).toBeGreaterThan(0);
  });

  it('pages on and filters by a category as the fake does; later pages carry no contents', async () => {
    const category = (await found(world.fake.search, { term: 'canapea', offset: 0, limit: 5 }, RO)).categories[0]?.title;
    if (category === undefined) throw new Error('no category facet');
    const [served, held] = await both({ term: 'canapea', offset: 0, limit: 6, category }, RO);
    expect(served).toEqual(held);
    const [next, heldNext] = await both({ term: 'canapea', offset: 5, limit: 6 }, RO);
    // The client asks the content index on the first page only.
    expect(next).toEqual({ ...heldNext, contents: [] });
  });

  it.each([
    ['German', DE, 'sofa'],
    ['English', EN, 'sofa'],
  ] as const)("in a %s interface, searches that language's indexes as the fake does", async (_name, ctx, term) => {
    const [served, held] = await both({ term, offset: 0, limit: 5 }, ctx);
    expect(served).toEqual(held);
    expect(served.products.length).toBeGreaterThan(0);
  });

  it('ConfigApi names the indexes of each interface language', async () => {
    const answer = await fetch(`${world.backend.providers['shop-api'].url}/api/ConfigApi`, {
      headers: { Authorization: 'Bearer fake-backend-token' },
    });
    expect(await answer.json()).toMatchObject({
      index_prefix: 'ro_',
      language_index_prefixes: { de: 'de_', ro: 'ro_', en: 'en_' },
    });
  });

  describe('the search service itself', () => {
    const multiSearch = (authorization: string | null, body: unknown = { queries: [{ indexUid: 'ro_products', q: 'masa' }] }) =>
      fetch(`${world.backend.providers['search-service'].url}/multi-search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(authorization === null ? {} : { Authorization: authorization }) },
        body: JSON.stringify(body),
      });

    it('takes the credentials ConfigApi hands out, and refuses others as Meilisearch does (401, 403)', async () => {
      expect((await multiSearch(SEARCH_AUTHORIZATION)).status).toBe(200);
      const missing = await multiSearch(null);
      expect([missing.status, await missing.json()]).toMatchObject([401, { code: 'missing_authorization_header' }]);
      const wrong = await multiSearch(`Basic ${btoa('front:guess')}`);
      expect([wrong.status, await wrong.json()]).toMatchObject([403, { code: 'invalid_api_key' }]);
    });

    const titlesFor = async (q: string): Promise<string[]> => {
      const answer = await multiSearch(SEARCH_AUTHORIZATION, { queries: [{ indexUid: 'ro_products', q, limit: 1000 }] });
      const { results } = (await answer.json()) as { results: [{ hits: { title: string }[] }] };
      return results[0].hits.map((hit) => hit.title);
    };

    it('reads q in its own syntax: a backslash is no escape but a separator, like every symbol', async () => {
      const vindobona = await titlesFor('vindobona');
      expect(vindobona.length).toBeGreaterThan(0);
      expect(await titlesFor('(vindobona+[')).toEqual(vindobona);
      expect(await titlesFor('\\(vindobona\\+\\[')).toEqual(vindobona);
    });

    it('excludes a word with a leading minus, and matches a quoted phrase by its words', async () => {
      const canapea = await titlesFor('canapea');
      const without = await titlesFor('canapea -amalfi');
      expect(without.length).toBeGreaterThan(0);
      expect(without.length).toBeLessThan(canapea.length);
      expect(without.some((title) => /amalfi/i.test(title))).toBe(false);
      expect(await titlesFor('canapea-amalfi')).toEqual(await titlesFor('canapea amalfi'));
      expect(await titlesFor('"canapea amalfi"')).toEqual(await titlesFor('canapea amalfi'));
    });

    it('counts the category facets of what is left after an excluded word', async () => {
      const facetsFor = async (q: string) => {
        const query = { indexUid: 'ro_products', q, limit: 0, facets: ['categories'] };
        const answer = await multiSearch(SEARCH_AUTHORIZATION, { queries: [query] });
        const { results } = (await answer.json()) as {
          results: [{ estimatedTotalHits: number; facetDistribution: { categories: Record<string, number> } }];
        };
        const counted = Object.values(results[0].facetDistribution.categories).reduce((sum, count) => sum + count, 0);
        return { total: results[0].estimatedTotalHits, counted };
      };
      const all = await facetsFor('canapea');
      const without = await facetsFor('canapea -amalfi');
      expect(without.total).toBeLessThan(all.total);
      expect(without).toEqual({ total: without.total, counted: without.total });
    });

    it('answers an unknown index with 400 index_not_found', async () => {
      const answer = await multiSearch(SEARCH_AUTHORIZATION, { queries: [{ indexUid: 'fr_products', q: 'table' }] });
      expect([answer.status, await answer.json()]).toMatchObject([400, { code: 'index_not_found' }]);
    });
  });
});
