import type { FeatureModule } from './feature-module';
import { QueryCache } from './query-cache';
import { ToastStore } from './toast-store';

/** What every feature uses: the toasts and the query cache. */
export const sharedModule = {
  stores: { toasts: ToastStore },
  services: [QueryCache],
} satisfies FeatureModule;
