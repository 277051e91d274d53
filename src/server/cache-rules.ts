/** How long shared caches (a CDN, nginx) and browsers may keep a catalogue page, in seconds. */
export interface CacheSettings {
  /** `s-maxage` of a catalogue page (CACHE_S_MAXAGE). */
  sharedMaxAge: number;
  /** `stale-while-revalidate` of a catalogue page (CACHE_STALE_WHILE_REVALIDATE). */
  staleWhileRevalidate: number;
  /** `max-age` of a catalogue page in the browser (CACHE_MAX_AGE). */
  browserMaxAge: number;
}

export const DEFAULT_CACHE: CacheSettings = { sharedMaxAge: 300, staleWhileRevalidate: 3600, browserMaxAge: 0 };

/** What a response is, as far as caches are concerned. */
export type ResponseKind =
  'catalogue' | 'personal' | 'not-found' | 'redirect' | 'unavailable' | 'asset' | 'public-file' | 'missing-file';

/** A page a catalogue URL no longer (or not yet) has: long enough to spare the backend a crawl of dead links. */
const NOT_FOUND_S = 60;
/** A file of public/ (favicon, manifest): its name has no hash, so a new version must show within minutes. */
const PUBLIC_FILE_S = 600;
/** A URL that names its language the wrong way always leads to the same page: a day spares the server. */
const REDIRECT_S = 86_400;
const YEAR_S = 31_536_000;
const NO_STORE = 'private, no-store';

/**
 * The Cache-Control of each kind of response: catalogue pages are the same for everyone and shared
 * caches keep them; the shopper's own pages, a failure (503) and a file that is not there (an old
 * asset during a rolling deploy) are never stored.
 */
export function cacheControl(kind: ResponseKind, cache: CacheSettings = DEFAULT_CACHE): string {
  switch (kind) {
    case 'catalogue':
      return `public, max-age=${cache.browserMaxAge}, s-maxage=${cache.sharedMaxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`;
    case 'not-found':
      return `public, max-age=0, s-maxage=${NOT_FOUND_S}`;
    case 'redirect':
      return `public, max-age=${REDIRECT_S}`;
    case 'asset':
      return `public, max-age=${YEAR_S}, immutable`;
    case 'public-file':
      return `public, max-age=${PUBLIC_FILE_S}`;
    case 'personal':
    case 'unavailable':
    case 'missing-file':
      return NO_STORE;
  }
}

/** The page depends on nothing in the request but its URL (the language is in it) and the encoding it travels in. */
export const PAGE_VARY = 'Accept-Encoding';

const seconds = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** CACHE_S_MAXAGE, CACHE_STALE_WHILE_REVALIDATE and CACHE_MAX_AGE (whole seconds), each with its default. */
export function cacheSettings(env: NodeJS.ProcessEnv): CacheSettings {
  return {
    sharedMaxAge: seconds(env.CACHE_S_MAXAGE, DEFAULT_CACHE.sharedMaxAge),
    staleWhileRevalidate: seconds(env.CACHE_STALE_WHILE_REVALIDATE, DEFAULT_CACHE.staleWhileRevalidate),
    browserMaxAge: seconds(env.CACHE_MAX_AGE, DEFAULT_CACHE.browserMaxAge),
  };
}
