import type { ReactNode } from 'react';
import type { LazyFeature } from '../stores/lazy-feature';

/**
 * A lazily loaded screen whose stores start downloading together with its own code, not once it
 * has arrived and rendered: one step less before its data is asked for.
 */
export function WithStores({ feature, children }: { feature: LazyFeature<unknown>; children: ReactNode }) {
  feature.preload();
  return children;
}
