import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { route, type Route } from '../route';
import { urlResolutionWire } from '../shop-api/catalog-wire';

const textOf = (body: unknown, key: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** The fast API's URL lookup, search_url (the storefront resolves URLs through the shop API's rewriting). */
export function urlResolverRoutes({ fakes }: FakeWorld): Route[] {
  return [
    route('POST', '/api/search_url/', async ({ body }) => {
      const resolved = await fakes.urlResolver.resolveUrl(textOf(body, 'view_url'), textOf(body, 'view_locale'));
      return fromResult(resolved, urlResolutionWire);
    }),
  ];
}
