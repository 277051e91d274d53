import type { Container } from 'inversify';
import type { ProductPageFactory } from './page-factories';
import { ProductStore } from '../features/product/product-store';

/** Binds the product screen's store into the app's container (once): a fresh one per screen. */
export function productPageFactory(container: Container): ProductPageFactory {
  if (!container.isBound(ProductStore)) container.bind(ProductStore).toSelf().inTransientScope();
  return (input) => container.get(ProductStore).open(input);
}
