import { makeAutoObservable } from 'mobx';
import type { NavCategory } from '../../ports/model/category';
import type { Product, ProductPage } from '../../ports/model/product';
import { ok } from '../../ports/model/result';
import { CachedQuery } from './cached-query';
import type { CatalogRoot } from './listing-store';
import type { RecentlyViewedStore } from './recently-viewed-store';

export interface HomeRoot extends CatalogRoot {
  readonly recentlyViewed: RecentlyViewedStore;
}

export interface CategoryEntry {
  category: NavCategory;
  count: number;
}

/** Products by id in the order of the ids (the server may return them in any order; missing ones are skipped). */
export function inIdOrder(products: readonly Product[], ids: readonly number[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product === undefined ? [] : [product];
  });
}

/** A list of products by id through the cache (homepage products, recently viewed). */
export function productsByIds(root: CatalogRoot, ids: () => readonly number[], name: string): CachedQuery<ProductPage> {
  return new CachedQuery({
    cache: root.cache,
    identity: () => {
      const list = ids();
      return list.length === 0 ? null : `products:${name}:${list.join(',')}`;
    },
    scope: () => `${root.shop.locale}:${root.shop.countryId}`,
    load: () => {
      const list = [...ids()];
      if (list.length === 0) return Promise.resolve(ok({ products: [], total: 0 }));
      return root.deps.backend.catalog.listProducts(
        { ids: list, limit: list.length, offset: 0, sort: 'default' },
        root.shop.context,
      );
    },
  });
}

/** The home page: homepage products from the locale config, bestsellers, category entry points and recently viewed. */
export class HomeStore {
  readonly featured: CachedQuery<ProductPage>;
  readonly bestsellers: CachedQuery<ProductPage>;
  readonly recent: CachedQuery<ProductPage>;

  constructor(private readonly root: HomeRoot) {
    this.featured = productsByIds(root, () => this.featuredIds, 'home');
    this.bestsellers = new CachedQuery({
      cache: root.cache,
      identity: () => 'bestsellers',
      scope: () => `${root.shop.locale}:${root.shop.countryId}`,
      load: () => root.deps.backend.catalog.getBestsellers(root.shop.context),
    });
    this.recent = productsByIds(root, () => root.recentlyViewed.ids, 'recent');
    makeAutoObservable<HomeStore, 'root'>(
      this,
      { root: false, featured: false, bestsellers: false, recent: false },
      { autoBind: true },
    );
  }

  get featuredIds(): number[] {
    return (this.root.shop.localeConfig.value?.homepageProductIds ?? []).filter((id) => Number.isSafeInteger(id) && id > 0);
  }

  /** Waiting for the locale config, or for the products. */
  get featuredLoading(): boolean {
    return this.root.shop.localeConfig.isLoading || this.featured.isLoading;
  }

  get featuredProducts(): Product[] {
    return inIdOrder(this.featured.value?.products ?? [], this.featuredIds);
  }

  get bestsellerProducts(): Product[] {
    return (this.bestsellers.value?.products ?? []).slice(0, 12);
  }

  get recentProducts(): Product[] {
    return inIdOrder(this.recent.value?.products ?? [], this.root.recentlyViewed.ids);
  }

  /** Top-level menu categories with products (count > 0). */
  get categories(): CategoryEntry[] {
    const counts = this.root.menu.counts.value ?? {};
    return (this.root.menu.tree.value ?? [])
      .map((category) => ({ category, count: counts[category.id] ?? 0 }))
      .filter((entry) => entry.count > 0);
  }

  get categoriesLoading(): boolean {
    return !this.root.menu.ready && !this.root.menu.failed;
  }

  start(): () => void {
    void this.root.menu.load();
    void this.root.shop.localeConfig.ensure();
    const disposers = [this.featured.watch(), this.bestsellers.watch(), this.recent.watch()];
    return () => disposers.forEach((dispose) => dispose());
  }
}
