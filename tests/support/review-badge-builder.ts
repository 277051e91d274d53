import type { LocaleConfig } from '../../ports/model/store-config';
import type { ReviewBadge, ReviewBadgeRequest } from '../../ports/review-badge-port';
import type { StoreData } from './store-data';

/** The badge a review provider answers; defaults: 4.8 out of 5 from 1,234 reviews, a gold seal. */
export class ReviewBadgeBuilder {
  private badge: ReviewBadge = {
    ratingValue: 4.8,
    ratingCount: 1234,
    sealColor: 'gold',
    reviewPageUrl: 'https://reviews.example.com/shops/X1234',
  };

  private with(patch: Partial<ReviewBadge>): this {
    this.badge = { ...this.badge, ...patch };
    return this;
  }

  rated(ratingValue: number, ratingCount: number): this {
    return this.with({ ratingValue, ratingCount });
  }

  withSeal(sealColor: string | null): this {
    return this.with({ sealColor });
  }

  withReviewPage(reviewPageUrl: string | null): this {
    return this.with({ reviewPageUrl });
  }

  build(): ReviewBadge {
    return { ...this.badge };
  }
}

export const aReviewBadge = (): ReviewBadgeBuilder => new ReviewBadgeBuilder();

/** What a shop with review ids X1234 / shop / reviews asks for in English. */
export const A_BADGE_REQUEST: ReviewBadgeRequest = { shopId: 'X1234', type: 'shop', source: 'reviews', language: 'en' };

/** Locale-config changes (for givenAShopWithStoreData) naming the review ids, with the badge shown unless told. */
export const ratingIds =
  (
    ids: Partial<Pick<LocaleConfig, 'shopRatingId' | 'ratingType' | 'ratingSource'>> = {},
    shown = true,
  ): NonNullable<StoreData['locale']> =>
  (seeded) => ({
    shopRatingId: 'X1234',
    ratingType: 'shop',
    ratingSource: 'reviews',
    ...ids,
    flags: { ...seeded.flags, reviewBadge: shown },
  });
