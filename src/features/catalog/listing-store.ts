import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CATALOG_PORT, type CatalogPort } from '../../../ports/catalog-port';
import type { CategoryCounts, NavCategory } from '../../../ports/model/category';
import type { Product, ProductSort } from '../../../ports/model/product';
import { ok, type PortError, type Result } from '../../../ports/model/result';
import { DEFAULT_LISTING_PARAMS, LISTING_PAGE_SIZE, MAX_LISTING_PAGES, sameParams, type ListingParams } from './listing-params';
import { ListingPages } from './listing-pages';
import { listingQueries, type ListingQueries } from './listing-queries';
import { categoryPath, collectionProducts, pageQuery, type FacetOption, type ListingSource } from './listing-source';
import { MenuStore } from './menu-store';
import { QueryFactory } from '../shop/query-factory';
import { observeStore } from '../../shared/observe-store';

/** Only options with products (count > 0). */
const withProducts = (options: FacetOption[]): FacetOption[] => options.filter((option) => option.count > 0);

/** One product listing screen: its products (paged through limit/offset), sort, filters and header data. */
@injectable()
export class ListingStore {
  source: ListingSource = { kind: 'all' };
  params: ListingParams = { ...DEFAULT_LISTING_PARAMS };
  queries!: ListingQueries;
  private pager!: ListingPages;

  constructor(
    @inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @inject(QueryFactory) private readonly factory: QueryFactory,
    @inject(MenuStore) private readonly menu: MenuStore,
  ) {
    observeStore<ListingStore, 'pager'>(this, arguments, { source: false, queries: false, pager: false });
  }

  /** Which listing this screen shows, with its URL parameters; returns the store for chaining. */
  open(source: ListingSource, params: ListingParams = DEFAULT_LISTING_PARAMS): this {
    this.source = source;
    this.setParams(params);
    this.queries = listingQueries(this.factory, this.catalog, {
      source,
      params: () => this.params,
      topCategoryIds: () => this.tree.map((category) => category.id),
      countTopCategories: this.countTopCategories,
    });
    this.pager = new ListingPages(this.catalog, this.factory, () =>
      Array.from({ length: this.params.pages }, (_, index) => pageQuery(source, this.params, index, LISTING_PAGE_SIZE)),
    );
    return this;
  }

  setParams(params: ListingParams): void {
    if (!sameParams(this.params, params)) this.params = { ...params };
  }

  /** The parameters after choosing a sort order (paging restarts). */
  withSort(sort: ProductSort): ListingParams {
    return { ...this.params, sort, pages: 1 };
  }

  withBrand(brandId: number | null): ListingParams {
    return { ...this.params, brandId, pages: 1 };
  }

  withCategory(categoryId: number | null): ListingParams {
    return { ...this.params, categoryId, pages: 1 };
  }

  /** A brand or category filter is chosen (such pages are not indexed, and an empty one offers to clear). */
  get isFiltered(): boolean {
    return this.params.brandId !== null || this.params.categoryId !== null;
  }

  /** The parameters after 'Clear filters'. */
  get unfilteredParams(): ListingParams {
    return { ...this.params, brandId: null, categoryId: null, pages: 1 };
  }

  /** The parameters after 'Load more'. */
  get nextPageParams(): ListingParams {
    return { ...this.params, pages: Math.min(MAX_LISTING_PAGES, this.params.pages + 1) };
  }

  /** Collections are cut from one pool on the client; everything else is paged by the server. */
  get isServerPaged(): boolean {
    return this.source.kind !== 'collection';
  }

  private get collectionProducts(): Product[] {
    const { source } = this;
    if (source.kind !== 'collection') return [];
    return collectionProducts(this.queries.collection.value?.products ?? [], source.collection, this.params.sort);
  }

  /** Products on screen, in order: the contiguous pages loaded so far. */
  get products(): Product[] {
    if (!this.isServerPaged) return this.collectionProducts.slice(0, this.params.pages * LISTING_PAGE_SIZE);
    const shown: Product[] = [];
    for (const page of this.pager.pages) {
      if (page === undefined) break;
      shown.push(...page.products);
    }
    return shown;
  }

  /** Number of products the listing has in total (the result count). */
  get total(): number {
    return this.isServerPaged ? (this.pager.pages[0]?.total ?? 0) : this.collectionProducts.length;
  }

  get hasMore(): boolean {
    return !this.isInitialLoading && this.products.length < this.total && this.params.pages < MAX_LISTING_PAGES;
  }

  /** Nothing to show yet: skeleton cards. */
  get isInitialLoading(): boolean {
    return this.isServerPaged ? this.pager.initialLoading : this.queries.collection.isLoading;
  }

  /** Later pages are on their way: skeleton cards after the loaded ones. */
  get isLoadingMore(): boolean {
    return this.isServerPaged && this.pager.loadingMore;
  }

  /** How many skeleton cards to show after the loaded products. */
  get pendingCount(): number {
    if (this.isInitialLoading) return LISTING_PAGE_SIZE;
    if (!this.isLoadingMore) return 0;
    return Math.max(0, Math.min(LISTING_PAGE_SIZE, this.total - this.products.length));
  }

  get failed(): boolean {
    return this.isServerPaged ? this.pager.failed : this.queries.collection.failed;
  }

  get failedError(): PortError | null {
    return this.isServerPaged ? this.pager.error : this.queries.collection.error;
  }

  get isEmpty(): boolean {
    return !this.isInitialLoading && !this.failed && this.total === 0 && this.products.length === 0;
  }

  retry(): void {
    void this.loadProducts();
    if (this.queries.category.failed) void this.queries.category.load();
    if (this.queries.brand.failed) void this.queries.brand.load();
  }

  private loadProducts(): Promise<void> {
    return this.isServerPaged ? this.pager.load() : this.queries.collection.load();
  }

  get title(): string | null {
    const { source } = this;
    if ('title' in source && source.title) return source.title;
    return this.queries.category.value?.title ?? this.queries.brand.value?.title ?? this.menuNode?.title ?? null;
  }

  get descriptionHtml(): string {
    return this.queries.category.value?.descriptionHtml ?? this.queries.brand.value?.descriptionHtml ?? '';
  }

  /** The header data failed with 'not found': the whole screen is a not-found screen. */
  get notFoundReason(): 'category-fetch-failed' | 'brand-fetch-failed' | null {
    if (this.queries.category.notFound) return 'category-fetch-failed';
    if (this.queries.brand.notFound) return 'brand-fetch-failed';
    return null;
  }

  private get tree(): NavCategory[] {
    return this.menu.tree.value ?? [];
  }

  private get menuNode(): NavCategory | null {
    return this.source.kind === 'category' ? (categoryPath(this.tree, this.source.categoryId).at(-1) ?? null) : null;
  }

  /** Menu ancestors of a category listing (excluding itself), for the breadcrumbs. */
  get ancestors(): NavCategory[] {
    const { source } = this;
    if (source.kind !== 'category' && source.kind !== 'content-filter') return [];
    return categoryPath(this.tree, source.categoryId).slice(0, -1);
  }

  private async countTopCategories(): Promise<Result<CategoryCounts>> {
    const { source } = this;
    if (source.kind === 'all') {
      // Top-level counts for /products come from the menu's category counts (category_count).
      await this.menu.counts.ensure();
      const counts = this.menu.counts.value;
      return counts ? ok(counts) : this.catalog.getCategoryCounts();
    }
    const brandId = source.kind === 'brand' ? source.brandId : undefined;
    const ids = this.tree.map((category) => category.id);
    const results = await Promise.all(ids.map((id) => this.catalog.countCategoryProducts(id, brandId)));
    const counts: Record<number, number> = {};
    for (const [index, result] of results.entries()) {
      if (!result.ok) return result;
      counts[ids[index] ?? 0] = result.value;
    }
    return ok(counts);
  }

  /** The sub-category row is still waiting for the menu tree or its counts. */
  get subCategoriesLoading(): boolean {
    if (this.source.kind !== 'category') return false;
    if (this.menu.tree.value === undefined) return !this.menu.failed;
    return (this.menuNode?.children ?? []).length > 0 && this.queries.childCounts.isLoading;
  }

  get brandsLoading(): boolean {
    return this.queries.brands.isLoading;
  }

  get categoriesLoading(): boolean {
    if (this.source.kind !== 'brand' && this.source.kind !== 'all') return false;
    if (this.menu.tree.value === undefined) return !this.menu.failed;
    return this.queries.brandCategoryCounts.isLoading;
  }

  get brandFacet(): FacetOption[] {
    return withProducts((this.queries.brands.value ?? []).map(({ id, title, count }) => ({ id, title, count })));
  }

  /** Sub-categories of a category listing. */
  get subCategoryFacet(): FacetOption[] {
    const counts = this.queries.childCounts.value ?? {};
    return withProducts(
      (this.menuNode?.children ?? []).map((child) => ({
        id: child.id,
        title: child.title,
        count: counts[child.id] ?? 0,
        url: child.url,
      })),
    );
  }

  /** Categories to filter a brand listing (or /products) by. */
  get categoryFacet(): FacetOption[] {
    const counts = this.queries.brandCategoryCounts.value ?? {};
    return withProducts(
      this.tree.map((category) => ({ id: category.id, title: category.title, count: counts[category.id] ?? 0 })),
    );
  }

  /** Starts loading and keeps every part in step with the parameters, language and country. Returns the disposer. */
  start(): () => void {
    // Breadcrumbs and sub-category filters come from the menu tree (usually loaded at startup already).
    void this.menu.load();
    const disposers = [
      reaction(
        () => (this.isServerPaged ? this.pager.keys : null),
        (keys) => keys !== null && void this.pager.load(),
        { fireImmediately: true },
      ),
      ...Object.values(this.queries).map((query) => query.watch()),
    ];
    return () => disposers.forEach((dispose) => dispose());
  }
}
