import type { Container } from 'inversify';
import { ReviewBadgeStore } from '../stores/review-badge-store';

/** Binds the footer's review badge store into the app's container (once) and returns it. */
export function reviewBadgeStore(container: Container): ReviewBadgeStore {
  if (!container.isBound(ReviewBadgeStore)) container.bind(ReviewBadgeStore).toSelf();
  return container.get(ReviewBadgeStore);
}
