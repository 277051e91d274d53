import { inject, injectable } from 'inversify';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { isSalesBarVisible, SALES_BAR_DISMISSED_VALUE } from '../../domain/sales-bar';
import { MenuStore } from '../catalog/menu-store';
import { ShopStore } from '../shop/shop-store';
import { observeStore } from '../../shared/observe-store';

export type HeaderPanel = 'fullMenu' | 'offCanvas' | 'search';

/** UI state of the header: which menu or row is open, and the sales bar dismissal (salesBarVisible). */
@injectable()
export class HeaderStore {
  /** The stored salesBarVisible value; absent means visible. */
  salesBarStored: string | null;
  fullMenuOpen = false;
  offCanvasOpen = false;
  searchOpen = false;

  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(MenuStore) private readonly menu: MenuStore,
  ) {
    this.salesBarStored = storage.get('salesBarVisible');
    observeStore(this, arguments);
  }

  /** Loads what the header shows: the locale config and store info (shared with the footer) and the menu. */
  start(): void {
    void this.shop.localeConfig.ensure();
    void this.shop.storeInfo.ensure();
    void this.menu.load();
  }

  /** The full menu (and the off-canvas menu) shows only when the module is on. */
  get fullMenu(): boolean {
    return this.shop.localeConfig.value?.flags.fullMenu ?? false;
  }

  /** The search box shows unless the module is switched off (on until the config is known). */
  get searchEnabled(): boolean {
    return this.shop.localeConfig.value?.flags.search ?? true;
  }

  /** Hidden when dismissed, when the module is inactive, or when the entry is not active. */
  get salesBarVisible(): boolean {
    const config = this.shop.localeConfig.value;
    return isSalesBarVisible({
      entry: config?.salesBar ?? null,
      moduleActive: config?.flags.salesBar ?? false,
      dismissedValue: this.salesBarStored,
    });
  }

  /** Reads the stored dismissal again (the server-error page's Retry cleared storage). */
  restore(): void {
    this.salesBarStored = this.storage.get('salesBarVisible');
  }

  dismissSalesBar(): void {
    this.salesBarStored = SALES_BAR_DISMISSED_VALUE;
    this.storage.set('salesBarVisible', SALES_BAR_DISMISSED_VALUE);
  }

  toggleFullMenu(): void {
    this.fullMenuOpen = !this.fullMenuOpen;
  }

  closeFullMenu(): void {
    this.fullMenuOpen = false;
  }

  openOffCanvas(): void {
    this.offCanvasOpen = true;
  }

  closeOffCanvas(): void {
    this.offCanvasOpen = false;
  }

  toggleSearch(): void {
    this.searchOpen = !this.searchOpen;
  }

  closeSearch(): void {
    this.searchOpen = false;
  }

  /** Closes every panel, e.g. after a navigation. */
  closeAll(): void {
    this.fullMenuOpen = false;
    this.offCanvasOpen = false;
    this.searchOpen = false;
  }
}
