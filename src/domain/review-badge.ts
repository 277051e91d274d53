import type { LocaleConfig } from '../../ports/model/store-config';
import type { ReviewBadgeRequest } from '../../ports/review-badge-port';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/;
/** The seal colours a provider may name, as the shop draws them. */
const NAMED_SEAL_COLOURS: Readonly<Record<string, string>> = { gold: '#c9962b', silver: '#8c9196', bronze: '#a0643b' };

const filled = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * What to ask the review provider for: the locale config's shop id, type and source, in the
 * shop's language; null when one is missing or the display flag is off (an unsent flag allows).
 */
export function reviewBadgeRequest(config: LocaleConfig): ReviewBadgeRequest | null {
  const shopId = filled(config.shopRatingId);
  const type = filled(config.ratingType);
  const source = filled(config.ratingSource);
  if (config.flags.reviewBadge === false || shopId === null || type === null || source === null) return null;
  return { shopId, type, source, language: config.language };
}

export const sameReviewBadgeRequest = (a: ReviewBadgeRequest, b: ReviewBadgeRequest): boolean =>
  a.shopId === b.shopId && a.type === b.type && a.source === b.source && a.language === b.language;

/**
 * The provider's seal colour as a CSS colour the page may use: a hex colour (#rgb, #rrggbb) or
 * one of the named seal colours; anything else (a CSS expression, a URL, junk) is null.
 */
export function sealColour(value: string | null | undefined): string | null {
  const colour = value?.trim().toLowerCase() ?? '';
  if (HEX_COLOUR.test(colour)) return colour;
  return Object.hasOwn(NAMED_SEAL_COLOURS, colour) ? (NAMED_SEAL_COLOURS[colour] ?? null) : null;
}
