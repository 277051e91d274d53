import type { OrderStatus, OrderSummary } from '../../ports/model/order';

/** What the customer reads as an order's state: the shop's status, or their withdrawal once recorded. */
export type ShownOrderStatus = OrderStatus | 'withdrawn';

const CLOSED: readonly OrderStatus[] = ['canceled', 'refunded'];

/** A recorded withdrawal replaces the status until the shop closes the order (cancelled or refunded). */
export const shownOrderStatus = (order: Pick<OrderSummary, 'status' | 'withdrawnAt'>): ShownOrderStatus =>
  order.withdrawnAt !== null && !CLOSED.includes(order.status) ? 'withdrawn' : order.status;
