import type { Context } from 'hono';
import { cacheControl, PAGE_VARY, type CacheSettings, type ResponseKind } from './cache-rules';
import { entityTag, stillFresh } from './entity-tag';
import type { RenderedPage } from './render-page';

const kindOf = (status: number): ResponseKind => (status === 200 ? 'catalogue' : status === 404 ? 'not-found' : 'unavailable');

/**
 * A rendered page with its cache rule: a catalogue page carries the hash of its bytes as its ETag,
 * and a cache that holds those bytes already gets 304 without them.
 */
export function pageAnswer(c: Context, page: RenderedPage, cache: CacheSettings): Response {
  const kind = kindOf(page.status);
  const caching: Record<string, string> = { 'Cache-Control': cacheControl(kind, cache) };
  if (kind !== 'unavailable') caching.Vary = PAGE_VARY;
  if (kind !== 'catalogue') return c.body(page.body, page.status as 404, { ...page.headers, ...caching });
  caching.ETag = entityTag(page.body);
  if (stillFresh(c.req.header('If-None-Match'), caching.ETag)) return new Response(null, { status: 304, headers: caching });
  return c.body(page.body, 200, { ...page.headers, ...caching });
}
