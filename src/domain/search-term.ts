export const SEARCH_MIN_LENGTH = 4;
/**
 * Longer terms are cut (by characters, never inside an emoji): no query grows without bound. The
 * search box takes no more; the results page of a longer term in its URL says it was shortened.
 */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_CHUNK = 6;
export const SEARCH_FIRST_LOAD = 5;
export const CONTENT_LINKS_MAX = 5;
export const INFINITE_SCROLL_THRESHOLD_PX = 1500;
export const TOTAL_HITS_CAP = 10_000;

/** 0 idle, 1 first search, 2 loading more (spec, search state). */
export type SearchLoading = 0 | 1 | 2;

export type SearchTermCheck = { ok: true; term: string } | { ok: false; reason: 'too-short' };

export function checkSearchTerm(term: string): SearchTermCheck {
  const trimmed = Array.from(term.trim()).slice(0, SEARCH_MAX_LENGTH).join('').trim();
  return Array.from(trimmed).length >= SEARCH_MIN_LENGTH ? { ok: true, term: trimmed } : { ok: false, reason: 'too-short' };
}

/** A total past 10,000 is shown as '10,000+'. */
export const cappedTotal = (total: number): { count: number; capped: boolean } =>
  total > TOTAL_HITS_CAP ? { count: TOTAL_HITS_CAP, capped: true } : { count: total, capped: false };

/** The results page of a term (and, optionally, one category of the sidebar). */
export function searchPath(term: string, category: string | null = null): string {
  const path = `/search/${encodeURIComponent(term)}`;
  return category === null ? path : `${path}?category=${encodeURIComponent(category)}`;
}
