import type { CheckoutFeature } from '../../stores/checkout-feature';
import { useStores } from '../store-context';
import { useLazyFeature } from '../use-lazy-feature';

/** The checkout's stores. */
export const useCheckoutFeature = (): CheckoutFeature => useLazyFeature(useStores().checkoutFeature);
