import type { Result } from './model/result';
import type { LanguageCode } from './model/shop-context';
import { portToken } from './port-token';

/** Which badge to ask the review provider for: the locale config's ids and the shop's language. */
export interface ReviewBadgeRequest {
  shopId: string;
  type: string;
  source: string;
  language: LanguageCode;
}

/** The review provider's badge data (spec 3), as the footer shows it. */
export interface ReviewBadge {
  /** The average rating, out of 5. */
  ratingValue: number;
  ratingCount: number;
  /** The seal colour as the provider gives it (unchecked: the store decides whether it is usable). */
  sealColor: string | null;
  /** The shop's review page at the provider. */
  reviewPageUrl: string | null;
}

/** The third-party review widget's data (spec 7.6). */
export interface ReviewBadgePort {
  /** The shop's badge; null when the deployment has no review service configured. */
  getBadge(request: ReviewBadgeRequest): Promise<Result<ReviewBadge | null>>;
}

export const REVIEW_BADGE_PORT = portToken<ReviewBadgePort>('ReviewBadgePort');
