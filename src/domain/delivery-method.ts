import type { DeliveryMethod } from '../../ports/model/checkout';

export const DEFAULT_DELIVERY_METHOD_ID = 77;

export function chooseDeliveryMethod(storedId: number | null, active: readonly DeliveryMethod[]): number {
  const wanted = storedId ?? DEFAULT_DELIVERY_METHOD_ID;
  if (active.length === 0 || active.some((method) => method.id === wanted)) return wanted;
  const lowest = active.reduce((best, method) => (method.position < best.position ? method : best));
  return lowest.id;
}
