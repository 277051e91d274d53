import type { components } from '../../../adapters/http/generated/review-service';
import { REVIEW_BADGES, reviewPageUrl } from '../../../adapters/fake/seed/seed-review-badges';
import type { ReviewBadge } from '../../../ports/review-badge-port';
import type { ProviderStates } from '../provider-states';
import { reply, replyError, route, type Route } from '../route';
import { onSetup, textParam } from '../states/state-params';

type Badge = Omit<ReviewBadge, 'reviewPageUrl'>;

const badgeWire = (badge: Badge, shopId: string, language: string): components['schemas']['ReviewBadge'] => ({
  ratingvalue: badge.ratingValue,
  ratingcount: badge.ratingCount,
  sealcolor: badge.sealColor,
  reviewpage: reviewPageUrl(shopId, language),
});

/**
 * The review provider: the seeded badges fake mode shows (adapters/fake/seed/seed-review-badges.ts),
 * plus those a provider state puts in place for a shop id of its own.
 */
export function reviewService(): { routes: Route[]; states: ProviderStates } {
  const badges = new Map<string, Badge>(Object.entries(REVIEW_BADGES));
  const routes = [
    route('GET', '/badges/{shopId}', ({ params, query }) => {
      const shopId = params['shopId'] ?? '';
      const badge = badges.get(shopId);
      return badge ? reply(badgeWire(badge, shopId, query.get('language') ?? 'ro')) : replyError(404, 'Unknown shop');
    }),
  ];
  const states: ProviderStates = {
    'shop {shopId} has a review badge': onSetup((p) => {
      const shopId = textParam(p, 'shopId');
      if (!badges.has(shopId)) badges.set(shopId, { ...REVIEW_BADGES['LEMNIA-RO']!, sealColor: '#c9962b' });
    }),
    'no badge exists for shop {shopId}': onSetup((p) => void badges.delete(textParam(p, 'shopId'))),
  };
  return { routes, states };
}
