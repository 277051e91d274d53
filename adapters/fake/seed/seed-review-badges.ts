import type { LocaleConfig } from '../../../ports/model/store-config';
import type { ReviewBadge } from '../../../ports/review-badge-port';

/** The review provider's shop id of each seeded store, by country id. */
const REVIEW_SHOP_IDS: Readonly<Record<number, string>> = { 5: 'LEMNIA-DE', 13: 'LEMNIA-AT', 146: 'LEMNIA-RO' };

/** The locale config's review ids of a seeded store: its shop id, and the badge type and source every store asks for. */
export const reviewIdsOf = (countryId: number): Pick<LocaleConfig, 'shopRatingId' | 'ratingType' | 'ratingSource'> => ({
  shopRatingId: REVIEW_SHOP_IDS[countryId] ?? null,
  ratingType: 'shop',
  ratingSource: 'reviews',
});

/** The seeded review provider's badges, by shop id. */
export const REVIEW_BADGES: Readonly<Record<string, Omit<ReviewBadge, 'reviewPageUrl'>>> = {
  'LEMNIA-DE': { ratingValue: 4.7, ratingCount: 2318, sealColor: '#c9962b' },
  'LEMNIA-AT': { ratingValue: 4.6, ratingCount: 412, sealColor: 'silver' },
  'LEMNIA-RO': { ratingValue: 4.8, ratingCount: 1234, sealColor: 'gold' },
};

/** The provider's review page of a seeded shop (example.com: an allowed host in fake mode, never requested). */
export const reviewPageUrl = (shopId: string, language: string): string =>
  `https://example.com/reviews/${encodeURIComponent(shopId)}?lang=${encodeURIComponent(language)}`;
