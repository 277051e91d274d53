import { lazy } from 'react';
import { useStores } from '../store-context';
import type { ListingPageProps } from './listing-route-source';
import type { ProductPageProps } from './product-page';

const ListingPage = lazy(() => import('./listing-page'));
const ProductPage = lazy(() => import('./product-page'));

/**
 * The product page, its code downloaded on first use. Its stores start downloading together with
 * that code, not once it has arrived and rendered: one step less before the product is asked for.
 */
export function ProductPageWithStores(props: ProductPageProps) {
  useStores().productPage.preload();
  return <ProductPage {...props} />;
}

/** A listing page, downloaded on first use together with its stores (as the product page). */
export function ListingPageWithStores(props: ListingPageProps) {
  useStores().listingPage.preload();
  return <ListingPage {...props} />;
}
