import { ok, type Result } from '../../ports/model/result';
import type { SearchCategoryFacet, SearchContentHit, SearchQuery, SearchResult } from '../../ports/model/search';
import type { LanguageCode, ShopContext } from '../../ports/model/shop-context';
import type { SearchPort } from '../../ports/search-port';
import type { SeedData, SeedProduct } from './seed/seed-types';
import { toSearchHit } from './seed-mapping';
import { buildLanguageIndex, searchTerms, type LanguageIndex } from './search-index';

export const MAX_CONTENT_HITS = 5;

interface Match {
  product: SeedProduct;
  path: string[];
}

const empty = (): SearchResult => ({ products: [], total: 0, categories: [], contents: [] });

/** Full-text search over the seed catalogue with MiniSearch: prefix, typo-tolerant and diacritics-insensitive. */
export class InMemorySearch implements SearchPort {
  private readonly indexes = new Map<LanguageCode, Promise<LanguageIndex>>();

  constructor(private readonly data: SeedData) {}

  async search(query: SearchQuery, ctx: ShopContext): Promise<Result<SearchResult>> {
    const terms = searchTerms(query.term);
    if (terms.length === 0) return ok(empty());
    const language = ctx.language;
    const index = await this.index(language);
    const text = terms.join(' ');
    const matches = this.matches(index, text);
    const category = query.category ?? '';
    const filtered = category === '' ? matches : matches.filter((match) => match.path.includes(category));
    const offset = Math.max(0, Math.floor(query.offset));
    const limit = Math.max(0, Math.floor(query.limit));
    return ok({
      products: filtered.slice(offset, offset + limit).map((match) => toSearchHit(match.product, this.data, language)),
      total: filtered.length,
      categories: categoryFacets(matches.map(({ path }) => path[path.length - 1])),
      contents: this.contents(index, text, language),
    });
  }

  private matches(index: LanguageIndex, text: string): Match[] {
    const rank = (id: number): number => index.ranks.get(id) ?? Number.MAX_SAFE_INTEGER;
    return index.products
      .search(text)
      .sort((a, b) => b.score - a.score || rank(a.id as number) - rank(b.id as number))
      .flatMap((hit) => {
        const product = this.data.productById.get(hit.id as number);
        return product === undefined ? [] : [{ product, path: index.paths.get(product.id) ?? [] }];
      });
  }

  private contents(index: LanguageIndex, text: string, language: LanguageCode): SearchContentHit[] {
    return index.contents
      .search(text)
      .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
      .flatMap((hit) => this.data.contentById.get(hit.id as number) ?? [])
      .slice(0, MAX_CONTENT_HITS)
      .map((content) => ({ id: content.id, title: content.title[language], url: content.url[language] }));
  }

  private index(language: LanguageCode): Promise<LanguageIndex> {
    const known = this.indexes.get(language);
    if (known !== undefined) return known;
    const built = buildLanguageIndex(this.data, language);
    this.indexes.set(language, built);
    return built;
  }
}

/** The category facets of a search: each hit counted under its own (deepest) category, most hits first. */
export function categoryFacets(leaves: readonly (string | undefined)[]): SearchCategoryFacet[] {
  const counts = new Map<string, number>();
  for (const title of leaves) if (title !== undefined) counts.set(title, (counts.get(title) ?? 0) + 1);
  return [...counts]
    .map(([title, count]) => ({ title, count }))
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
}
