import { fromResult, queryText } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { route, type Route } from '../route';
import { urlResolutionWire, withErrorField } from './catalog-wire';

/** The shop API's URL rewriting lookup (tag catalog). */
export function urlResolverRoutes({ fakes }: FakeWorld): Route[] {
  return [
    route('GET', '/api/rewriting', async ({ query }) => {
      const resolved = await fakes.urlResolver.resolveUrl(queryText(query, 'view_url'), queryText(query, 'view_locale'));
      return withErrorField(fromResult(resolved, urlResolutionWire));
    }),
  ];
}
