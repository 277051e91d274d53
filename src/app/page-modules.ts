import type { Container } from 'inversify';
import { ListingStore } from '../stores/listing-store';
import type { ListingPageFactory, ProductPageFactory } from '../stores/page-factories';
import { ProductStore } from '../stores/product-store';

/** Binds the listing screens' store into the app's container (once): a fresh one per screen. */
export function listingPageFactory(container: Container): ListingPageFactory {
  if (!container.isBound(ListingStore)) container.bind(ListingStore).toSelf().inTransientScope();
  return (source, params) => container.get(ListingStore).open(source, params);
}

/** Binds the product screen's store into the app's container (once): a fresh one per screen. */
export function productPageFactory(container: Container): ProductPageFactory {
  if (!container.isBound(ProductStore)) container.bind(ProductStore).toSelf().inTransientScope();
  return (input) => container.get(ProductStore).open(input);
}
