import { describe, expect, it } from 'vitest';
import { REVIEW_BADGE_CACHE_S } from '../../../src/domain/cache-policy';
import { cachedBadgeEntry, readCachedBadge } from '../../../src/domain/review-badge-cache';
import { A_BADGE_REQUEST, aReviewBadge } from '../../support/review-badge-builder';

const FETCHED_AT = 1_700_000_000_000;
const badge = aReviewBadge().build();
const kept = cachedBadgeEntry(A_BADGE_REQUEST, badge, FETCHED_AT);

describe('the review badge kept in the session (spec 9: 1800 seconds)', () => {
  it('keeps it for 1800 seconds', () => {
    expect(REVIEW_BADGE_CACHE_S).toBe(1800);
  });

  it.each([
    ['just fetched', 0],
    ['29 minutes old', 29 * 60_000],
    ['exactly 1800 s old', 1_800_000],
  ])('is reused when %s', (_label, age) => {
    expect(readCachedBadge(kept, A_BADGE_REQUEST, FETCHED_AT + age)).toEqual(badge);
  });

  it('is not reused once older than 1800 s', () => {
    expect(readCachedBadge(kept, A_BADGE_REQUEST, FETCHED_AT + 1_800_001)).toBeNull();
  });

  it('is not reused when it claims to come from the future', () => {
    expect(readCachedBadge(kept, A_BADGE_REQUEST, FETCHED_AT - 1)).toBeNull();
  });

  it.each([
    ['another shop', { shopId: 'Y9' }],
    ['another type', { type: 'product' }],
    ['another source', { source: 'other' }],
    ['another language', { language: 'ro' as const }],
  ])('is not reused for %s', (_label, patch) => {
    expect(readCachedBadge(kept, { ...A_BADGE_REQUEST, ...patch }, FETCHED_AT)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['broken JSON', '{"request":'],
    ['an array', '[]'],
    ['no time', JSON.stringify({ request: A_BADGE_REQUEST, badge })],
    [
      'a rating above 5',
      JSON.stringify({ request: A_BADGE_REQUEST, fetchedAt: FETCHED_AT, badge: { ...badge, ratingValue: 7 } }),
    ],
    [
      'a fractional count',
      JSON.stringify({ request: A_BADGE_REQUEST, fetchedAt: FETCHED_AT, badge: { ...badge, ratingCount: 1.5 } }),
    ],
    ['a numeric seal', JSON.stringify({ request: A_BADGE_REQUEST, fetchedAt: FETCHED_AT, badge: { ...badge, sealColor: 3 } })],
    ['no request', JSON.stringify({ fetchedAt: FETCHED_AT, badge })],
  ])('ignores %s', (_label, raw) => {
    expect(readCachedBadge(raw, A_BADGE_REQUEST, FETCHED_AT)).toBeNull();
  });
});
