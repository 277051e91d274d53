import { inject, injectable } from 'inversify';
import { CLOCK_PORT, type ClockPort } from '../../../ports/clock-port';
import type { Result } from '../../../ports/model/result';
import type { SearchContentHit, SearchProductHit, SearchResult } from '../../../ports/model/search';
import { SEARCH_PORT, type SearchPort } from '../../../ports/search-port';
import {
  cappedTotal,
  checkSearchTerm,
  CONTENT_LINKS_MAX,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FIRST_LOAD,
  type SearchLoading,
} from '../../domain/search-term';
import { searchHitPath } from '../../domain/search-hit-path';
import { LatestOnly } from '../../shared/latest-only';
import { SearchTrackingStore } from './search-tracking-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/**
 * The header's live search: 300 ms after the last keystroke a term of 4 or more characters
 * searches the first 5 products with content links and categories; a shorter one clears the
 * results and says so. An answer for an older term is dropped.
 */
@injectable()
export class SearchBoxStore {
  term = '';
  tooShort = false;
  loading: SearchLoading = 0;
  result: SearchResult | null = null;
  /** The term the result (or failure) is for. */
  resultTerm = '';
  failed = false;
  /** Whether the dropdown may show: the box has the focus and Escape has not hidden it. */
  shown = true;
  /** The product the arrow keys have reached in the dropdown (its index in the results), or null. */
  activeIndex: number | null = null;
  private cancelDebounce: (() => void) | null = null;
  private readonly latest = new LatestOnly();

  constructor(
    @inject(SEARCH_PORT) private readonly port: SearchPort,
    @inject(CLOCK_PORT) private readonly clock: ClockPort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(SearchTrackingStore) private readonly tracking: SearchTrackingStore,
  ) {
    observeStore<SearchBoxStore, 'latest'>(this, arguments, { latest: false });
  }

  get contentLinks(): SearchContentHit[] {
    return (this.result?.contents ?? []).slice(0, CONTENT_LINKS_MAX);
  }

  get shownTotal(): { count: number; capped: boolean } {
    return cappedTotal(this.result?.total ?? 0);
  }

  /** Nothing found for a settled term. */
  get empty(): boolean {
    return this.result !== null && this.result.products.length === 0 && this.result.contents.length === 0;
  }

  /** Whether the dropdown has something to show: a pending search, a failure or an answer. */
  get hasPanel(): boolean {
    return this.loading !== 0 || this.failed || this.result !== null;
  }

  get activeHit(): SearchProductHit | null {
    return this.activeIndex === null ? null : (this.result?.products[this.activeIndex] ?? null);
  }

  /** Down from none reaches the first product, up the last; past either end it comes round. */
  moveActive(step: 1 | -1): void {
    const count = this.result?.products.length ?? 0;
    if (count === 0) return;
    const from = this.activeIndex ?? (step === 1 ? -1 : count);
    this.activeIndex = (from + step + count) % count;
  }

  /** The dropdown shows: it may, and it has something to show. */
  get expanded(): boolean {
    return this.shown && this.hasPanel;
  }

  show(): void {
    this.shown = true;
  }

  hide(): void {
    this.shown = false;
    this.activeIndex = null;
  }

  /**
   * A key in the search form (true: used). Escape hides the dropdown. In the box, the arrows move
   * the active product, or show a hidden dropdown; Enter on an active product closes the dropdown
   * and answers the product's path.
   */
  keyDown(key: string, inBox: boolean): boolean | string {
    if (key === 'Escape') {
      this.hide();
      return true;
    }
    if (!inBox) return false;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      if (this.expanded) this.moveActive(key === 'ArrowDown' ? 1 : -1);
      else this.show();
      return true;
    }
    const hit = key === 'Enter' && this.expanded ? this.activeHit : null;
    if (hit === null) return false;
    this.close();
    return searchHitPath(hit);
  }

  setTerm(text: string): void {
    if (text === this.term) return;
    this.term = text;
    this.activeIndex = null;
    this.cancelDebounce?.();
    this.latest.drop();
    if (checkSearchTerm(text).ok) this.tooShort = false;
    else this.clearResults();
    this.cancelDebounce = this.clock.schedule(SEARCH_DEBOUNCE_MS, this.settle);
  }

  retry(): void {
    this.settle();
  }

  /** The dropdown closes (a result was followed, or the search left): nothing more arrives. */
  close(): void {
    this.cancelDebounce?.();
    this.cancelDebounce = null;
    this.latest.drop();
    this.clearResults();
  }

  private settle(): void {
    this.cancelDebounce = null;
    const check = checkSearchTerm(this.term);
    this.tooShort = !check.ok && this.term.trim() !== '';
    if (check.ok) void this.search(check.term);
  }

  private async search(term: string): Promise<void> {
    this.tracking.searched(term);
    const isCurrent = this.latest.begin();
    this.loading = 1;
    this.failed = false;
    const answer = await this.port.search({ term, offset: 0, limit: SEARCH_FIRST_LOAD }, this.shop.context);
    if (isCurrent()) this.receive(answer, term);
  }

  private receive(answer: Result<SearchResult>, term: string): void {
    this.loading = 0;
    this.activeIndex = null;
    this.resultTerm = term;
    this.failed = !answer.ok;
    this.result = answer.ok ? answer.value : null;
  }

  private clearResults(): void {
    this.loading = 0;
    this.activeIndex = null;
    this.failed = false;
    this.result = null;
  }
}
