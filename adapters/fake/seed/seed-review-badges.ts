import type { ReviewBadge } from '../../../ports/review-badge-port';

/** The review provider's badge type and source every seeded store asks for. */
export const REVIEW_BADGE_TYPE = 'shop';
export const REVIEW_BADGE_SOURCE = 'reviews';

/** The seeded review provider's badges, by the shop id each store's locale config names (per country id). */
export const REVIEW_SHOP_IDS: Readonly<Record<number, string>> = { 5: 'LEMNIA-DE', 13: 'LEMNIA-AT', 146: 'LEMNIA-RO' };

export const REVIEW_BADGES: Readonly<Record<string, Omit<ReviewBadge, 'reviewPageUrl'>>> = {
  'LEMNIA-DE': { ratingValue: 4.7, ratingCount: 2318, sealColor: '#c9962b' },
  'LEMNIA-AT': { ratingValue: 4.6, ratingCount: 412, sealColor: 'silver' },
  'LEMNIA-RO': { ratingValue: 4.8, ratingCount: 1234, sealColor: 'gold' },
};

/** The provider's review page of a seeded shop (example.com: an allowed host in fake mode, never requested). */
export const reviewPageUrl = (shopId: string, language: string): string =>
  `https://example.com/reviews/${encodeURIComponent(shopId)}?lang=${encodeURIComponent(language)}`;
