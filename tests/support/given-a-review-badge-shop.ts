import type { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import type { AppConfig } from '../../ports/config-port';
import { REVIEW_BADGE_PORT, type ReviewBadgePort } from '../../ports/review-badge-port';
import type { ReviewBadgeStore } from '../../src/features/content/review-badge-store';
import { aFakeFamily, shopSettingsLoaded, type TestWorld } from './build-root-store';
import { givenARecordedPort } from './given-a-recorded-port';
import type { RecordingPort } from './recording-port';
import { storeBinding, type StoreData } from './store-data';

export interface ReviewBadgeWorld extends TestWorld {
  recorded: RecordingPort<ReviewBadgePort>;
  /** The footer's review badge store, downloaded. */
  badge: ReviewBadgeStore;
}

export interface ReviewBadgeShopOptions {
  /** Locale-config changes; the seeded config names the fake provider's shop ids. */
  locale?: StoreData['locale'];
  /** Review port methods to replace (the fake provider answers otherwise). */
  answers?: Partial<ReviewBadgePort>;
  /** The session storage of an earlier page in the same tab. */
  storage?: InMemoryStorage;
  clock?: InMemoryClock;
  config?: Partial<AppConfig>;
}

/**
 * A started shop with its settings loaded and the review badge store downloaded; the review
 * port is recorded. Nothing is read until the test calls `badge.load()`, as the footer does.
 */
export async function givenAReviewBadgeShop(options: ReviewBadgeShopOptions = {}): Promise<ReviewBadgeWorld> {
  const family = aFakeFamily(options.clock);
  const ports = options.locale === undefined ? [] : [storeBinding(family.fakes, { locale: options.locale })];
  const world = givenARecordedPort(REVIEW_BADGE_PORT, (fakes) => fakes.reviewBadge, options.answers, {
    ...family,
    storage: options.storage ?? new InMemoryStorage(),
    config: options.config,
    ports,
  });
  await shopSettingsLoaded(world);
  await world.root.footer.load();
  return { ...world, badge: (await world.root.reviewBadge.load()).badge };
}
