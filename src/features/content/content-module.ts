import type { FeatureModule } from '../../shared/feature-module';
import { ContentStore } from './content-store';

/** The back office's pages and texts, the newsletter and the review badge. */
export const contentModule = {
  stores: { contents: ContentStore },
  lazy: {
    reviewBadge: { load: async () => ({ stores: { badge: (await import('./review-badge-store')).ReviewBadgeStore } }) },
    newsletter: { load: async () => ({ stores: { newsletter: (await import('./newsletter-store')).NewsletterStore } }) },
  },
} satisfies FeatureModule;
