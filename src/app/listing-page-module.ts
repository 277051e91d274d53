import type { Container } from 'inversify';
import { ListingStore } from '../features/catalog/listing-store';
import type { ListingPageFactory } from './page-factories';

/** Binds the listing screens' store into the app's container (once): a fresh one per screen. */
export function listingPageFactory(container: Container): ListingPageFactory {
  if (!container.isBound(ListingStore)) container.bind(ListingStore).toSelf().inTransientScope();
  return (source, params) => container.get(ListingStore).open(source, params);
}
