import type { FeatureModule } from '../../shared/feature-module';
import { MenuStore } from './menu-store';
import { ProductPrefetchStore } from './product-prefetch-store';
import { RecentlyViewedStore } from './recently-viewed-store';
import { UrlResolutionStore } from './url-resolution-store';

/** The categories, the listings, the shop's own URLs and the recently viewed products. */
export const catalogModule = {
  stores: {
    menu: MenuStore,
    urlResolution: UrlResolutionStore,
    recentlyViewed: RecentlyViewedStore,
    productPrefetch: ProductPrefetchStore,
  },
  lazy: {
    listingPage: { load: async () => ({ stores: {}, screens: { listing: (await import('./listing-store')).ListingStore } }) },
  },
} satisfies FeatureModule;
