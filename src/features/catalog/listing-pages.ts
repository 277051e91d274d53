import { observable, runInAction } from 'mobx';
import type { CatalogPort } from '../../../ports/catalog-port';
import type { ProductPage, ProductQuery } from '../../../ports/model/product';
import type { PortError } from '../../../ports/model/result';
import type { QueryStatus } from '../../shared/cached-query';
import type { QueryFactory } from '../shop/query-factory';
import { STALE_AFTER_LONG_S } from '../../shared/query-cache';
import { observeStore } from '../../shared/observe-store';

/**
 * The pages of a server-paged listing (limit/offset), read through the query cache. Pages already
 * shown are kept by what they ask, so a country or language switch re-renders without a skeleton.
 */
export class ListingPages {
  status: QueryStatus = 'idle';
  error: PortError | null = null;
  private readonly lastPages = observable.map<string, ProductPage>({}, { deep: false });
  private generation = 0;

  constructor(
    private readonly catalog: CatalogPort,
    private readonly factory: QueryFactory,
    /** The queries of the pages asked for, in order. */
    private readonly queries: () => ProductQuery[],
  ) {
    observeStore<ListingPages, 'catalog' | 'factory' | 'queries' | 'lastPages' | 'generation'>(this, arguments, {
      catalog: false,
      factory: false,
      queries: false,
      lastPages: false,
      generation: false,
    });
  }

  private identity(query: ProductQuery): string {
    return `products:${query.categoryId ?? '-'}:${query.brandId ?? '-'}:${query.sort}:${query.limit}:${query.offset}`;
  }

  private key(query: ProductQuery): string {
    return `${this.identity(query)}@${this.factory.scopeKey('language+country')}`;
  }

  /** What to watch: every page's key, language and country included. */
  get keys(): string {
    return this.queries().map(this.key).join('|');
  }

  /** The pages asked for, from the cache (undefined while a page is not there yet). */
  get pages(): (ProductPage | undefined)[] {
    return this.queries().map(
      (query) => this.factory.cache.peek<ProductPage>(this.key(query)) ?? this.lastPages.get(this.identity(query)),
    );
  }

  /** Loads every page asked for through the cache (fresh pages make no request). */
  async load(): Promise<void> {
    const ctx = this.factory.context;
    const generation = ++this.generation;
    this.status = 'loading';
    const results = await Promise.all(
      this.queries().map((query) =>
        this.factory.cache
          .fetch(this.key(query), () => this.catalog.listProducts(query, ctx), STALE_AFTER_LONG_S)
          .then((result) => ({ identity: this.identity(query), result })),
      ),
    );
    runInAction(() => {
      if (generation !== this.generation) return;
      for (const { identity, result } of results) if (result.ok) this.lastPages.set(identity, result.value);
      const failure = results.find((entry) => !entry.result.ok)?.result;
      this.error = failure && !failure.ok ? failure.error : null;
      this.status = this.error === null ? 'ready' : 'error';
    });
  }

  get initialLoading(): boolean {
    return this.pages[0] === undefined && this.status !== 'error';
  }

  get loadingMore(): boolean {
    return !this.initialLoading && this.pages.some((page) => page === undefined) && this.status !== 'error';
  }

  get failed(): boolean {
    return this.status === 'error' && this.pages.some((page) => page === undefined);
  }
}
