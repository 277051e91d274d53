import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { SearchQuery, SearchResult } from '../../ports/model/search';
import type { ShopContext } from '../../ports/model/shop-context';
import { bindingOf } from '../../ports/port-token';
import { SEARCH_PORT, type SearchPort } from '../../ports/search-port';
import { loadAreasMessages } from '../../src/shared/load-area-messages';
import type { SearchFeature } from '../../src/features/search/search-lazy-module';
import { givenAShop, type ShopOptions, type TestWorld } from './build-root-store';

interface PendingSearch {
  query: SearchQuery;
  ctx: ShopContext;
  answer(result: SearchResult): Promise<void>;
  fail(): Promise<void>;
}

/** A search port whose answers the test gives, one request at a time and in any order. */
export class ScriptedSearch implements SearchPort {
  readonly requests: PendingSearch[] = [];

  search(query: SearchQuery, ctx: ShopContext): Promise<Result<SearchResult>> {
    return new Promise((resolve) => {
      const settle = async (result: Result<SearchResult>) => {
        resolve(result);
        await Promise.resolve();
        await Promise.resolve();
      };
      this.requests.push({
        query,
        ctx,
        answer: (result) => settle(ok(result)),
        fail: () => settle(fail(portError('network', 'search service unreachable'))),
      });
    });
  }

  get last(): PendingSearch {
    const last = this.requests.at(-1);
    if (last === undefined) throw new Error('no search was sent');
    return last;
  }
}

/** A started shop whose search port is scripted, with the search's stores and messages downloaded (as the app waits for them). */
export async function givenASearch(
  options: ShopOptions = {},
): Promise<TestWorld & { search: ScriptedSearch; feature: SearchFeature }> {
  const search = new ScriptedSearch();
  const world = givenAShop({ ...options, ports: [...(options.ports ?? []), bindingOf(SEARCH_PORT, search)] });
  const feature = await world.root.searchFeature.load();
  await loadAreasMessages(['search'], world.root.shop.language);
  return { ...world, search, feature };
}
