import type { QueryCache } from '../shared/query-cache';

/**
 * Every answer the cache holds, for a page rendered on the server to hand to the browser, by key: the
 * page (and its ETag) stays the same whatever order the backend answered in.
 */
export const heldAnswers = (cache: QueryCache): [string, unknown][] =>
  [...cache.entries]
    .map(([key, entry]): [string, unknown] => [key, entry.value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
