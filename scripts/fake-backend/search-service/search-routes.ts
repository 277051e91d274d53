import type { components } from '../../../adapters/http/generated/search-service';
import type { LanguageCode, ShopContext } from '../../../ports/model/shop-context';
import type { FakeWorld } from '../fake-world';
import { type BackendReply, isReply, reply, route, type Route } from '../route';
import { EVERYTHING, excludeWords } from './search-exclusion';
import { parseSearchQuery } from './search-query';
import { CONTENT_INDEX, LANGUAGE_INDEX_PREFIXES, PRODUCT_INDEX, SEARCH_AUTHORIZATION, SEARCH_PASSWORD } from './search-settings';
import { categoryOfFilter, contentHitWire, LOCALES_OF, productHitWire } from './search-wire';

type Search = components['schemas'];

/** The service's error body (Meilisearch style): message, code, type. */
const searchError = (status: number, code: string, message: string): BackendReply => ({
  status,
  body: { message, code, type: status === 400 ? 'invalid_request' : 'auth' },
});

/** One index per interface language and kind, named as ConfigApi's language_index_prefixes say. */
const LANGUAGE_OF_PREFIX = new Map<string, LanguageCode>(
  Object.entries(LANGUAGE_INDEX_PREFIXES).map(([language, prefix]) => [prefix, language as LanguageCode]),
);
const INDEX = new RegExp(`^(${[...LANGUAGE_OF_PREFIX.keys()].join('|')})(${PRODUCT_INDEX}|${CONTENT_INDEX})$`);
const isQuery = (value: unknown): value is Search['SearchQuery'] =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['indexUid'] === 'string';

const count = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;

/** POST /multi-search: each query against the fake search, in the language of its index (`ro_products` → ro). */
export function searchRoutes({ fakes }: FakeWorld): Route[] {
  const answer = async (query: Search['SearchQuery']): Promise<Search['SearchResult'] | BackendReply> => {
    const index = INDEX.exec(query.indexUid);
    const category = categoryOfFilter(query.filter);
    if (index === null) return searchError(400, 'index_not_found', `Index \`${query.indexUid}\` not found.`);
    if (category === null) return searchError(400, 'invalid_search_filter', 'The filter is not understood.');
    const language = LANGUAGE_OF_PREFIX.get(index[1] ?? '') ?? 'ro';
    const ctx: ShopContext = { language, locale: LOCALES_OF[language][0] ?? 'ro_RO', countryId: 146, satellite: 'RO' };
    const [limit, offset] = [count(query.limit, 20), count(query.offset, 0)];
    const products = index[2] === PRODUCT_INDEX;
    const { words, phrases, excluded } = parseSearchQuery(query.q ?? '');
    // A phrase is matched as its words: the fake has no word positions.
    const term = [...words, ...phrases.flat()].join(' ');
    const page = { offset: products ? offset : 0, limit: products ? limit : 0, category };
    const found =
      excluded.length === 0
        ? await fakes.search.search({ term, ...page }, ctx)
        : await fakes.search
            .search({ term, offset: 0, limit: EVERYTHING }, ctx)
            .then((all) => (all.ok ? { ...all, value: excludeWords(all.value, excluded, page) } : all));
    if (!found.ok) return { status: 500, body: { message: found.error.message, code: 'internal', type: 'internal' } };
    const base = { indexUid: query.indexUid, query: query.q ?? '', processingTimeMs: 0, limit, offset };
    if (!products) {
      const hits = found.value.contents.slice(offset, offset + limit).map(contentHitWire);
      return { ...base, hits, estimatedTotalHits: found.value.contents.length };
    }
    const facets: Record<string, Record<string, number>> = query.facets?.includes('categories')
      ? { categories: Object.fromEntries(found.value.categories.map((facet) => [facet.title, facet.count])) }
      : {};
    const hits = found.value.products.map((hit) => productHitWire(hit, language));
    return { ...base, hits, estimatedTotalHits: found.value.total, facetDistribution: facets };
  };

  return [
    route('POST', '/multi-search', async ({ body, authorization }) => {
      if (authorization === null) return searchError(401, 'missing_authorization_header', 'The Authorization header is missing.');
      if (authorization !== SEARCH_AUTHORIZATION && authorization !== `Bearer ${SEARCH_PASSWORD}`)
        return searchError(403, 'invalid_api_key', 'The provided API key is invalid.');
      const queries: unknown = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['queries'] : null;
      if (!Array.isArray(queries) || queries.length === 0 || !queries.every(isQuery))
        return searchError(400, 'bad_request', 'A multi-search needs `queries`, each with an `indexUid`.');
      const results: Search['SearchResult'][] = [];
      for (const query of queries) {
        const result = await answer(query);
        if (isReply(result)) return result;
        results.push(result);
      }
      return reply({ results });
    }),
  ];
}
