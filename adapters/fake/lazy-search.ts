import { fail, portError, type Result } from '../../ports/model/result';
import type { SearchQuery, SearchResult } from '../../ports/model/search';
import type { ShopContext } from '../../ports/model/shop-context';
import type { SearchPort } from '../../ports/search-port';

/**
 * The search fake, built on the first search: its engine and indexes stay out of the fake family's
 * chunk. A failed load answers a network failure and is retried on the next search.
 */
export class LazySearch implements SearchPort {
  private engine: Promise<SearchPort> | null = null;

  constructor(private readonly load: () => Promise<SearchPort>) {}

  async search(query: SearchQuery, ctx: ShopContext): Promise<Result<SearchResult>> {
    let engine: SearchPort;
    try {
      this.engine ??= this.load();
      engine = await this.engine;
    } catch (error) {
      this.engine = null;
      return fail(portError('network', `search: ${error instanceof Error ? error.message : String(error)}`));
    }
    return engine.search(query, ctx);
  }
}
