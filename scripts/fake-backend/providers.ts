import { configRoutes } from './fast-api/config-routes';
import { pickupRoutes } from './fast-api/pickup-routes';
import type { FakeWorld } from './fake-world';
import type { ProviderStates } from './provider-states';
import type { Route } from './route';
import { cartRoutes } from './shop-api/cart-routes';
import { checkoutRoutes } from './shop-api/checkout-routes';
import { paymentRoutes } from './shop-api/payment-routes';
import { storeRoutes } from './shop-api/store-routes';

export const PROVIDERS = ['shop-api', 'fast-api', 'search-service'] as const;
export type Provider = (typeof PROVIDERS)[number];

export interface ProviderApi {
  routes: Route[];
  states: ProviderStates;
}

/** Each provider's operations and provider states, over one fake world. */
export function providerApis(world: FakeWorld): Record<Provider, ProviderApi> {
  return {
    'shop-api': {
      routes: [...storeRoutes(world), ...cartRoutes(world), ...checkoutRoutes(world), ...paymentRoutes(world)],
      states: {},
    },
    'fast-api': {
      routes: [...configRoutes(world), ...pickupRoutes(world)],
      states: {},
    },
    'search-service': { routes: [], states: {} },
  };
}
