import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import type { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { fail, ok, portError } from '../../../ports/model/result';
import { givenAReviewBadgeShop } from '../../support/given-a-review-badge-shop';
import { aReviewBadge, ratingIds } from '../../support/review-badge-builder';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const SEEDED_RO_REQUEST = { shopId: 'LEMNIA-RO', type: 'shop', source: 'reviews', language: 'en' };

/** A second page of the same tab, `laterMs` after the first read, over the same session storage. */
async function nextPageAfter(storage: InMemoryStorage, laterMs: number) {
  const shop = await givenAReviewBadgeShop({ storage, clock: new InMemoryClock(NOW + laterMs) });
  await shop.badge.load();
  return shop;
}

describe('review badge store (spec 7.6)', () => {
  it("asks once, with the locale config's shop id, type and source and the shop's language", async () => {
    const { badge, recorded } = await givenAReviewBadgeShop({ clock: new InMemoryClock(NOW) });
    await Promise.all([badge.load(), badge.load()]);
    await badge.load();
    expect(recorded.callsTo('getBadge')).toEqual([[SEEDED_RO_REQUEST]]);
  });

  it('shows the rating, the count, the review page and the seal colour as a checked colour', async () => {
    const { badge } = await givenAReviewBadgeShop();
    await badge.load();
    expect(badge.shown).toEqual({
      ratingValue: 4.8,
      ratingCount: 1234,
      accent: '#c9962b',
      reviewPageUrl: 'https://example.com/reviews/LEMNIA-RO?lang=en',
    });
  });

  it('shows no accent for a seal colour that is not a colour token', async () => {
    const junk = aReviewBadge().withSeal('red; background: url(https://evil.example/x.png)').build();
    const { badge } = await givenAReviewBadgeShop({ answers: { getBadge: async () => ok(junk) } });
    await badge.load();
    expect(badge.shown).toMatchObject({ ratingValue: 4.8, accent: null });
  });

  it('keeps the badge in the session with what was asked and when it was fetched', async () => {
    const { badge, storage } = await givenAReviewBadgeShop({ clock: new InMemoryClock(NOW) });
    await badge.load();
    expect(JSON.parse(storage.get('review_badge') ?? 'null')).toEqual({
      request: SEEDED_RO_REQUEST,
      fetchedAt: NOW,
      badge: {
        ratingValue: 4.8,
        ratingCount: 1234,
        sealColor: 'gold',
        reviewPageUrl: 'https://example.com/reviews/LEMNIA-RO?lang=en',
      },
    });
  });

  it("reuses the session's badge for 1800 s without asking again", async () => {
    const first = await givenAReviewBadgeShop({ clock: new InMemoryClock(NOW) });
    await first.badge.load();
    const later = await nextPageAfter(first.storage, 1_800_000);
    expect(later.recorded.count('getBadge')).toBe(0);
    expect(later.badge.shown).toEqual(first.badge.shown);
  });

  it('asks again once the kept badge is older than 1800 s, and keeps the new one', async () => {
    const first = await givenAReviewBadgeShop({ clock: new InMemoryClock(NOW) });
    await first.badge.load();
    const later = await nextPageAfter(first.storage, 1_800_001);
    expect(later.recorded.count('getBadge')).toBe(1);
    expect(later.badge.shown?.ratingCount).toBe(1234);
    expect(JSON.parse(later.storage.get('review_badge') ?? 'null')).toMatchObject({ fetchedAt: NOW + 1_800_001 });
  });

  it.each([
    ['without a shop id', ratingIds({ shopRatingId: null })],
    ['without a type', ratingIds({ ratingType: null })],
    ['without a source', ratingIds({ ratingSource: ' ' })],
    ['when the display flag is off', ratingIds({}, false)],
  ])('asks nothing and shows nothing %s', async (_label, locale) => {
    const { badge, recorded, storage } = await givenAReviewBadgeShop({ locale });
    await badge.load();
    expect(badge.request).toBeNull();
    expect(recorded.count()).toBe(0);
    expect(badge.shown).toBeNull();
    expect(storage.get('review_badge')).toBeNull();
  });

  it('shows nothing and logs a warning, not an error, when the read fails; nothing is kept', async () => {
    const { badge, logger, storage } = await givenAReviewBadgeShop({
      answers: { getBadge: async () => fail(portError('network', 'GET /badges/LEMNIA-RO: fetch failed')) },
    });
    await badge.load();
    expect(badge.shown).toBeNull();
    expect(logger.warnings).toEqual(['Review badge not shown: GET /badges/LEMNIA-RO: fetch failed']);
    expect(logger.errors).toEqual([]);
    expect(storage.get('review_badge')).toBeNull();
  });

  it('shows nothing, and warns of nothing, when no review service is configured', async () => {
    const { badge, logger, storage } = await givenAReviewBadgeShop({ answers: { getBadge: async () => ok(null) } });
    await badge.load();
    expect(badge.shown).toBeNull();
    expect(logger.warnings).toEqual([]);
    expect(storage.get('review_badge')).toBeNull();
  });

  it("reads the shop's own badge in the new language after a language switch", async () => {
    const { badge, recorded, root } = await givenAReviewBadgeShop();
    await badge.load();
    root.shop.setLanguage('de');
    await root.shop.localeConfig.reload();
    expect(badge.shown).toBeNull();
    await badge.load();
    expect(recorded.callsTo('getBadge').at(-1)).toEqual([
      { shopId: 'LEMNIA-RO', type: 'shop', source: 'reviews', language: 'de' },
    ]);
    expect(badge.shown).toMatchObject({ ratingValue: 4.8, ratingCount: 1234 });
  });
});
