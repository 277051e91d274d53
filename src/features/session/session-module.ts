import type { FeatureModule } from '../../shared/feature-module';
import { SessionStore } from './session-store';

/** The customer's login: the token, its life, and the other tabs. */
export const sessionModule = {
  stores: { session: SessionStore },
} satisfies FeatureModule;
