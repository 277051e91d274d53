import type { OrderAddress, OrderStatus } from '../../../ports/model/order';

/** One seeded order, dated in days before the seed's end (which the order book moves to the clock's now). */
export interface OrderPlan {
  status: OrderStatus;
  daysAgo: number;
  /** When it left the warehouse; only for sent (and later refunded) orders. */
  sentDaysAgo?: number;
  /** Holds a line that was in promo. */
  promo?: boolean;
  /** WELCOME10 was used. */
  coupon?: boolean;
  /** Delivered to the account's second address, when it has one. */
  elsewhere?: boolean;
}

/**
 * The orders of each demo account, newest first. Every account has one order whose right of
 * withdrawal is still running at the clock's now: a recent paid or processing order, or one sent
 * a few days ago.
 */
export const ORDER_PLANS: Readonly<Record<number, readonly OrderPlan[]>> = {
  501: [
    { status: 'not_paid', daysAgo: 1 },
    { status: 'processing', daysAgo: 4, promo: true },
    { status: 'sent', daysAgo: 8, sentDaysAgo: 5, coupon: true, elsewhere: true },
    { status: 'sent', daysAgo: 64, sentDaysAgo: 61, promo: true },
    { status: 'canceled', daysAgo: 120 },
  ],
  502: [
    { status: 'paid', daysAgo: 2 },
    { status: 'processing', daysAgo: 6, coupon: true },
    { status: 'sent', daysAgo: 10, sentDaysAgo: 7, promo: true },
    { status: 'sent', daysAgo: 75, sentDaysAgo: 72 },
    { status: 'refunded', daysAgo: 190, sentDaysAgo: 186, promo: true },
  ],
  503: [
    { status: 'paid', daysAgo: 3 },
    { status: 'sent', daysAgo: 5, sentDaysAgo: 2, promo: true },
    { status: 'sent', daysAgo: 45, sentDaysAgo: 43 },
    { status: 'canceled', daysAgo: 70, coupon: true },
  ],
  504: [
    { status: 'processing', daysAgo: 3, promo: true },
    { status: 'sent', daysAgo: 50, sentDaysAgo: 48 },
    { status: 'canceled', daysAgo: 90 },
  ],
};

export const GUEST_ORDER_PLAN: OrderPlan = { status: 'sent', daysAgo: 6, sentDaysAgo: 3, promo: true };

export const GUEST_ORDER_ADDRESS: OrderAddress = {
  titleCode: 1,
  firstName: 'Ion',
  lastName: 'Vasilescu',
  company: null,
  address1: 'Bulevardul Ștefan cel Mare și Sfânt',
  address2: '8',
  address3: 'Bl. A2, ap. 14',
  zipCode: '700064',
  city: 'Iași',
  countryId: 146,
  phone: '+40 745 555 318',
};
