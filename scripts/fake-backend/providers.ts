import { fastAddressRoutes } from './fast-api/address-routes';
import { configRoutes } from './fast-api/config-routes';
import type { FakeWorld } from './fake-world';
import type { ProviderStates } from './provider-states';
import type { Route } from './route';
import { searchRoutes } from './search-service/search-routes';
import { addressRoutes } from './shop-api/address-routes';
import { customerRoutes } from './shop-api/customer-routes';
import { newsletterRoutes } from './shop-api/newsletter-routes';
import { orderActionRoutes } from './shop-api/order-action-routes';
import { orderRoutes } from './shop-api/order-routes';
import { searchConfigRoutes } from './shop-api/search-config-routes';
import { storeRoutes } from './shop-api/store-routes';

export const PROVIDERS = ['shop-api', 'fast-api', 'search-service'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ProviderApi {
  routes: Route[];
  states: ProviderStates;
  /** false: the routes answer a missing Authorization themselves (the search service's own error body). */
  requireAuthorization?: boolean;
}

/** Each provider's operations and provider states, over one fake world. */
export function providerApis(world: FakeWorld): Record<Provider, ProviderApi> {
  return {
    'shop-api': {
      routes: [
        ...storeRoutes(world),
        ...customerRoutes(world),
        ...newsletterRoutes(world),
        ...addressRoutes(world),
        ...orderRoutes(world),
        ...orderActionRoutes(world),
        ...searchConfigRoutes(world),
      ],
      states: {},
    },
    'fast-api': {
      routes: [...configRoutes(world), ...fastAddressRoutes(world)],
      states: {},
    },
    'search-service': {
      routes: [...searchRoutes(world)],
      states: {},
      requireAuthorization: false,
    },
  };
}
