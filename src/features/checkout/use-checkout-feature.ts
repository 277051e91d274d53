import type { CheckoutFeature } from './checkout-lazy-module';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';

/** The checkout's stores. */
export const useCheckoutFeature = (): CheckoutFeature => useLazyFeature(useStores().checkoutFeature);
