import type { BookedOrder, NewOrder } from '../../../adapters/fake/fake-order-book';
import { PAYMENT_METHOD_IDS } from '../../../adapters/fake/seed/seed-facts';
import type { SeedOrderLine } from '../../../adapters/fake/seed/seed-types';
import type { FakeWorld } from '../fake-world';
import { ensureCustomer } from './account-data';

/** A paid seed order of a customer, as the payment fake hands one over (the book assigns the rest). */
export function orderLike(world: FakeWorld, customerId: number): NewOrder {
  const template =
    world.data.orders.find((order) => order.customerId !== null && order.status === 'paid') ?? world.data.orders[0];
  if (template === undefined) throw new Error('the data set has no order to copy');
  const { id: _id, ref: _ref, hash: _hash, createdAt: _at, sentAt: _sent, status: _status, ...rest } = structuredClone(template);
  const { pickupAddressId: _pickup, withdrawnAt: _withdrawn, ...order } = rest;
  const email = ensureCustomer(world, customerId).customer.email;
  return { ...order, customerId, email, pickupPointId: null, cartId: null };
}

/** Order `orderId`: as it is, or a paid order of the customer (by default of the seed order it copies). */
export function ensureOrder(world: FakeWorld, orderId: number, customerId?: number): BookedOrder {
  const known = world.books.orders.get(orderId);
  if (known !== undefined) return known;
  const owner = customerId ?? world.data.orders.find((order) => order.customerId !== null)?.customerId ?? 0;
  return world.books.orders.place(orderLike(world, owner), orderId);
}

/** The customer has an order (not cancelled) with the line's product; a new paid order holds it otherwise. */
export function ensureBought(world: FakeWorld, customerId: number, line: SeedOrderLine): void {
  const orders = world.books.orders.forCustomer(customerId).filter((order) => order.status !== 'canceled');
  if (orders.some((order) => order.lines.some((candidate) => candidate.productId === line.productId))) return;
  world.books.orders.place({ ...orderLike(world, customerId), lines: [line] });
}

/** Order `orderId` placed with a bank-transfer module (prepayment) and not paid yet. */
export function ensureBankTransferOrder(world: FakeWorld, orderId: number): void {
  const order = ensureOrder(world, orderId);
  world.books.orders.put({ ...order, paymentMethodId: PAYMENT_METHOD_IDS.prepayment, status: 'not_paid', withdrawnAt: null });
}
