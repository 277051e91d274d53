import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CATALOG_PORT, type CatalogPort } from '../../../ports/catalog-port';
import type { CategoryCounts, NavCategory } from '../../../ports/model/category';
import type { Content } from '../../../ports/model/content';
import type { MenuLink } from '../../../ports/model/store-config';
import { fullMenuTree, megaMenuGroups, offCanvasTree } from '../../domain/menu-visibility';
import { ContentStore } from '../content/content-store';
import { QueryCache } from '../../shared/query-cache';
import { Resource } from '../../shared/resource';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

/** The category tree, product counts, content pages and links behind the mega-menu, full-screen and off-canvas menus. */
@injectable()
export class MenuStore {
  readonly tree: Resource<NavCategory[]>;
  readonly counts: Resource<CategoryCounts>;

  constructor(
    @inject(CATALOG_PORT) private readonly catalog: CatalogPort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(QueryCache) private readonly cache: QueryCache,
    @inject(ContentStore) private readonly contents: ContentStore,
  ) {
    this.tree = new Resource(() =>
      this.cache.fetch(`category-menu:${this.shop.locale}`, () => this.catalog.getCategoryMenu(this.shop.context)),
    );
    this.counts = new Resource(() => this.cache.fetch('category-counts', () => this.catalog.getCategoryCounts()));
    observeStore(this, arguments, { tree: false, counts: false });
  }

  load(): Promise<unknown> {
    return Promise.all([this.tree.ensure(), this.counts.ensure()]);
  }

  /** Loads the menus, again in a new language, and their content pages whenever the language or the configured ids change. */
  start(): () => void {
    void this.load();
    const disposers = [
      reaction(
        () => this.shop.locale,
        () => void this.tree.reload(),
      ),
      reaction(
        () => `${this.shop.locale}|${this.contentIds.join()}`,
        () => void this.loadContents(),
        { fireImmediately: true },
      ),
    ];
    return () => disposers.forEach((dispose) => dispose());
  }

  private get contentIds(): number[] {
    return this.shop.localeConfig.value?.menuContentIds ?? [];
  }

  /** Loads the configured content pages (localeConfig.menuContentIds) in the current language. */
  loadContents(): Promise<unknown> {
    return Promise.all(this.contentIds.map((id) => this.contents.byId(id).ensure()));
  }

  /** The configured content pages that loaded, in the configured order. */
  get contentPages(): Content[] {
    return this.contentIds.flatMap((id) => {
      const content = this.contents.byId(id).value;
      return content === undefined ? [] : [content];
    });
  }

  get links(): MenuLink[] {
    return this.shop.localeConfig.value?.menuLinks ?? [];
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
