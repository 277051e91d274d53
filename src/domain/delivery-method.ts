import type { DeliveryMethod } from '../../ports/model/checkout';

export const DEFAULT_DELIVERY_METHOD_ID = 77;

/** None stored: 77, replaced by the lowest-position active method; a stored one missing from the list likewise. */
export function chooseDeliveryMethod(storedId: number | null, active: readonly DeliveryMethod[]): number {
  if (active.length === 0) return storedId ?? DEFAULT_DELIVERY_METHOD_ID;
  if (storedId !== null && active.some((method) => method.id === storedId)) return storedId;
  const lowest = active.reduce((best, method) => (method.position < best.position ? method : best));
  return lowest.id;
}
