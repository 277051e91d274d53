import { ConnectivityStore } from './connectivity-store';
import type { FeatureModule } from './feature-module';
import { QueryCache } from './query-cache';
import { ToastStore } from './toast-store';

/** What every feature uses: the toasts, the connection and the query cache. */
export const sharedModule = {
  stores: { toasts: ToastStore, connectivity: ConnectivityStore },
  services: [QueryCache],
} satisfies FeatureModule;
