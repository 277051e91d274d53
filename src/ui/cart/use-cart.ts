import type { CartFeature } from '../../stores/cart-feature';
import { useStores } from '../store-context';
import { useLazyFeature } from '../use-lazy-feature';

/** The cart's stores beyond its lines; suspends while their code downloads (once). */
export function useCart(): CartFeature {
  return useLazyFeature(useStores().cartFeature);
}
