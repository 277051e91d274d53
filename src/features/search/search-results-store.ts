import { inject, injectable } from 'inversify';
import type { Result } from '../../../ports/model/result';
import type { SearchCategoryFacet, SearchProductHit, SearchResult } from '../../../ports/model/search';
import { SEARCH_PORT, type SearchPort } from '../../../ports/search-port';
import {
  checkSearchTerm,
  SEARCH_CHUNK,
  SEARCH_FIRST_LOAD,
  SEARCH_MAX_LENGTH,
  cappedTotal,
  type SearchLoading,
} from '../../domain/search-term';
import { LatestOnly } from '../../shared/latest-only';
import { QueryCache } from '../../shared/query-cache';
import { SearchTrackingStore } from './search-tracking-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/**
 * One results page, /search/{term}[?category=]: the first 5 products, then 6 more each time the
 * shopper nears the end; the category sidebar comes from the first answer. The searched term is
 * counted as a search.
 */
@injectable()
export class SearchResultsStore {
  term = '';
  category: string | null = null;
  tooShort = false;
  /** The term in the URL was longer than the limit: the page searches its first characters and says so. */
  shortened = false;
  loading: SearchLoading = 0;
  products: SearchProductHit[] = [];
  total = 0;
  categories: SearchCategoryFacet[] = [];
  failed = false;
  /** Whether the first page has arrived (an empty answer included). */
  searched = false;
  private readonly latest = new LatestOnly();

  constructor(
    @inject(SEARCH_PORT) private readonly port: SearchPort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(SearchTrackingStore) private readonly tracking: SearchTrackingStore,
    @inject(QueryCache) private readonly cache: QueryCache,
  ) {
    observeStore<SearchResultsStore, 'latest'>(this, arguments, { latest: false });
  }

  /** Which term (from the URL) and category this page shows. */
  open(rawTerm: string, category: string | null): this {
    const check = checkSearchTerm(rawTerm);
    this.term = check.ok ? check.term : rawTerm.trim();
    this.tooShort = !check.ok;
    this.shortened = check.ok && Array.from(rawTerm.trim()).length > SEARCH_MAX_LENGTH;
    this.category = category === null || category.trim() === '' ? null : category;
    // A first answer already read (on the server, for the page the browser hydrates) shows at once.
    const known = this.tooShort ? undefined : this.cache.peek<SearchResult>(this.firstKey);
    if (known !== undefined) this.receive({ ok: true, value: known }, 0);
    return this;
  }

  /** The first answer, read through the query cache under what was asked, in which language and country. */
  private get firstKey(): string {
    const { locale, countryId } = this.shop.context;
    return `search:${locale}:${countryId}:${this.category ?? ''}:${this.term}`;
  }

  /** The first answer, without counting a search: what a page rendered on the server waits for. */
  preload(): Promise<void> {
    return this.tooShort ? Promise.resolve() : this.loadFirst();
  }

  get hasMore(): boolean {
    return this.searched && !this.failed && this.products.length < this.total;
  }

  get shownTotal(): { count: number; capped: boolean } {
    return cappedTotal(this.total);
  }

  get noResults(): boolean {
    return this.searched && !this.failed && this.total === 0;
  }

  start(): () => void {
    if (!this.tooShort) {
      this.tracking.searched(this.term);
      void this.loadFirst();
    }
    return this.latest.drop.bind(this.latest);
  }

  retry(): void {
    if (this.searched) void this.loadMore();
    else void this.loadFirst();
  }

  /** The next chunk; ignored while one is loading or when all are shown. */
  async loadMore(): Promise<void> {
    if (this.loading !== 0 || !this.searched || this.products.length >= this.total) return;
    await this.fetch(2, this.products.length, SEARCH_CHUNK);
  }

  private async loadFirst(): Promise<void> {
    await this.fetch(1, 0, SEARCH_FIRST_LOAD);
  }

  private async fetch(loading: SearchLoading, offset: number, limit: number): Promise<void> {
    const isCurrent = this.latest.begin();
    this.loading = loading;
    this.failed = false;
    const query = { term: this.term, offset, limit, ...(this.category === null ? {} : { category: this.category }) };
    const ask = () => this.port.search(query, this.shop.context);
    const answer = await (offset === 0 ? this.cache.fetch(this.firstKey, ask) : ask());
    if (isCurrent()) this.receive(answer, offset);
  }

  private receive(answer: Result<SearchResult>, offset: number): void {
    this.loading = 0;
    if (!answer.ok) {
      this.failed = true;
      return;
    }
    const { products, total, categories } = answer.value;
    const shown = new Set(offset === 0 ? [] : this.products.map((hit) => hit.id));
    this.products = [...(offset === 0 ? [] : this.products), ...products.filter((hit) => !shown.has(hit.id))];
    this.total = total;
    if (offset === 0) this.categories = categories;
    this.searched = true;
  }
}
