import type { ReviewBadge, ReviewBadgeRequest } from '../../ports/review-badge-port';
import { isFresh, REVIEW_BADGE_CACHE_S } from './cache-policy';
import { sameReviewBadgeRequest } from './review-badge';

/** What the session keeps: the badge, what was asked for it, and when it was fetched (epoch ms). */
interface CachedBadge {
  request: ReviewBadgeRequest;
  fetchedAt: number;
  badge: ReviewBadge;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function isBadge(value: unknown): value is ReviewBadge {
  if (!isRecord(value)) return false;
  const { ratingValue, ratingCount, sealColor, reviewPageUrl } = value;
  return (
    typeof ratingValue === 'number' &&
    ratingValue >= 0 &&
    ratingValue <= 5 &&
    Number.isSafeInteger(ratingCount) &&
    (ratingCount as number) >= 0 &&
    isTextOrNull(sealColor) &&
    isTextOrNull(reviewPageUrl)
  );
}

function isRequest(value: unknown): value is ReviewBadgeRequest {
  if (!isRecord(value)) return false;
  return ['shopId', 'type', 'source', 'language'].every((key) => typeof value[key] === 'string');
}

export const cachedBadgeEntry = (request: ReviewBadgeRequest, badge: ReviewBadge, fetchedAt: number): string =>
  JSON.stringify({ request, fetchedAt, badge } satisfies CachedBadge);

/**
 * The session's copy of the badge when it answers the same request and was fetched at most
 * 1800 s ago (spec 9); anything else (older, another shop or language, junk) is null.
 */
export function readCachedBadge(raw: string | null, request: ReviewBadgeRequest, now: number): ReviewBadge | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRequest(stored.request) || !isBadge(stored.badge)) return null;
  const { fetchedAt } = stored;
  if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt) || fetchedAt > now) return null;
  if (!isFresh(fetchedAt, now, REVIEW_BADGE_CACHE_S) || !sameReviewBadgeRequest(stored.request, request)) return null;
  const { ratingValue, ratingCount, sealColor, reviewPageUrl } = stored.badge;
  return { ratingValue, ratingCount, sealColor, reviewPageUrl };
}
