import { use } from 'react';
import type { LazyFeature } from './lazy-feature';

/** A feature's stores; suspends (the page skeleton shows) while their code downloads. */
export function useLazyFeature<T>(feature: LazyFeature<T>): T {
  return use(feature.load());
}
