import type { FeatureModule } from '../../shared/feature-module';

/** The checkout and its outcome pages; they use the customer screens' and the cart's stores, which load first. */
export const checkoutModule = {
  lazy: {
    checkoutFeature: {
      load: async () => (await import('./checkout-lazy-module')).checkoutLazyModule,
      after: ['accountFeature', 'cartFeature'],
    },
  },
} satisfies FeatureModule;
