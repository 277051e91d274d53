import type { FeatureModule } from '../../shared/feature-module';

/**
 * The customer screens: login and registration, passwords, the account, its orders and addresses.
 * The profile and address book are a part of their own, so that the checkout downloads only them.
 */
export const accountModule = {
  lazy: {
    customerFeature: { load: async () => (await import('./customer-lazy-module')).customerLazyModule },
    accountFeature: {
      load: async () => (await import('./account-lazy-module')).accountLazyModule,
      after: ['customerFeature'],
    },
  },
} satisfies FeatureModule;
