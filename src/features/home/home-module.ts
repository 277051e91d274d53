import type { FeatureModule } from '../../shared/feature-module';
import { HomeStore } from './home-store';

/** The home page. */
export const homeModule = {
  stores: { home: HomeStore },
} satisfies FeatureModule;
