import { inject, injectable } from 'inversify';
import { STORAGE_PORT, type StoragePort } from '../../ports/storage-port';
import { CartResetStore } from './cart-reset-store';
import { MenuStore } from './menu-store';
import { QueryCache } from './query-cache';
import { SessionStore } from './session-store';
import { ShopStore } from './shop-store';

/** The server-connection error page (section 2.8). */
@injectable()
export class ServerErrorStore {
  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CartResetStore) private readonly cartReset: CartResetStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(QueryCache) private readonly cache: QueryCache,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(MenuStore) private readonly menu: MenuStore,
  ) {}

  /**
   * Retry: clears session and local storage and the cart, then loads the shop state again.
   * (The error boundary never does this.)
   */
  retry(): void {
    this.storage.clearAll();
    this.cartReset.all();
    this.session.restore();
    this.cache.invalidate();
    void this.shop.localeConfig.reload();
    void this.shop.storeInfo.reload();
    this.menu.retry();
  }
}
