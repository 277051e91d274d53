import { describe, expect, it } from 'vitest';
import { cacheControl, cacheSettings, DEFAULT_CACHE } from '../../../src/server/cache-rules';

describe('the cache rule of each kind of response', () => {
  it('lets shared caches keep a catalogue page and serve it stale while they fetch it again, browsers not at all', () => {
    expect(cacheControl('catalogue')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
  });

  it("never stores the shopper's own pages, nor a page that failed for want of the backend", () => {
    expect(cacheControl('personal')).toBe('private, no-store');
    expect(cacheControl('unavailable')).toBe('private, no-store');
    expect(cacheControl('missing-file')).toBe('private, no-store');
  });

  it('keeps a page that is not there a minute at the edge, not in the browser', () => {
    expect(cacheControl('not-found')).toBe('public, max-age=0, s-maxage=60');
  });

  it('keeps the redirect of a URL that names its language the wrong way a day, everywhere', () => {
    expect(cacheControl('redirect')).toBe('public, max-age=86400');
  });

  it('keeps hashed assets a year without asking again, other public files ten minutes', () => {
    expect(cacheControl('asset')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('public-file')).toBe('public, max-age=600');
  });

  it('takes the catalogue times from CACHE_S_MAXAGE, CACHE_STALE_WHILE_REVALIDATE and CACHE_MAX_AGE', () => {
    const cache = cacheSettings({ CACHE_S_MAXAGE: '120', CACHE_STALE_WHILE_REVALIDATE: '0', CACHE_MAX_AGE: '30' });
    expect(cacheControl('catalogue', cache)).toBe('public, max-age=30, s-maxage=120, stale-while-revalidate=0');
  });

  it('keeps the defaults for values that are not whole seconds', () => {
    expect(cacheSettings({ CACHE_S_MAXAGE: 'ten', CACHE_STALE_WHILE_REVALIDATE: '-1', CACHE_MAX_AGE: ' ' })).toEqual(
      DEFAULT_CACHE,
    );
    expect(cacheSettings({})).toEqual(DEFAULT_CACHE);
  });
});
