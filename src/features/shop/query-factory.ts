import { inject, injectable } from 'inversify';
import type { Result } from '../../../ports/model/result';
import type { ShopContext } from '../../../ports/model/shop-context';
import { CachedQuery } from '../../shared/cached-query';
import { QueryCache } from '../../shared/query-cache';
import { ShopStore } from './shop-store';

/** What an answer depends on besides what is asked: nothing, the language, or the language and the country. */
export type QueryScope = 'global' | 'language' | 'language+country';

export interface QuerySpec<T> {
  /** What is asked, without language and country; null while there is nothing to ask yet. */
  identity: () => string | null;
  scope: QueryScope;
  load: (ctx: ShopContext) => Promise<Result<T>>;
  staleAfterS?: number;
}

/** Builds the cached reads of the catalog screens, keyed by what is asked and the shopper's language and country. */
@injectable()
export class QueryFactory {
  constructor(
    @inject(QueryCache) readonly cache: QueryCache,
    @inject(ShopStore) private readonly shop: ShopStore,
  ) {}

  create<T>(spec: QuerySpec<T>): CachedQuery<T> {
    return new CachedQuery({
      cache: this.cache,
      identity: spec.identity,
      scope: () => this.scopeKey(spec.scope),
      load: () => spec.load(this.shop.context),
      ...(spec.staleAfterS === undefined ? {} : { staleAfterS: spec.staleAfterS }),
    });
  }

  /** The cache key suffix of a scope ('' when the answer depends on neither language nor country). */
  scopeKey(scope: QueryScope): string {
    if (scope === 'global') return '';
    return scope === 'language' ? this.shop.locale : `${this.shop.locale}:${this.shop.countryId}`;
  }

  get context(): ShopContext {
    return this.shop.context;
  }
}
