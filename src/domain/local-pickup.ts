import type { DeliveryMethod } from '../../ports/model/checkout';

/** The delivery module code of local pickup (Thelia's LocalPickup module), compared case-insensitively. */
export const LOCAL_PICKUP_CODE = 'localpickup';

export const isLocalPickup = (method: Pick<DeliveryMethod, 'code'>): boolean =>
  method.code.trim().toLowerCase() === LOCAL_PICKUP_CODE;

/**
 * The pickup chosen at checkout, kept for the cart it was paid from (local_pickup) until the
 * order-placed page has applied it to the order; `applied` stays true afterwards, so a reload
 * shows the pickup point without sending the choice again.
 */
export interface PickupChoice {
  cartId: number;
  pointId: number;
  /** The invoice (billing) address of the order. */
  addressId: number;
  applied: boolean;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** What storedPickupValue wrote, or null for nothing or junk. */
export function parseStoredPickup(raw: string | null): PickupChoice | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { cartId, pointId, addressId, applied } = value as Record<string, unknown>;
  if (!isId(cartId) || !isId(pointId) || !isId(addressId) || typeof applied !== 'boolean') return null;
  return { cartId, pointId, addressId, applied };
}

export const storedPickupValue = (choice: PickupChoice): string =>
  JSON.stringify({ cartId: choice.cartId, pointId: choice.pointId, addressId: choice.addressId, applied: choice.applied });
