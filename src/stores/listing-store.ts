import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { Brand, BrandWithCount, Category, CategoryCounts, NavCategory } from '../../ports/model/category';
import type { Product, ProductPage, ProductQuery, ProductSort } from '../../ports/model/product';
import { ok, type PortError, type Result } from '../../ports/model/result';
import type { BackendPorts } from '../../ports/port-set';
import { CachedQuery, type QueryStatus } from './cached-query';
import {
  DEFAULT_LISTING_PARAMS,
  LISTING_PAGE_SIZE,
  MAX_LISTING_PAGES,
  positiveInt,
  sameParams,
  type ListingParams,
} from './listing-params';
import type { MenuStore } from './menu-store';
import { STALE_AFTER_LONG_S, type QueryCache } from './query-cache';
import type { ShopStore } from './shop-store';

/** What the catalog screens need from the root store (kept structural so no store imports the root). */
export interface CatalogRoot {
  readonly deps: { readonly backend: Pick<BackendPorts, 'catalog' | 'products'> };
  readonly cache: QueryCache;
  readonly shop: ShopStore;
  readonly menu: MenuStore;
}

// ---------------------------------------------------------------------------------------------
// Where a listing comes from
// ---------------------------------------------------------------------------------------------

export type ListingSource =
  | { kind: 'category'; categoryId: number; title?: string }
  | { kind: 'brand'; brandId: number; title?: string }
  | { kind: 'content-filter'; categoryId: number; brandId: number; title?: string }
  | { kind: 'all' }
  /** A product tag ('new', 'sale', 'eco', …) or the bestseller list, from /shop-grid-standard/{type}. */
  | { kind: 'collection'; collection: string };

const BESTSELLERS = 'bestsellers';
/** Collections (tags such as 'new' or 'sale') have no server filter: they are cut from this many products. */
export const COLLECTION_POOL_SIZE = 240;

/** /shop-grid-standard/{type}: a numeric type is a category id, anything else a collection (tag). */
export function gridSource(type: string | undefined): ListingSource {
  const raw = (type ?? '').trim();
  const id = positiveInt(raw);
  if (id !== null) return { kind: 'category', categoryId: id };
  const collection = raw.toLowerCase();
  return { kind: 'collection', collection: /^[a-z0-9-]{1,40}$/.test(collection) ? collection : '' };
}

export const sourceKey = (source: ListingSource): string => {
  switch (source.kind) {
    case 'category':
      return `category:${source.categoryId}`;
    case 'brand':
      return `brand:${source.brandId}`;
    case 'content-filter':
      return `content:${source.categoryId}:${source.brandId}`;
    case 'all':
      return 'all';
    case 'collection':
      return `collection:${source.collection}`;
  }
};

/** The selling net price a listing sorts by: the promo price when there is one. */
const sellingNet = (product: Product): number => product.promoNetPrice ?? product.netPrice;

const onSale = (product: Product): boolean =>
  product.tags.includes('sale') ||
  (product.promoNetPrice !== null && product.promoNetPrice < product.netPrice) ||
  (product.listNetPrice !== null && product.listNetPrice > sellingNet(product));

/** Depth-first path from a root of the tree to the category, inclusive; [] when it is not in the tree. */
export function categoryPath(tree: readonly NavCategory[], categoryId: number): NavCategory[] {
  for (const node of tree) {
    if (node.id === categoryId) return [node];
    const below = categoryPath(node.children, categoryId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export interface FacetOption {
  id: number;
  title: string;
  count: number;
  /** Sub-category links carry the category URL; brand and category filters do not. */
  url?: string;
}

// ---------------------------------------------------------------------------------------------
// ListingStore
// ---------------------------------------------------------------------------------------------

/** One product listing screen: its products (paged through limit/offset), sort, filters and header data. */
export class ListingStore {
  params: ListingParams;
  pageError: PortError | null = null;
  pageStatus: QueryStatus = 'idle';
  /** Pages already shown, by identity, so a country or language switch re-renders without a skeleton. */
  private readonly lastPages = observable.map<string, ProductPage>({}, { deep: false });
  private generation = 0;

  readonly category: CachedQuery<Category>;
  readonly brand: CachedQuery<Brand>;
  readonly brands: CachedQuery<BrandWithCount[]>;
  readonly childCounts: CachedQuery<CategoryCounts>;
  readonly brandCategoryCounts: CachedQuery<CategoryCounts>;
  readonly collection: CachedQuery<ProductPage>;

  constructor(
    private readonly root: CatalogRoot,
    readonly source: ListingSource,
    params: ListingParams = DEFAULT_LISTING_PARAMS,
  ) {
    this.params = { ...params };
    const { cache, shop } = root;
    const { catalog } = root.deps.backend;
    const byLocale = () => shop.locale;
    const byLocaleAndCountry = () => `${shop.locale}:${shop.countryId}`;
    const sourceCategoryId = source.kind === 'category' || source.kind === 'content-filter' ? source.categoryId : null;
    const sourceBrandId = source.kind === 'brand' || source.kind === 'content-filter' ? source.brandId : null;

    this.category = new CachedQuery({
      cache,
      identity: () => (source.kind === 'category' ? `category:${source.categoryId}` : null),
      scope: byLocale,
      load: () => catalog.getCategory(sourceCategoryId ?? 0, shop.context),
    });
    this.brand = new CachedQuery({
      cache,
      identity: () => (source.kind === 'brand' ? `brand:${source.brandId}` : null),
      scope: byLocale,
      load: () => catalog.getBrand(sourceBrandId ?? 0, shop.context),
    });
    // Brand filter: on category listings and on /products, from the brand list with its counts.
    this.brands = new CachedQuery({
      cache,
      identity: () => {
        if (source.kind === 'category') return `brand-list:${source.categoryId}`;
        if (source.kind === 'all') return `brand-list:${this.params.categoryId ?? 'all'}`;
        return null;
      },
      scope: byLocaleAndCountry,
      load: () => {
        const categoryId = source.kind === 'category' ? source.categoryId : (this.params.categoryId ?? undefined);
        return catalog.listBrands(shop.context, categoryId);
      },
    });
    // Sub-category links of a category listing, counted by the children-count endpoint
    // (category_count/children/?category_ids=<parent>: the counts of the parent's children).
    this.childCounts = new CachedQuery({
      cache,
      identity: () =>
        sourceCategoryId !== null && source.kind === 'category' ? `category-children-counts:${sourceCategoryId}` : null,
      load: () => catalog.getChildCategoryCounts([sourceCategoryId ?? 0]),
    });
    // Category filter of a brand listing (and of /products): top-level categories counted for the brand.
    this.brandCategoryCounts = new CachedQuery({
      cache,
      identity: () => {
        if (source.kind !== 'brand' && source.kind !== 'all') return null;
        const ids = this.topCategories.map((c) => c.id);
        if (ids.length === 0) return null;
        return `category-count:${source.kind === 'brand' ? source.brandId : 'all'}:${ids.join(',')}`;
      },
      load: () => this.countTopCategories(),
    });
    this.collection = new CachedQuery({
      cache,
      identity: () => {
        if (source.kind !== 'collection') return null;
        return source.collection === BESTSELLERS ? 'bestsellers' : `products:pool:${COLLECTION_POOL_SIZE}`;
      },
      scope: byLocaleAndCountry,
      load: () =>
        source.kind === 'collection' && source.collection === BESTSELLERS
          ? catalog.getBestsellers(shop.context)
          : catalog.listProducts({ limit: COLLECTION_POOL_SIZE, offset: 0, sort: 'default' }, shop.context),
    });

    makeAutoObservable<ListingStore, 'root' | 'lastPages' | 'generation'>(
      this,
      {
        root: false,
        source: false,
        lastPages: false,
        generation: false,
        category: false,
        brand: false,
        brands: false,
        childCounts: false,
        brandCategoryCounts: false,
        collection: false,
      },
      { autoBind: true },
    );
  }

  // --- parameters -----------------------------------------------------------------------------

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

  /** The parameters after 'Load more'. */
  get nextPageParams(): ListingParams {
    return { ...this.params, pages: Math.min(MAX_LISTING_PAGES, this.params.pages + 1) };
  }

  get isServerPaged(): boolean {
    return this.source.kind !== 'collection';
  }

  /** The limit/offset query of one page (index 0-based). */
  pageQuery(index: number): ProductQuery {
    const query: ProductQuery = { limit: LISTING_PAGE_SIZE, offset: index * LISTING_PAGE_SIZE, sort: this.params.sort };
    const source = this.source;
    if (source.kind === 'category' || source.kind === 'content-filter') query.categoryId = source.categoryId;
    if (source.kind === 'brand' || source.kind === 'content-filter') query.brandId = source.brandId;
    if ((source.kind === 'brand' || source.kind === 'all') && this.params.categoryId !== null)
      query.categoryId = this.params.categoryId;
    if ((source.kind === 'category' || source.kind === 'all') && this.params.brandId !== null)
      query.brandId = this.params.brandId;
    return query;
  }

  private pageIdentity(index: number): string {
    const q = this.pageQuery(index);
    return `products:${q.categoryId ?? '-'}:${q.brandId ?? '-'}:${q.sort}:${q.limit}:${q.offset}`;
  }

  private pageKey(index: number): string {
    return `${this.pageIdentity(index)}@${this.root.shop.locale}:${this.root.shop.countryId}`;
  }

  // --- products ---------------------------------------------------------------------------------

  /** The pages asked for by ?page, from the cache (undefined while a page is not there yet). */
  get pages(): (ProductPage | undefined)[] {
    if (!this.isServerPaged) return [];
    return Array.from(
      { length: this.params.pages },
      (_, index) => this.root.cache.peek<ProductPage>(this.pageKey(index)) ?? this.lastPages.get(this.pageIdentity(index)),
    );
  }

  private get collectionProducts(): Product[] {
    const source = this.source;
    const pool = this.collection.value?.products ?? [];
    if (source.kind !== 'collection') return [];
    const tagged =
      source.collection === BESTSELLERS
        ? pool
        : source.collection === 'sale'
          ? pool.filter(onSale)
          : pool.filter((p) => p.tags.some((tag) => tag.toLowerCase() === source.collection));
    if (this.params.sort === 'default') return tagged;
    const direction = this.params.sort === 'priceLowToHigh' ? 1 : -1;
    return [...tagged].sort((a, b) => direction * (sellingNet(a) - sellingNet(b)) || a.id - b.id);
  }

  /** Products on screen, in order: the contiguous pages loaded so far. */
  get products(): Product[] {
    if (!this.isServerPaged) return this.collectionProducts.slice(0, this.params.pages * LISTING_PAGE_SIZE);
    const shown: Product[] = [];
    for (const page of this.pages) {
      if (page === undefined) break;
      shown.push(...page.products);
    }
    return shown;
  }

  /** Number of products the listing has in total (the result count). */
  get total(): number {
    if (!this.isServerPaged) return this.collectionProducts.length;
    return this.pages[0]?.total ?? 0;
  }

  get hasMore(): boolean {
    return !this.isInitialLoading && this.products.length < this.total && this.params.pages < MAX_LISTING_PAGES;
  }

  /** Nothing to show yet: skeleton cards. */
  get isInitialLoading(): boolean {
    if (!this.isServerPaged) return this.collection.isLoading;
    return this.pages[0] === undefined && this.pageStatus !== 'error';
  }

  /** Later pages are on their way: skeleton cards after the loaded ones. */
  get isLoadingMore(): boolean {
    if (!this.isServerPaged) return false;
    return !this.isInitialLoading && this.pages.some((page) => page === undefined) && this.pageStatus !== 'error';
  }

  /** How many skeleton cards to show after the loaded products. */
  get pendingCount(): number {
    if (this.isInitialLoading) return LISTING_PAGE_SIZE;
    if (!this.isLoadingMore) return 0;
    const missing = this.total - this.products.length;
    return Math.max(0, Math.min(LISTING_PAGE_SIZE, missing));
  }

  get failed(): boolean {
    if (!this.isServerPaged) return this.collection.failed;
    return this.pageStatus === 'error' && this.pages.some((page) => page === undefined);
  }

  get failedError(): PortError | null {
    return this.isServerPaged ? this.pageError : this.collection.error;
  }

  get isEmpty(): boolean {
    return !this.isInitialLoading && !this.failed && this.total === 0 && this.products.length === 0;
  }

  /** Loads every page asked for through the cache (fresh pages make no request). */
  async loadPages(): Promise<void> {
    if (!this.isServerPaged) return this.collection.load();
    const { catalog } = this.root.deps.backend;
    const ctx = this.root.shop.context;
    const generation = ++this.generation;
    this.pageStatus = 'loading';
    const indexes = Array.from({ length: this.params.pages }, (_, index) => index);
    const results = await Promise.all(
      indexes.map((index) => {
        const identity = this.pageIdentity(index);
        const query = this.pageQuery(index);
        return this.root.cache
          .fetch(this.pageKey(index), () => catalog.listProducts(query, ctx), STALE_AFTER_LONG_S)
          .then((result) => ({ identity, result }));
      }),
    );
    runInAction(() => {
      if (generation !== this.generation) return;
      const failure = results.find((entry) => !entry.result.ok);
      for (const { identity, result } of results) if (result.ok) this.lastPages.set(identity, result.value);
      if (failure && !failure.result.ok) {
        this.pageError = failure.result.error;
        this.pageStatus = 'error';
      } else {
        this.pageError = null;
        this.pageStatus = 'ready';
      }
    });
  }

  retry(): void {
    void this.loadPages();
    if (this.category.failed) void this.category.load();
    if (this.brand.failed) void this.brand.load();
  }

  // --- header, breadcrumbs, filters -----------------------------------------------------------

  get title(): string | null {
    const source = this.source;
    if ('title' in source && source.title) return source.title;
    return this.category.value?.title ?? this.brand.value?.title ?? this.menuNode?.title ?? null;
  }

  get descriptionHtml(): string {
    return this.category.value?.descriptionHtml ?? this.brand.value?.descriptionHtml ?? '';
  }

  /** The header data failed with 'not found': the whole screen is a not-found screen. */
  get notFoundReason(): 'category-fetch-failed' | 'brand-fetch-failed' | null {
    if (this.category.notFound) return 'category-fetch-failed';
    if (this.brand.notFound) return 'brand-fetch-failed';
    return null;
  }

  private get tree(): NavCategory[] {
    return this.root.menu.tree.value ?? [];
  }

  private get menuNode(): NavCategory | null {
    const source = this.source;
    if (source.kind !== 'category') return null;
    return categoryPath(this.tree, source.categoryId).at(-1) ?? null;
  }

  /** Menu ancestors of a category listing (excluding itself), for the breadcrumbs. */
  get ancestors(): NavCategory[] {
    const source = this.source;
    if (source.kind !== 'category' && source.kind !== 'content-filter') return [];
    return categoryPath(this.tree, source.categoryId).slice(0, -1);
  }

  private get childCategories(): NavCategory[] {
    return this.menuNode?.children ?? [];
  }

  private get topCategories(): NavCategory[] {
    return this.tree;
  }

  private async countTopCategories(): Promise<Result<CategoryCounts>> {
    const { catalog } = this.root.deps.backend;
    const source = this.source;
    const ids = this.topCategories.map((c) => c.id);
    if (source.kind === 'all') {
      // Top-level counts for /products come from the menu's category counts (category_count).
      await this.root.menu.counts.ensure();
      const counts = this.root.menu.counts.value;
      return counts ? ok(counts) : catalog.getCategoryCounts();
    }
    const brandId = source.kind === 'brand' ? source.brandId : undefined;
    const results = await Promise.all(ids.map((id) => catalog.countCategoryProducts(id, brandId)));
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
    if (this.root.menu.tree.value === undefined) return !this.root.menu.failed;
    return this.childCategories.length > 0 && this.childCounts.isLoading;
  }

  get brandsLoading(): boolean {
    return this.brands.isLoading;
  }

  get categoriesLoading(): boolean {
    if (this.source.kind !== 'brand' && this.source.kind !== 'all') return false;
    if (this.root.menu.tree.value === undefined) return !this.root.menu.failed;
    return this.brandCategoryCounts.isLoading;
  }

  /** Brands to filter by, only those with products (count > 0). */
  get brandFacet(): FacetOption[] {
    return (this.brands.value ?? [])
      .filter((brand) => Number.isFinite(brand.count) && brand.count > 0)
      .map((brand) => ({ id: brand.id, title: brand.title, count: brand.count }));
  }

  /** Sub-categories of a category listing, only those with products. */
  get subCategoryFacet(): FacetOption[] {
    const counts = this.childCounts.value ?? {};
    return this.childCategories
      .map((child) => ({ id: child.id, title: child.title, count: counts[child.id] ?? 0, url: child.url }))
      .filter((option) => Number.isFinite(option.count) && option.count > 0);
  }

  /** Categories to filter a brand listing (or /products) by, only those with products. */
  get categoryFacet(): FacetOption[] {
    const counts = this.brandCategoryCounts.value ?? {};
    return this.topCategories
      .map((category) => ({ id: category.id, title: category.title, count: counts[category.id] ?? 0 }))
      .filter((option) => Number.isFinite(option.count) && option.count > 0);
  }

  /** Starts loading and keeps every part in step with the parameters, language and country. Returns the disposer. */
  start(): () => void {
    // Breadcrumbs and sub-category filters come from the menu tree (usually loaded at startup already).
    void this.root.menu.load();
    const disposers = [
      reaction(
        () => (this.isServerPaged ? this.pageKeys : ''),
        () => void this.loadPages(),
        { fireImmediately: true },
      ),
      this.category.watch(),
      this.brand.watch(),
      this.brands.watch(),
      this.childCounts.watch(),
      this.brandCategoryCounts.watch(),
      this.collection.watch(),
    ];
    return () => disposers.forEach((dispose) => dispose());
  }

  private get pageKeys(): string {
    return Array.from({ length: this.params.pages }, (_, index) => this.pageKey(index)).join('|');
  }
}
