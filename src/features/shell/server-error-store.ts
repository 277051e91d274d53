import { inject, injectable } from 'inversify';
import { STORAGE_PORT, type StoragePort } from '../../../ports/storage-port';
import { CartLinesStore } from '../cart/cart-lines-store';
import { HeaderStore } from './header-store';
import { MenuStore } from '../catalog/menu-store';
import { MiniCartStore } from '../cart/mini-cart-store';
import type { CartFeature } from '../cart/cart-lazy-module';
import { CART_FEATURE } from '../cart/cart-module';
import type { LazyFeature } from '../../shared/lazy-feature';
import { QueryCache } from '../../shared/query-cache';
import { RecentlyViewedStore } from '../catalog/recently-viewed-store';
import { SessionStore } from '../session/session-store';
import { ShopStore } from '../shop/shop-store';

/** The server-connection error page (section 2.8). */
@injectable()
export class ServerErrorStore {
  constructor(
    @inject(STORAGE_PORT) private readonly storage: StoragePort,
    @inject(CartLinesStore) private readonly lines: CartLinesStore,
    @inject(MiniCartStore) private readonly miniCart: MiniCartStore,
    @inject(CART_FEATURE) private readonly cart: LazyFeature<CartFeature>,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(QueryCache) private readonly cache: QueryCache,
    @inject(ShopStore) private readonly shop: ShopStore,
    @inject(MenuStore) private readonly menu: MenuStore,
    @inject(HeaderStore) private readonly header: HeaderStore,
    @inject(RecentlyViewedStore) private readonly recentlyViewed: RecentlyViewedStore,
  ) {}

  /**
   * Retry: clears session and local storage and the cart state, then loads the shop state again;
   * what the stores had read from storage is read again, so the shop shows what a reload would.
   * Deliberately beyond the spec, as on a version change: the cart id is kept and the cart fetched
   * again, so the server-side cart survives. (The error boundary never does this.) The cart's own
   * stores hold state only once their code has loaded; without it, the kept id starts them.
   */
  retry(): void {
    const cartId = this.storage.get('cart_id');
    this.storage.clearAll();
    this.cart.value?.cartReset.all();
    this.lines.forget();
    this.miniCart.close();
    if (cartId !== null) {
      this.storage.set('cart_id', cartId);
      this.lines.load();
      void this.cart.value?.cartSync.refresh();
    }
    this.session.restore();
    this.header.restore();
    this.recentlyViewed.restore();
    this.cache.invalidate();
    void this.shop.localeConfig.reload();
    void this.shop.storeInfo.reload();
    this.menu.retry();
  }
}
