import type { QueryCache } from '../shared/query-cache';

const byKey = ([a]: [string, unknown], [b]: [string, unknown]): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every answer the cache holds, for a page rendered on the server to hand to the browser; in key
 * order, not in the order the reads came back, so the same page is the same bytes (and ETag) each time.
 */
export const heldAnswers = (cache: QueryCache): [string, unknown][] =>
  [...cache.entries].map(([key, entry]): [string, unknown] => [key, entry.value]).sort(byKey);
