import { inject, injectable } from 'inversify';
import type { AnalyticsPort } from '../../ports/analytics-port';
import type { ClockPort } from '../../ports/clock-port';
import type { AppConfig } from '../../ports/config-port';
import type { ConsentPort } from '../../ports/consent-port';
import type { BackendPorts } from '../../ports/port-set';
import { portToken } from '../../ports/port-token';
import type { StoragePort } from '../../ports/storage-port';
import { UPDATE_TOAST_MS } from '../domain/app-version';
import { AppStore } from './app-store';
import { CartStore } from './cart-store';
import { ContentStore } from './content-store';
import { HeaderStore } from './header-store';
import { MenuStore } from './menu-store';
import { PricingStore } from './pricing-store';
import { QueryCache } from './query-cache';
import { RecentlyViewedStore } from './recently-viewed-store';
import { SessionStore } from './session-store';
import { ShopStore } from './shop-store';
import { ToastStore } from './toast-store';
import { UrlResolutionStore } from './url-resolution-store';

export interface RootDependencies {
  config: AppConfig;
  backend: BackendPorts;
  storage: StoragePort;
  clock: ClockPort;
  consent: ConsentPort;
  analytics: AnalyticsPort;
}

export const ROOT_DEPENDENCIES = portToken<RootDependencies>('RootDependencies');

/** Creates the domain stores and hands each the ports it needs. */
@injectable()
export class RootStore {
  readonly cache: QueryCache;
  readonly app: AppStore;
  readonly shop: ShopStore;
  readonly session: SessionStore;
  readonly menu: MenuStore;
  readonly pricing: PricingStore;
  readonly toasts: ToastStore;
  readonly cart: CartStore;
  readonly contents: ContentStore;
  readonly urlResolution: UrlResolutionStore;
  readonly header: HeaderStore;
  readonly recentlyViewed: RecentlyViewedStore;

  constructor(@inject(ROOT_DEPENDENCIES) readonly deps: RootDependencies) {
    const { config, backend, storage, clock } = deps;
    this.cache = new QueryCache(clock);
    this.app = new AppStore(config, storage);
    this.shop = new ShopStore(config, backend.store, storage, this.cache);
    this.session = new SessionStore(storage, clock);
    this.menu = new MenuStore(backend.catalog, this.shop, this.cache);
    this.pricing = new PricingStore(config, this.shop, this.session);
    this.toasts = new ToastStore(clock);
    this.cart = new CartStore({
      cartPort: backend.cart,
      checkoutPort: backend.checkout,
      storage,
      clock,
      analytics: deps.analytics,
      toasts: this.toasts,
      pricing: this.pricing,
      shop: this.shop,
      session: this.session,
    });
    this.cart.init();
    this.contents = new ContentStore(backend.content, this.shop, this.cache);
    this.urlResolution = new UrlResolutionStore(backend.urlResolver, this.contents, this.shop, this.cache);
    this.header = new HeaderStore(storage, this.shop);
    this.recentlyViewed = new RecentlyViewedStore(storage);
  }

  /** The app-version check of section 4: 'reload' when storage was reset for a new build. */
  start(currentPath: string): 'reload' | 'ready' {
    if (this.app.checkVersion(currentPath)) return 'reload';
    if (this.app.showNewVersionToast) {
      const { dismissNewVersionToast } = this.app;
      this.toasts.show(
        { kind: 'info', messageId: 'app.updated', actionId: 'app.updatedOk', onAction: dismissNewVersionToast },
        UPDATE_TOAST_MS,
      );
      this.deps.clock.schedule(UPDATE_TOAST_MS, dismissNewVersionToast);
    }
    return 'ready';
  }
}
