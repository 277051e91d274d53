import { categoryFacets } from '../../../adapters/fake/in-memory-search';
import { searchTerms } from '../../../adapters/fake/search-index';
import type { SearchResult } from '../../../ports/model/search';

/** Everything a search found, for the fake service to leave out excluded words itself. */
export const EVERYTHING = Number.MAX_SAFE_INTEGER;

/**
 * Leaves out the hits whose title, ref or category names hold an excluded word (`-word`), then
 * counts, filters by the category and pages what is left. `all` is every hit of the other words.
 */
export function excludeWords(
  all: SearchResult,
  excluded: readonly string[],
  page: { offset: number; limit: number; category: string | undefined },
): SearchResult {
  const banned = new Set(excluded.flatMap(searchTerms));
  const keeps = (...texts: string[]) => !texts.some((text) => searchTerms(text).some((word) => banned.has(word)));
  const products = all.products.filter((hit) => keeps(hit.title, hit.ref, ...hit.categories));
  const inCategory =
    page.category === undefined ? products : products.filter((hit) => hit.categories.includes(page.category ?? ''));
  return {
    products: inCategory.slice(page.offset, page.offset + page.limit),
    total: inCategory.length,
    categories: categoryFacets(products.map((hit) => hit.categories[hit.categories.length - 1])),
    contents: all.contents.filter((content) => keeps(content.title)),
  };
}
