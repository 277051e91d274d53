import { PICKUP_POINTS } from '../../../adapters/fake/seed/seed-checkout';
import type { FakeWorld } from '../fake-world';
import { ensureOrder } from './order-data';

/** The pickup points are the seed's (the fake has no way to add one). */
export function checkPickupPoint(pickupPointId: number): void {
  if (!PICKUP_POINTS.some((point) => point.id === pickupPointId)) {
    throw new Error(`the data set has no pickup point ${pickupPointId}`);
  }
}

/** Order `orderId` switched to local pickup at the point, as the storefront's choice does it. */
export async function pickUpAt(world: FakeWorld, orderId: number, pickupPointId: number): Promise<void> {
  checkPickupPoint(pickupPointId);
  ensureOrder(world, orderId);
  const chosen = await world.fakes.checkout.choosePickupPoint({ orderId, pickupPointId });
  if (!chosen.ok || !chosen.value) throw new Error(`order ${orderId} cannot be picked up at point ${pickupPointId}`);
}

/** Order `orderId` without local pickup. */
export function noPickup(world: FakeWorld, orderId: number): void {
  ensureOrder(world, orderId);
  world.books.orders.update(orderId, { pickupPointId: null });
}
