import type { FeatureModule } from '../../shared/feature-module';

/** The customer screens: login and registration, passwords, the account, its orders and addresses. */
export const accountModule = {
  lazy: { accountFeature: { load: async () => (await import('./account-lazy-module')).accountLazyModule } },
} satisfies FeatureModule;
