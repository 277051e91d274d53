import { searchTerms } from '../../../adapters/fake/search-index';
import type { SearchCategoryFacet, SearchResult } from '../../../ports/model/search';

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
    categories: facets(products.map((hit) => hit.categories[hit.categories.length - 1])),
    contents: all.contents.filter((content) => keeps(content.title)),
  };
}

function facets(titles: readonly (string | undefined)[]): SearchCategoryFacet[] {
  const counts = new Map<string, number>();
  for (const title of titles) if (title !== undefined) counts.set(title, (counts.get(title) ?? 0) + 1);
  return [...counts]
    .map(([title, count]) => ({ title, count }))
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
}
