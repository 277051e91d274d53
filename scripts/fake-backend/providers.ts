import { fastAddressRoutes } from './fast-api/address-routes';
import { catalogRoutes as fastCatalogRoutes } from './fast-api/catalog-routes';
import { configRoutes } from './fast-api/config-routes';
import { contentRoutes } from './fast-api/content-routes';
import { pickupRoutes } from './fast-api/pickup-routes';
import { productRoutes as fastProductRoutes } from './fast-api/product-routes';
import { fastApiStates } from './fast-api/states';
import { urlResolverRoutes as fastUrlResolverRoutes } from './fast-api/url-resolver-routes';
import type { FakeWorld } from './fake-world';
import type { ProviderStates } from './provider-states';
import { reviewService } from './review-service/review-api';
import type { Route } from './route';
import { searchRoutes } from './search-service/search-routes';
import { searchServiceStates } from './search-service/states';
import { addressRoutes } from './shop-api/address-routes';
import { cartRoutes } from './shop-api/cart-routes';
import { catalogRoutes as shopCatalogRoutes } from './shop-api/catalog-routes';
import { checkoutRoutes } from './shop-api/checkout-routes';
import { customerRoutes } from './shop-api/customer-routes';
import { newsletterRoutes } from './shop-api/newsletter-routes';
import { orderActionRoutes } from './shop-api/order-action-routes';
import { orderRoutes } from './shop-api/order-routes';
import { paymentRoutes } from './shop-api/payment-routes';
import { productRoutes as shopProductRoutes } from './shop-api/product-routes';
import { searchConfigRoutes } from './shop-api/search-config-routes';
import { shopApiStates } from './shop-api/states';
import { storeRoutes } from './shop-api/store-routes';
import { urlResolverRoutes as shopUrlResolverRoutes } from './shop-api/url-resolver-routes';

export const PROVIDERS = ['shop-api', 'fast-api', 'search-service', 'review-service'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ProviderApi {
  routes: Route[];
  states: ProviderStates;
  /** false: the routes answer a missing Authorization themselves (the search service's own error body). */
  requireAuthorization?: boolean;
}

type RouteSet = (world: FakeWorld) => Route[];

const SHOP_API: RouteSet[] = [
  storeRoutes,
  shopCatalogRoutes,
  shopProductRoutes,
  shopUrlResolverRoutes,
  cartRoutes,
  checkoutRoutes,
  paymentRoutes,
  customerRoutes,
  newsletterRoutes,
  addressRoutes,
  orderRoutes,
  orderActionRoutes,
  searchConfigRoutes,
];

const FAST_API: RouteSet[] = [
  configRoutes,
  fastCatalogRoutes,
  fastProductRoutes,
  contentRoutes,
  fastUrlResolverRoutes,
  pickupRoutes,
  fastAddressRoutes,
];

const SEARCH_SERVICE: RouteSet[] = [searchRoutes];

const routesOf = (world: FakeWorld, sets: RouteSet[]): Route[] => sets.flatMap((set) => set(world));

/** Each provider's operations and provider states, over one fake world. */
export function providerApis(world: FakeWorld): Record<Provider, ProviderApi> {
  return {
    'shop-api': { routes: routesOf(world, SHOP_API), states: shopApiStates(world) },
    'fast-api': { routes: routesOf(world, FAST_API), states: fastApiStates(world) },
    'search-service': {
      routes: routesOf(world, SEARCH_SERVICE),
      states: searchServiceStates(world),
      requireAuthorization: false,
    },
    // Public badge data: the storefront sends no Authorization.
    'review-service': { ...reviewService(), requireAuthorization: false },
  };
}
