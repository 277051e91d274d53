import { fail, ok, type Result } from '../../ports/model/result';
import type { SearchQuery, SearchResult } from '../../ports/model/search';
import type { LanguageCode, ShopContext } from '../../ports/model/shop-context';
import type { SearchPort } from '../../ports/search-port';
import type { components as SearchSchemas, paths as SearchPaths } from './generated/search-service';
import { ContentHitSchema, multiSearch200, ProductHitSchema } from './generated/search-service-validators';
import { getConfigApi200 } from './generated/shop-api-catalog-validators';
import { fetchValidated, httpError, isSuccess, send } from './http-call';
import { createAuthorizedClient, type FetchLike, type SearchClient, type ShopClient } from './http-clients';
import { escapeSearchTerm, mapContentHit, mapFacets, mapProductHit, readSearchConfig } from './map-search';
import { validateItems, validateResponse } from './response-validator';
import { searchIndexes, type SearchIndexes } from './search-indexes';
import { countryById } from './shop-locale';

/** Spec 7.6: content search asks for up to 100. */
export const CONTENT_LIMIT = 100;
export const VISIBLE_FILTER = 'is_visible = true';
export const CATEGORY_FACET = 'categories';

interface SearchConnection {
  client: SearchClient;
  indexes: (language: LanguageCode) => SearchIndexes;
}

const quote = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * Search through the search service's multi-search, in the interface language's indexes. The
 * client is built from GET /api/ConfigApi (scheme, host, port, front credentials, the index
 * prefixes, content; behind a proxy the index names only) on first use and cached; a failed ConfigApi
 * read is not cached, and a 401/403 from the search service drops the cache (the key may have changed).
 */
export class OpenApiSearchAdapter implements SearchPort {
  private connection: Promise<Result<SearchConnection>> | null = null;

  constructor(
    private readonly shop: ShopClient,
    private readonly options: { proxyUrl: string; fetch?: typeof fetch | FetchLike } = { proxyUrl: '' },
  ) {}

  async search(query: SearchQuery, ctx: ShopContext): Promise<Result<SearchResult>> {
    const connection = await this.connect();
    if (!connection.ok) return connection;
    const { client, indexes } = connection.value;
    const { productIndex, contentIndex } = indexes(ctx.language);
    const withContents = query.offset === 0;
    const q = escapeSearchTerm(query.term);
    const queries: SearchSchemas['schemas']['SearchQuery'][] = [
      {
        indexUid: productIndex,
        q,
        filter: query.category === undefined ? VISIBLE_FILTER : [VISIBLE_FILTER, `${CATEGORY_FACET} = ${quote(query.category)}`],
        limit: query.limit,
        offset: query.offset,
        facets: [CATEGORY_FACET],
      },
      ...(withContents ? [{ indexUid: contentIndex, q, limit: CONTENT_LIMIT }] : []),
    ];
    const answer = await send(() => client.POST('/multi-search', { body: { queries } }));
    if (!answer.ok) return answer;
    if (!isSuccess(answer.value.status)) {
      if (answer.value.status === 401 || answer.value.status === 403) this.connection = null;
      return fail(httpError(answer.value));
    }
    const results = validateResponse(multiSearch200, answer.value.body);
    if (!results.ok) return results;
    // Hits are told apart by indexUid, not by position; each index's hits must be of its kind.
    const all = results.value.results;
    const productsAt = all.findIndex((result) => result.indexUid === productIndex);
    const contentsAt = all.findIndex((result) => result.indexUid === contentIndex);
    const products = all[productsAt];
    const contents = all[contentsAt];
    const where = (index: number): string => `${multiSearch200.operation} ${multiSearch200.status}: /results/${index}/hits`;
    const productHits = validateItems(ProductHitSchema, products?.hits ?? [], where(productsAt));
    if (!productHits.ok) return productHits;
    const contentHits = validateItems(ContentHitSchema, contents?.hits ?? [], where(contentsAt));
    if (!contentHits.ok) return contentHits;
    const countryIso = countryById(ctx.countryId)?.isoAlpha2 ?? null;
    return ok({
      products: productHits.value.flatMap((hit) => mapProductHit(hit, ctx.locale, countryIso) ?? []),
      total: products?.estimatedTotalHits ?? productHits.value.length,
      categories: mapFacets(products?.facetDistribution ?? {}),
      contents: contentHits.value.map(mapContentHit),
    });
  }

  private connect(): Promise<Result<SearchConnection>> {
    this.connection ??= this.readConfig().then((result) => {
      if (!result.ok) this.connection = null;
      return result;
    });
    return this.connection;
  }

  private async readConfig(): Promise<Result<SearchConnection>> {
    const answer = await fetchValidated(() => this.shop.GET('/api/ConfigApi'), getConfigApi200);
    if (!answer.ok) return answer;
    const config = readSearchConfig(answer.value, getConfigApi200.operation, this.options.proxyUrl);
    if (!config.ok) return config;
    const { baseUrl, authorization } = config.value;
    const client = createAuthorizedClient<SearchPaths>(baseUrl, () => authorization, this.options.fetch);
    return ok({ client, indexes: (language) => searchIndexes(answer.value, language) });
  }
}
