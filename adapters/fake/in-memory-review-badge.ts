import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { ReviewBadge, ReviewBadgePort, ReviewBadgeRequest } from '../../ports/review-badge-port';
import { REVIEW_BADGES, reviewPageUrl } from './seed/seed-review-badges';

/**
 * The review provider of fake mode: answers the seeded badges from memory, requests nothing,
 * and records every request it would have sent.
 */
export class InMemoryReviewBadge implements ReviewBadgePort {
  readonly requests: ReviewBadgeRequest[] = [];

  async getBadge(request: ReviewBadgeRequest): Promise<Result<ReviewBadge | null>> {
    this.requests.push({ ...request });
    const badge = REVIEW_BADGES[request.shopId];
    if (badge === undefined) return fail(portError('not-found', `No badge for shop ${request.shopId}`, 404));
    return ok({ ...badge, reviewPageUrl: reviewPageUrl(request.shopId, request.language) });
  }
}
