// The spec gives these refetch and retention timings without a unit; they are read as seconds.
export const REFETCH_LONG_S = 30;
export const REFETCH_SHORT_S = 60;
export const CACHE_RETENTION_S = 300;
export const REVIEW_BADGE_CACHE_S = 1800;

const ageMs = (fetchedAt: number, now: number): number => now - fetchedAt;

export const isFresh = (fetchedAt: number, now: number, staleAfterS: number): boolean =>
  ageMs(fetchedAt, now) <= staleAfterS * 1000;

export const isRetained = (fetchedAt: number, now: number): boolean => ageMs(fetchedAt, now) <= CACHE_RETENTION_S * 1000;
