import type { ClockPort } from '../../ports/clock-port';
import type { OrderStatus } from '../../ports/model/order';
import { ORDERS_UNTIL } from './seed/seed-orders';
import type { SeedOrder } from './seed/seed-types';
import { isFiniteNumber, isRecord, readJson, writeJson } from './session-json';

export const ORDERS_STORAGE_KEY = 'fake-orders';

export type BookedOrder = SeedOrder;

/** What the payment fake hands over; the book numbers, dates and hashes it. */
export type NewOrder = Omit<
  SeedOrder,
  'id' | 'ref' | 'hash' | 'createdAt' | 'sentAt' | 'status' | 'pickupAddressId' | 'withdrawnAt'
>;

export type OrderChange = Partial<
  Pick<BookedOrder, 'status' | 'pickupAddressId' | 'pickupPointId' | 'deliveryMethodId' | 'withdrawnAt'>
>;

const STATUSES: readonly OrderStatus[] = ['not_paid', 'paid', 'processing', 'sent', 'canceled', 'refunded', 'other'];

const isNullableString = (value: unknown): boolean => value === null || typeof value === 'string';

const isOrder = (value: unknown): value is BookedOrder =>
  isRecord(value) &&
  isFiniteNumber(value['id']) &&
  typeof value['ref'] === 'string' &&
  typeof value['hash'] === 'string' &&
  typeof value['createdAt'] === 'string' &&
  isNullableString(value['sentAt']) &&
  isNullableString(value['withdrawnAt']) &&
  STATUSES.includes(value['status'] as OrderStatus) &&
  ['taxRate', 'currencyId', 'currencyRate', 'postageNet', 'discountGross', 'deliveryMethodId', 'paymentMethodId'].every((key) =>
    isFiniteNumber(value[key]),
  ) &&
  Array.isArray(value['lines']) &&
  value['lines'].every(
    (line) =>
      isRecord(line) &&
      isFiniteNumber(line['productId']) &&
      isFiniteNumber(line['quantity']) &&
      isFiniteNumber(line['unitNet']) &&
      isFiniteNumber(line['listUnitNet']),
  );

const parseOrders = (value: unknown): BookedOrder[] | null =>
  Array.isArray(value) && value.length > 0 && value.every(isOrder) ? value : null;

/** The seed's orders, moved in time so that the newest of them are as recent at the clock's now as at the seed's end. */
function rebased(seedOrders: readonly SeedOrder[], now: number): BookedOrder[] {
  const shift = now - ORDERS_UNTIL;
  const move = (iso: string): string => new Date(Date.parse(iso) + shift).toISOString();
  return seedOrders.map((order) => ({
    ...structuredClone(order),
    createdAt: move(order.createdAt),
    sentAt: order.sentAt === null ? null : move(order.sentAt),
    withdrawnAt: order.withdrawnAt === null ? null : move(order.withdrawnAt),
  }));
}

/**
 * The fake server's orders. Made from the seed when the storage has none, dated relative to the
 * clock's now at that moment; with a storage (localStorage in the browser) every tab shares them.
 */
export class FakeOrderBook {
  private orders: BookedOrder[];

  constructor(
    seedOrders: readonly SeedOrder[],
    private readonly clock: ClockPort,
    private readonly storage: Storage | null = null,
  ) {
    const stored = parseOrders(readJson(storage, ORDERS_STORAGE_KEY));
    this.orders = stored ?? rebased(seedOrders, clock.now());
    if (stored === null) this.save();
  }

  get(orderId: number): BookedOrder | undefined {
    return this.load().find((order) => order.id === orderId);
  }

  forCustomer(customerId: number): BookedOrder[] {
    return this.load()
      .filter((order) => order.customerId === customerId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }

  /** Only an order whose ref and hash both match. */
  byRefAndHash(ref: string, hash: string): BookedOrder | undefined {
    return this.load().find((order) => order.ref === ref && order.hash === hash);
  }

  /** The order placed from this cart, if any. */
  byCart(cartId: number): BookedOrder | undefined {
    return this.load().find((order) => order.cartId === cartId);
  }

  /** The order that names this id among its order-address ids. */
  byOrderAddressId(addressId: number): BookedOrder | undefined {
    const ids = (order: BookedOrder) => order.orderAddressIds ?? null;
    return this.load().find((order) => ids(order)?.invoice === addressId || ids(order)?.delivery === addressId);
  }

  /** Under the next free id, or under `orderId` (a fake backend's provider state names its orders). */
  place(order: NewOrder, orderId?: number): BookedOrder {
    const orders = this.load();
    if (orderId !== undefined && orders.some((o) => o.id === orderId)) throw new Error(`order ${orderId} exists`);
    const id = orderId ?? Math.max(0, ...orders.map((o) => o.id)) + 1;
    const booked: BookedOrder = {
      ...order,
      id,
      ref: `ORD${String(id).padStart(9, '0')}`,
      hash: this.hashFor(id),
      createdAt: new Date(this.clock.now()).toISOString(),
      sentAt: null,
      status: 'paid',
      pickupAddressId: null,
      pickupPointId: null,
      withdrawnAt: null,
    };
    orders.push(booked);
    this.save();
    return booked;
  }

  /** Puts a whole record under its id, replacing any (a fake backend's provider state resets its orders). */
  put(order: BookedOrder): void {
    this.orders = [...this.load().filter((o) => o.id !== order.id), order];
    this.save();
  }

  remove(orderId: number): void {
    this.orders = this.load().filter((o) => o.id !== orderId);
    this.save();
  }

  update(orderId: number, change: OrderChange): BookedOrder | undefined {
    const order = this.get(orderId);
    if (order === undefined) return undefined;
    Object.assign(order, change);
    this.save();
    return order;
  }

  private hashFor(id: number): string {
    let hash = 2166136261 ^ this.clock.now();
    const out: string[] = [];
    for (let i = 0; i < 32; i += 1) {
      hash = Math.imul(hash ^ (id + i * 31), 16777619) >>> 0;
      out.push((hash & 0xf).toString(16));
    }
    return out.join('');
  }

  /** Takes in what other tabs wrote; junk in the storage leaves the book as it is. */
  private load(): BookedOrder[] {
    this.orders = parseOrders(readJson(this.storage, ORDERS_STORAGE_KEY)) ?? this.orders;
    return this.orders;
  }

  private save(): void {
    writeJson(this.storage, ORDERS_STORAGE_KEY, this.orders);
  }
}
