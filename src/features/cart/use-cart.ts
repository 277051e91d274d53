import type { CartFeature } from './cart-lazy-module';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';

/** The cart's stores beyond its lines; suspends while their code downloads (once). */
export function useCart(): CartFeature {
  return useLazyFeature(useStores().cartFeature);
}
