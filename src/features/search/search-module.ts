import type { FeatureModule } from '../../shared/feature-module';

/** The search box and the results page, downloaded on the box's first use or with the page. */
export const searchModule = {
  lazy: { searchFeature: { load: async () => (await import('./search-lazy-module')).searchLazyModule } },
} satisfies FeatureModule;
