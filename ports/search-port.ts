import type { Result } from './model/result';
import type { SearchQuery, SearchResult } from './model/search';
import type { ShopContext } from './model/shop-context';
import { portToken } from './port-token';

export interface SearchPort {
  search(query: SearchQuery, ctx: ShopContext): Promise<Result<SearchResult>>;
}

export const SEARCH_PORT = portToken<SearchPort>('SearchPort');
