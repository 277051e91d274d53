import type { OrderStatus } from '../../ports/model/order';

export const DAY_MS = 86_400_000;
/** The right of withdrawal runs for 14 days after delivery. */
export const WITHDRAWAL_DAYS = 14;
/** Orders not yet sent are expected to arrive within a week of the order. */
export const EXPECTED_DELIVERY_DAYS = 7;

export interface WithdrawalFacts {
  status: OrderStatus;
  /** ISO 8601. */
  createdAt: string;
  sentAt: string | null;
  withdrawnAt: string | null;
}

/**
 * The end of the right of withdrawal (ISO 8601): 14 days after a sent order left (the fake delivers
 * at once), 14 days after the expected delivery of a paid order not yet sent; none for the rest.
 */
export function withdrawableUntil(order: WithdrawalFacts): string | null {
  if (order.status === 'sent' && order.sentAt !== null)
    return new Date(Date.parse(order.sentAt) + WITHDRAWAL_DAYS * DAY_MS).toISOString();
  if (order.status === 'paid' || order.status === 'processing')
    return new Date(Date.parse(order.createdAt) + (EXPECTED_DELIVERY_DAYS + WITHDRAWAL_DAYS) * DAY_MS).toISOString();
  return null;
}

/** Why the order cannot be withdrawn from at the moment (the server's message), or null when it can. */
export function withdrawalRefusal(order: WithdrawalFacts, now: number): string | null {
  if (order.withdrawnAt !== null) return 'Order has already been withdrawn';
  const until = withdrawableUntil(order);
  if (until === null) return 'Order can not be withdrawn';
  return now > Date.parse(until) ? 'Withdrawal period has ended' : null;
}
