import { describe, expect, it } from 'vitest';
import { InMemoryReviewBadge } from '../../../adapters/fake/in-memory-review-badge';
import { reviewIdsOf } from '../../../adapters/fake/seed/seed-review-badges';

const roRequest = { shopId: 'LEMNIA-RO', type: 'shop', source: 'reviews', language: 'ro' as const };

describe('the fake review provider', () => {
  it('names a review shop id, type and source in every seeded store', () => {
    expect([5, 13, 146].map(reviewIdsOf)).toEqual([
      { shopRatingId: 'LEMNIA-DE', ratingType: 'shop', ratingSource: 'reviews' },
      { shopRatingId: 'LEMNIA-AT', ratingType: 'shop', ratingSource: 'reviews' },
      { shopRatingId: 'LEMNIA-RO', ratingType: 'shop', ratingSource: 'reviews' },
    ]);
  });

  it("answers a seeded shop's badge from memory, its review page in the asked language", async () => {
    expect(await new InMemoryReviewBadge().getBadge(roRequest)).toEqual({
      ok: true,
      value: {
        ratingValue: 4.8,
        ratingCount: 1234,
        sealColor: 'gold',
        reviewPageUrl: 'https://example.com/reviews/LEMNIA-RO?lang=ro',
      },
    });
  });

  it('answers not-found for a shop it does not know', async () => {
    expect(await new InMemoryReviewBadge().getBadge({ ...roRequest, shopId: 'X1' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found', status: 404 },
    });
  });

  it('records every request it would have sent to the third party', async () => {
    const fake = new InMemoryReviewBadge();
    await fake.getBadge(roRequest);
    await fake.getBadge({ ...roRequest, language: 'en' });
    expect(fake.requests).toEqual([roRequest, { ...roRequest, language: 'en' }]);
  });
});
