import type { BookedOrder } from '../../../adapters/fake/fake-order-book';
import { DAY_MS, WITHDRAWAL_DAYS } from '../../../adapters/fake/fake-withdrawal';
import { toOrderAddress } from '../../../adapters/fake/seed/seed-orders';
import type { OrderAddress } from '../../../ports/model/order';
import type { FakeWorld } from '../fake-world';
import { ensureCustomer } from './account-data';
import { ensureOrder, orderLike } from './order-data';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A private address as copied onto an order: no company, no third line; a street number and a phone. */
function privateAddress(world: FakeWorld, customerId: number | null): OrderAddress {
  const template = world.data.accounts.find((account) => !account.customer.isCompany)?.addresses[0];
  const account = customerId === null ? undefined : ensureCustomer(world, customerId);
  const address = account?.addresses.find((candidate) => candidate.isDefault) ?? account?.addresses[0] ?? template;
  if (address === undefined) throw new Error('the data set has no address to copy onto an order');
  const copied = toOrderAddress(address);
  return { ...copied, company: null, address2: copied.address2 ?? '1', address3: null, phone: copied.phone ?? '+40 700 000 000' };
}

/** Paid today, not sent nor withdrawn, one line bought in promo, no local pickup. */
function paidToday(world: FakeWorld, order: BookedOrder): BookedOrder {
  const [first] = order.lines;
  if (first === undefined) throw new Error(`order ${order.id} has no line to keep`);
  const line = { ...first, listUnitNet: Math.max(first.listUnitNet, round2(first.unitNet * 1.1)) };
  const createdAt = new Date(world.clock.now()).toISOString();
  return {
    ...order,
    status: 'paid',
    createdAt,
    sentAt: null,
    withdrawnAt: null,
    pickupAddressId: null,
    pickupPointId: null,
    lines: [line],
  };
}

export interface PaidOrder {
  orderId: number;
  customerId?: number;
  invoiceAddressId: number;
  deliveryAddressId: number;
  /** The delivery address was deleted since: its id stays on the order, the address is gone. */
  deliveryGone?: boolean;
}

/** Order `orderId` reset to paid, not sent nor withdrawn, with its two order addresses under the given ids. */
export function resetPaidOrder(world: FakeWorld, paid: PaidOrder): BookedOrder {
  const known = ensureOrder(world, paid.orderId, paid.customerId);
  const customerId = paid.customerId ?? known.customerId;
  const taken = [paid.invoiceAddressId, paid.deliveryAddressId].map((id) => world.books.orders.byOrderAddressId(id));
  const other = taken.find((order) => order !== undefined && order.id !== paid.orderId);
  if (other !== undefined) throw new Error(`order ${other.id} has an order address with one of these ids`);
  const address = privateAddress(world, customerId);
  const email = customerId === null ? known.email : ensureCustomer(world, customerId).customer.email;
  const order: BookedOrder = {
    ...paidToday(world, known),
    customerId,
    email,
    invoiceAddress: address,
    deliveryAddress: paid.deliveryGone === true ? null : { ...address },
    orderAddressIds: { invoice: paid.invoiceAddressId, delivery: paid.deliveryAddressId },
  };
  world.books.orders.put(order);
  return order;
}

/** The order is the one placed from the cart (no other order is). */
export function placedFromCart(world: FakeWorld, orderId: number, cartId: number): void {
  const orders = world.books.orders;
  for (let other = orders.byCart(cartId); other !== undefined && other.id !== orderId; other = orders.byCart(cartId)) {
    orders.put({ ...other, cartId: null });
  }
  const order = orders.get(orderId);
  if (order === undefined) throw new Error(`there is no order ${orderId}`);
  orders.put({ ...order, cartId });
}

/** A guest's order (no account) under the ref (its digits are its id) and the invoice hash, one address for both. */
function guestOrder(world: FakeWorld, ref: string, hash: string): BookedOrder {
  const digits = /(\d+)$/.exec(ref)?.[1];
  if (digits === undefined) throw new Error(`the order ref ${ref} ends in no order number`);
  const order = ensureOrder(world, Number(digits));
  const address = privateAddress(world, null);
  return {
    ...order,
    ref,
    hash,
    customerId: null,
    invoiceAddress: address,
    deliveryAddress: { ...address },
    orderAddressIds: null,
  };
}

/** A guest order, paid today, not sent nor withdrawn. */
export function ensureGuestOrder(world: FakeWorld, ref: string, hash: string): void {
  world.books.orders.put(paidToday(world, guestOrder(world, ref, hash)));
}

/** A guest order delivered longer ago than the withdrawal period. */
export function ensureGuestOrderPastWithdrawal(world: FakeWorld, ref: string, hash: string): void {
  const sentAt = world.clock.now() - (WITHDRAWAL_DAYS + 10) * DAY_MS;
  const order = paidToday(world, guestOrder(world, ref, hash));
  const dates = { createdAt: new Date(sentAt - 2 * DAY_MS).toISOString(), sentAt: new Date(sentAt).toISOString() };
  world.books.orders.put({ ...order, ...dates, status: 'sent' });
}

/** Exactly `count` orders of the customer, each paid today: the oldest ids stay, the rest go, new ones fill up. */
export function ensureOrderCount(world: FakeWorld, customerId: number, count: number): void {
  const orders = world.books.orders;
  const held = orders.forCustomer(customerId).sort((a, b) => a.id - b.id);
  for (const extra of held.slice(count)) orders.remove(extra.id);
  for (let missing = count - held.length; missing > 0; missing -= 1) orders.place(orderLike(world, customerId));
  for (const order of orders.forCustomer(customerId)) orders.put(paidToday(world, order));
}
