import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { RootStore } from '../../app/root-store';
import { ScreenPreloadProvider } from '../../shared/screen-preload';
import { useStores } from '../../shared/store-context';
import type { ListingPageProps } from '../catalog/listing-route-source';
import type { ProductPageProps } from './product-page';
import { parseRouteId } from '../../shared/route-id';
import { lazyScreen } from '../../shared/lazy-screen';

const ListingPage = lazyScreen(() => import('../catalog/listing-page'), 'listing');
const ProductPage = lazyScreen(() => import('./product-page'), 'product');

/** What each catalog screen needs before it can show: its code and messages, and its stores. */
const preloadProductPage = ({ shop, productPage }: RootStore) => {
  ProductPage.preload(shop.language);
  productPage.preload();
};
const preloadListingPage = ({ shop, listingPage }: RootStore) => {
  ListingPage.preload(shop.language);
  listingPage.preload();
};

/**
 * The product page, its code downloaded on first use. Its stores start downloading together with
 * that code, not once it has arrived and rendered: one step less before the product is asked for.
 */
export function ProductPageWithStores(props: ProductPageProps) {
  const stores = useStores();
  const { id } = useParams();
  const productId = props.productId ?? parseRouteId(id);
  preloadProductPage(stores);
  // The product itself is asked for at the same time: it arrives with the code, not after it.
  if (productId !== undefined) stores.productPrefetch.prefetch(productId);
  return <ProductPage {...props} />;
}

/** A listing page, downloaded on first use together with its stores (as the product page). */
export function ListingPageWithStores(props: ListingPageProps) {
  preloadListingPage(useStores());
  return <ListingPage {...props} />;
}

/** The links below it start downloading a product page or a listing, code and stores, on the shopper's intent. */
export function CatalogScreenPreloads({ children }: { children: ReactNode }) {
  const stores = useStores();
  const preloads = useMemo(
    () => ({ product: () => preloadProductPage(stores), listing: () => preloadListingPage(stores) }),
    [stores],
  );
  return <ScreenPreloadProvider value={preloads}>{children}</ScreenPreloadProvider>;
}
