import { portToken } from '../../../ports/port-token';
import type { FeatureModule } from '../../shared/feature-module';
import type { FakeProviderStore } from './fake-provider-store';

/** The fake provider page's store: bound by the fake family only (its code stays out of the http build), null elsewhere. */
export const FAKE_PROVIDER_STORE = portToken<FakeProviderStore | null>('FakeProviderStore');

/** The checkout and its outcome pages; they use the customer's profile and address book and the cart's stores, which load first. */
export const checkoutModule = {
  lazy: {
    checkoutFeature: {
      load: async () => (await import('./checkout-lazy-module')).checkoutLazyModule,
      after: ['customerFeature', 'cartFeature'],
    },
  },
} satisfies FeatureModule;
