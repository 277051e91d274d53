import { inject, injectable } from 'inversify';
import type { AnalyticsPort } from '../../ports/analytics-port';
import type { ClockPort } from '../../ports/clock-port';
import type { AppConfig } from '../../ports/config-port';
import type { ConsentPort } from '../../ports/consent-port';
import type { BackendPorts } from '../../ports/port-set';
import { portToken } from '../../ports/port-token';
import type { StoragePort } from '../../ports/storage-port';
import { AppStore } from './app-store';
import { MenuStore } from './menu-store';
import { PricingStore } from './pricing-store';
import { QueryCache } from './query-cache';
import { SessionStore } from './session-store';
import { ShopStore } from './shop-store';
import { ToastStore } from './toast-store';

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

  constructor(@inject(ROOT_DEPENDENCIES) readonly deps: RootDependencies) {
    const { config, backend, storage, clock } = deps;
    this.cache = new QueryCache(clock);
    this.app = new AppStore(config, storage);
    this.shop = new ShopStore(config, backend.store, storage, this.cache);
    this.session = new SessionStore(storage, clock);
    this.menu = new MenuStore(backend.catalog, this.shop, this.cache);
    this.pricing = new PricingStore(config, this.shop, this.session);
    this.toasts = new ToastStore(clock);
  }
}
