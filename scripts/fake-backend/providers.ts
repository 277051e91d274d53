import { catalogRoutes as fastCatalogRoutes } from './fast-api/catalog-routes';
import { configRoutes } from './fast-api/config-routes';
import { contentRoutes } from './fast-api/content-routes';
import { pickupRoutes } from './fast-api/pickup-routes';
import { productRoutes as fastProductRoutes } from './fast-api/product-routes';
import { urlResolverRoutes as fastUrlResolverRoutes } from './fast-api/url-resolver-routes';
import type { FakeWorld } from './fake-world';
import type { ProviderStates } from './provider-states';
import type { Route } from './route';
import { cartRoutes } from './shop-api/cart-routes';
import { catalogRoutes as shopCatalogRoutes } from './shop-api/catalog-routes';
import { checkoutRoutes } from './shop-api/checkout-routes';
import { paymentRoutes } from './shop-api/payment-routes';
import { productRoutes as shopProductRoutes } from './shop-api/product-routes';
import { storeRoutes } from './shop-api/store-routes';
import { urlResolverRoutes as shopUrlResolverRoutes } from './shop-api/url-resolver-routes';

export const PROVIDERS = ['shop-api', 'fast-api', 'search-service'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ProviderApi {
  routes: Route[];
  states: ProviderStates;
}

const SHOP_API = [
  storeRoutes,
  shopCatalogRoutes,
  shopProductRoutes,
  shopUrlResolverRoutes,
  cartRoutes,
  checkoutRoutes,
  paymentRoutes,
];

const FAST_API = [configRoutes, fastCatalogRoutes, fastProductRoutes, contentRoutes, fastUrlResolverRoutes, pickupRoutes];

const routesOf = (world: FakeWorld, parts: ((world: FakeWorld) => Route[])[]): Route[] => parts.flatMap((part) => part(world));

/** Each provider's operations and provider states, over one fake world. */
export function providerApis(world: FakeWorld): Record<Provider, ProviderApi> {
  return {
    'shop-api': { routes: routesOf(world, SHOP_API), states: {} },
    'fast-api': { routes: routesOf(world, FAST_API), states: {} },
    'search-service': { routes: [], states: {} },
  };
}
