import type { FakeWorld } from '../fake-world';
import type { ProviderStates } from '../provider-states';
import { checkNoMatch, ensureMatches, languageOfPrefix } from '../states/search-data';
import { idParam, onSetup, textParam } from '../states/state-params';
import { SEARCH_AUTHORIZATION, SEARCH_PASSWORD } from './search-settings';

/** The search service's provider states (contracts/README.md, "Provider states"). */
export function searchServiceStates(world: FakeWorld): ProviderStates {
  return {
    'product {productId} (with a list price and a colour) and content {contentId} match {term} in the {prefix} indexes': onSetup(
      (p) =>
        ensureMatches(world, {
          productId: idParam(p, 'productId'),
          contentId: idParam(p, 'contentId'),
          term: textParam(p, 'term'),
          language: languageOfPrefix(textParam(p, 'prefix')),
        }),
    ),
    'nothing in the {prefix} indexes matches {term}': onSetup((p) =>
      checkNoMatch(world, textParam(p, 'term'), languageOfPrefix(textParam(p, 'prefix'))),
    ),
    // The service accepts its own credentials only: any other header is refused as these are.
    'the search credentials {authorization} are not valid': onSetup((p) => {
      const refused = textParam(p, 'authorization');
      if (refused === SEARCH_AUTHORIZATION || refused === `Bearer ${SEARCH_PASSWORD}`) {
        throw new Error('these are the credentials the search service accepts');
      }
    }),
  };
}
