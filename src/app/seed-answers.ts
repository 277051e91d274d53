import type { QueryCache } from '../shared/query-cache';

/** The answers a server-rendered page read, stored as if they had just arrived: reading them asks nothing. */
export function seedAnswers(cache: QueryCache, answers: readonly [string, unknown][]): Promise<unknown> {
  return Promise.all(answers.map(([key, value]) => cache.fetch(key, async () => ({ ok: true, value }))));
}
