import { inject, injectable } from 'inversify';
import { CATALOG_PORT, type CatalogPort } from '../../../ports/catalog-port';
import type { NavCategory } from '../../../ports/model/category';
import type { Product, ProductPage } from '../../../ports/model/product';
import type { CachedQuery } from '../../shared/cached-query';
import { inIdOrder, productsByIds } from '../catalog/products-by-ids';
import { MenuStore } from '../catalog/menu-store';
import { QueryFactory } from '../shop/query-factory';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

export interface CategoryEntry {
  category: NavCategory;
  count: number;
}

/** The home page: homepage products from the locale config, bestsellers and category entry points. */
@injectable()
export class HomeStore {
  readonly featured: CachedQuery<ProductPage>;
  readonly bestsellers: CachedQuery<ProductPage>;

  constructor(
    @inject(CATALOG_PORT) catalog: CatalogPort,
    @inject(QueryFactory) factory: QueryFactory,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(MenuStore) private readonly menu: MenuStore,
  ) {
    this.featured = productsByIds(factory, catalog, () => this.featuredIds, 'home');
    this.bestsellers = factory.create({
      identity: () => 'bestsellers',
      scope: 'language+country',
      load: (ctx) => catalog.getBestsellers(ctx),
    });
    observeStore(this, arguments, { featured: false, bestsellers: false });
  }

  get featuredIds(): number[] {
    return (this.shop.localeConfig.value?.homepageProductIds ?? []).filter((id) => id > 0);
  }

  /** Waiting for the locale config, or for the products. */
  get featuredLoading(): boolean {
    return this.shop.localeConfig.isLoading || this.featured.isLoading;
  }

  get featuredProducts(): Product[] {
    return inIdOrder(this.featured.value?.products ?? [], this.featuredIds);
  }

  get bestsellerProducts(): Product[] {
    return (this.bestsellers.value?.products ?? []).slice(0, 12);
  }

  /** Top-level menu categories with products (count > 0). */
  get categories(): CategoryEntry[] {
    const counts = this.menu.counts.value ?? {};
    return (this.menu.tree.value ?? [])
      .map((category) => ({ category, count: counts[category.id] ?? 0 }))
      .filter((entry) => entry.count > 0);
  }

  get categoriesLoading(): boolean {
    return !this.menu.ready && !this.menu.failed;
  }

  start(): () => void {
    void this.menu.load();
    void this.shop.localeConfig.ensure();
    const disposers = [this.featured.watch(), this.bestsellers.watch()];
    return () => disposers.forEach((dispose) => dispose());
  }
}
