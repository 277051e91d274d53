import type { QueryCache } from '../shared/query-cache';

/** Every answer the cache holds, for a page rendered on the server to hand to the browser. */
export const heldAnswers = (cache: QueryCache): [string, unknown][] =>
  [...cache.entries].map(([key, entry]) => [key, entry.value]);
