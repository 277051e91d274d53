import { ok, type Result } from '../../ports/model/result';
import type { SearchCategoryFacet, SearchContentHit, SearchQuery, SearchResult } from '../../ports/model/search';
import type { LanguageCode, ShopContext } from '../../ports/model/shop-context';
import type { SearchPort } from '../../ports/search-port';
import { byDefaultSort } from './seed/seed-products';
import type { SeedData, SeedProduct } from './seed/seed-types';
import { categoryPath, toSearchHit } from './seed-mapping';

export const MAX_CONTENT_HITS = 5;

const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

interface Indexed {
  product: SeedProduct;
  text: string;
  path: string[];
}

export class InMemorySearch implements SearchPort {
  private readonly indexes = new Map<LanguageCode, Indexed[]>();

  constructor(private readonly data: SeedData) {}

  async search(query: SearchQuery, ctx: ShopContext): Promise<Result<SearchResult>> {
    const words = fold(query.term)
      .split(/\s+/)
      .filter((word) => word !== '');
    if (words.length === 0) return ok({ products: [], total: 0, categories: [], contents: [] });
    const language = ctx.language;
    const matches = this.index(language).filter((entry) => words.every((word) => entry.text.includes(word)));
    const filtered =
      query.category === undefined || query.category === ''
        ? matches
        : matches.filter((entry) => entry.path.includes(query.category ?? ''));
    const offset = Math.max(0, Math.floor(query.offset));
    const limit = Math.max(0, Math.floor(query.limit));
    return ok({
      products: filtered.slice(offset, offset + limit).map((entry) => toSearchHit(entry.product, this.data, language)),
      total: filtered.length,
      categories: this.facets(matches),
      contents: this.contents(words, language),
    });
  }

  private facets(matches: readonly Indexed[]): SearchCategoryFacet[] {
    const counts = new Map<string, number>();
    for (const entry of matches) {
      const title = entry.path[entry.path.length - 1];
      if (title !== undefined) counts.set(title, (counts.get(title) ?? 0) + 1);
    }
    return [...counts]
      .map(([title, count]) => ({ title, count }))
      .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
  }

  private contents(words: readonly string[], language: LanguageCode): SearchContentHit[] {
    return this.data.contents
      .filter((content) => words.every((word) => fold(content.title[language]).includes(word)))
      .slice(0, MAX_CONTENT_HITS)
      .map((content) => ({ id: content.id, title: content.title[language], url: content.url[language] }));
  }

  private index(language: LanguageCode): Indexed[] {
    const known = this.indexes.get(language);
    if (known !== undefined) return known;
    const built = [...this.data.products].sort(byDefaultSort).map((product) => ({
      product,
      text: fold([product.title[language], product.ref, this.data.brandById.get(product.brandId)?.title ?? ''].join(' ')),
      path: categoryPath(product.defaultCategoryId, this.data, language),
    }));
    this.indexes.set(language, built);
    return built;
  }
}
