import type { FeatureModule } from '../../shared/feature-module';

/** The product page; it adds to the cart, so the cart's stores download alongside its own. */
export const productModule = {
  lazy: {
    productPage: {
      load: async () => ({ stores: {}, screens: { product: (await import('./product-store')).ProductStore } }),
      after: ['cartFeature'],
    },
  },
} satisfies FeatureModule;
