import { use } from 'react';
import type { CheckoutFeature } from '../../stores/checkout-feature';
import { useStores } from '../store-context';

/** The checkout's stores; suspends (showing the page skeleton) while their code downloads. */
export function useCheckoutFeature(): CheckoutFeature {
  const { checkoutFeature } = useStores();
  return checkoutFeature.value ?? use(checkoutFeature.load());
}
