import { use } from 'react';
import type { LazyFeature } from './lazy-feature';
import { heldUntilRetry } from './load-attempt';

/** A feature's stores; suspends (the page skeleton shows) while their code downloads. */
export function useLazyFeature<T>(feature: LazyFeature<T>): T {
  return use(heldUntilRetry(feature, () => feature.load()));
}
