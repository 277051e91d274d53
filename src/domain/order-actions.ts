import type { OrderDetail, OrderStatus } from '../../ports/model/order';

/** An order can be cancelled until the shop starts processing it. */
const CANCELLABLE: readonly OrderStatus[] = ['not_paid', 'paid'];
const CLOSED: readonly OrderStatus[] = ['canceled', 'refunded'];

export const canCancel = (order: OrderDetail): boolean => CANCELLABLE.includes(order.status) && order.withdrawnAt === null;

/**
 * The withdrawal button (Directive (EU) 2023/2673) is offered while the period the shop states runs,
 * for an order that is neither closed nor already withdrawn.
 */
export function canWithdraw(order: OrderDetail, nowMs: number): boolean {
  if (order.withdrawableUntil === null || order.withdrawnAt !== null || CLOSED.includes(order.status)) return false;
  const until = Date.parse(order.withdrawableUntil);
  return Number.isFinite(until) && nowMs <= until;
}
