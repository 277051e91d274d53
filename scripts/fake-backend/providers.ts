import { catalogRoutes as fastCatalogRoutes } from './fast-api/catalog-routes';
import { configRoutes } from './fast-api/config-routes';
import { contentRoutes } from './fast-api/content-routes';
import { productRoutes as fastProductRoutes } from './fast-api/product-routes';
import { fastApiStates } from './fast-api/states';
import { urlResolverRoutes as fastUrlResolverRoutes } from './fast-api/url-resolver-routes';
import type { FakeWorld } from './fake-world';
import type { ProviderStates } from './provider-states';
import type { Route } from './route';
import { catalogRoutes as shopCatalogRoutes } from './shop-api/catalog-routes';
import { productRoutes as shopProductRoutes } from './shop-api/product-routes';
import { storeRoutes } from './shop-api/store-routes';
import { urlResolverRoutes as shopUrlResolverRoutes } from './shop-api/url-resolver-routes';

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
      routes: [...storeRoutes(world), ...shopCatalogRoutes(world), ...shopProductRoutes(world), ...shopUrlResolverRoutes(world)],
      states: {},
    },
    'fast-api': {
      routes: [
        ...configRoutes(world),
        ...fastCatalogRoutes(world),
        ...fastProductRoutes(world),
        ...contentRoutes(world),
        ...fastUrlResolverRoutes(world),
      ],
      states: {
        ...fastApiStates(world),
      },
    },
    'search-service': { routes: [], states: {} },
  };
}
