import { makeAutoObservable } from 'mobx';
import type { CatalogPort } from '../../ports/catalog-port';
import type { CategoryCounts, NavCategory } from '../../ports/model/category';
import { fullMenuTree, megaMenuGroups, offCanvasTree } from '../domain/menu-visibility';
import type { QueryCache } from './query-cache';
import { Resource } from './resource';
import type { ShopStore } from './shop-store';

/** The category tree and product counts behind the mega-menu, full-screen menu and off-canvas menu. */
export class MenuStore {
  readonly tree: Resource<NavCategory[]>;
  readonly counts: Resource<CategoryCounts>;

  constructor(
    private readonly catalog: CatalogPort,
    private readonly shop: ShopStore,
    private readonly cache: QueryCache,
  ) {
    this.tree = new Resource(() =>
      this.cache.fetch(`category-menu:${this.shop.locale}`, () => this.catalog.getCategoryMenu(this.shop.context)),
    );
    this.counts = new Resource(() => this.cache.fetch('category-counts', () => this.catalog.getCategoryCounts()));
    makeAutoObservable<MenuStore, 'catalog' | 'shop' | 'cache'>(
      this,
      { catalog: false, shop: false, cache: false, tree: false, counts: false },
      { autoBind: true },
    );
  }

  load(): Promise<unknown> {
    return Promise.all([this.tree.ensure(), this.counts.ensure()]);
  }

  get ready(): boolean {
    return this.tree.status === 'ready' && this.counts.status === 'ready';
  }

  get failed(): boolean {
    return this.tree.status === 'error' || this.counts.status === 'error';
  }

  retry(): void {
    void this.tree.reload();
    void this.counts.reload();
  }

  get fullMenu(): NavCategory[] {
    return fullMenuTree(this.tree.value ?? [], this.counts.value ?? {});
  }

  get offCanvas(): NavCategory[] {
    return offCanvasTree(this.tree.value ?? [], this.counts.value ?? {});
  }

  megaMenu(root: NavCategory): ReturnType<typeof megaMenuGroups> {
    return megaMenuGroups(root, this.counts.value ?? {});
  }
}
