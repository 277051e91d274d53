import { DELIVERY_METHOD_IDS } from '../../adapters/fake/seed/seed-facts';
import type { StoragePort } from '../../ports/storage-port';
import { storedPickupValue } from '../../src/domain/local-pickup';
import type { CheckoutFeature } from '../../src/features/checkout/checkout-lazy-module';
import type { TestWorld } from './build-root-store';
import { settle } from './given-a-cart-shop';
import { givenACheckout } from './given-a-checkout';

/** givenACheckout with the pickup section on screen (it reads the pickup kept for the cart). */
export async function givenAPickupCheckout<W extends TestWorld>(world: W) {
  const checkout = await givenACheckout(world);
  const stopPickup = checkout.pickupChoice.start();
  const stopCheckout = checkout.stop;
  checkout.stop = () => {
    stopPickup();
    stopCheckout();
  };
  return checkout;
}

/** The shopper picks the local-pickup delivery method at checkout. */
export async function chooseLocalPickup(feature: CheckoutFeature): Promise<void> {
  feature.choice.chooseDelivery(DELIVERY_METHOD_IDS.localPickup);
  await settle(10);
}

/** The pickup the checkout keeps for a cart it paid for (before the order-placed page applies it). */
export function aKeptPickup(storage: StoragePort, choice: { cartId: number; pointId: number; addressId: number }): void {
  storage.set('local_pickup', storedPickupValue({ ...choice, applied: false }));
}

/** Opens /order-placed for the cart with the pickup section on screen; returns the section's disposer. */
export async function openTheConfirmation(feature: CheckoutFeature, cartId: number): Promise<() => void> {
  const stop = feature.orderPickup.watch();
  await feature.orderPlaced.open(String(cartId));
  await settle(10);
  return stop;
}
