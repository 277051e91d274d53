import { inject, injectable } from 'inversify';
import { observableRef, runInAction } from 'mobx';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import { LOGGER_PORT, type LoggerPort } from '../../../ports/logger-port';
import {
  REVIEW_BADGE_PORT,
  type ReviewBadge,
  type ReviewBadgePort,
  type ReviewBadgeRequest,
} from '../../../ports/review-badge-port';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { reviewBadgeRequest, sameReviewBadgeRequest, sealColour } from '../../domain/review-badge';
import { cachedBadgeEntry, readCachedBadge } from '../../domain/review-badge-cache';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

const CACHE_KEY = 'review_badge';

/** What the footer shows: the numbers, a checked accent colour (or none) and the review page. */
export interface ShownReviewBadge {
  ratingValue: number;
  ratingCount: number;
  /** A CSS colour the seal may use, or null for the shop's own accent. */
  accent: string | null;
  reviewPageUrl: string | null;
}

/**
 * The footer's review badge (spec 2.8, 7.6): read once per shop id, type, source and language
 * when the footer asks, kept in the session for 1800 s and reused within that time. A failure
 * shows nothing (a warning is logged).
 */
@injectable()
export class ReviewBadgeStore {
  private badge: ReviewBadge | null = null;
  /** The request the badge (or the read under way) is for. */
  private asked: ReviewBadgeRequest | null = null;

  constructor(
    @inject(REVIEW_BADGE_PORT) private readonly port: ReviewBadgePort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(LOGGER_PORT) private readonly logger: LoggerPort,
  ) {
    // Kept as given: the request is compared by identity once the answer arrives.
    observeStore<ReviewBadgeStore, 'badge' | 'asked'>(this, arguments, { badge: observableRef, asked: observableRef });
  }

  /** What the locale config asks the provider for; null when the shop shows no badge. */
  get request(): ReviewBadgeRequest | null {
    const config = this.shop.localeConfig.value;
    return config === undefined ? null : reviewBadgeRequest(config);
  }

  get shown(): ShownReviewBadge | null {
    const { badge, asked, request } = this;
    if (badge === null || asked === null || request === null || !sameReviewBadgeRequest(asked, request)) return null;
    return {
      ratingValue: badge.ratingValue,
      ratingCount: badge.ratingCount,
      accent: sealColour(badge.sealColor),
      reviewPageUrl: badge.reviewPageUrl,
    };
  }

  /** Loads the badge of the current request, unless it is loaded or loading: the session's copy within 1800 s, else the provider's. */
  async load(): Promise<void> {
    const request = this.request;
    if (request === null || (this.asked !== null && sameReviewBadgeRequest(this.asked, request))) return;
    this.asked = request;
    this.badge = readCachedBadge(this.storage.get(CACHE_KEY), request, this.clock.now());
    if (this.badge !== null) return;
    const answer = await this.port.getBadge(request);
    if (this.asked !== request) return;
    if (!answer.ok) {
      this.logger.warn('Review badge not shown:', answer.error.message);
      return;
    }
    const badge = answer.value;
    if (badge === null) return;
    runInAction(() => (this.badge = badge));
    this.storage.set(CACHE_KEY, cachedBadgeEntry(request, badge, this.clock.now()));
  }
}
