import type { ClockPort } from '../../ports/clock-port';
import type { SeedOrder, SeedOrderLine } from './seed/seed-types';
import { isFiniteNumber, isRecord, readJson, writeJson } from './session-json';

export const ORDERS_STORAGE_KEY = 'fake-orders';

export interface NewOrder {
  customerId: number | null;
  email: string;
  countryId: number;
  taxRate: number;
  currencyCode: string;
  currencyRate: number;
  postageNet: number;
  discountGross: number;
  lines: SeedOrderLine[];
}

export type BookedOrder = SeedOrder & { discountGross: number };

const isOrder = (value: unknown): value is BookedOrder =>
  isRecord(value) &&
  isFiniteNumber(value['id']) &&
  typeof value['ref'] === 'string' &&
  typeof value['hash'] === 'string' &&
  typeof value['createdAt'] === 'string' &&
  typeof value['status'] === 'string' &&
  isFiniteNumber(value['taxRate']) &&
  isFiniteNumber(value['currencyRate']) &&
  isFiniteNumber(value['postageNet']) &&
  isFiniteNumber(value['discountGross']) &&
  Array.isArray(value['lines']) &&
  value['lines'].every(
    (line) =>
      isRecord(line) && isFiniteNumber(line['productId']) && isFiniteNumber(line['quantity']) && isFiniteNumber(line['unitNet']),
  );

export class FakeOrderBook {
  private readonly orders: BookedOrder[];

  constructor(
    seedOrders: readonly SeedOrder[],
    private readonly clock: ClockPort,
    private readonly storage: Storage | null = null,
  ) {
    const stored = readJson(storage, ORDERS_STORAGE_KEY);
    this.orders =
      Array.isArray(stored) && stored.length > 0 && stored.every(isOrder)
        ? stored
        : seedOrders.map((order) => ({ ...order, lines: order.lines.map((line) => ({ ...line })), discountGross: 0 }));
  }

  get(orderId: number): BookedOrder | undefined {
    return this.orders.find((order) => order.id === orderId);
  }

  forCustomer(customerId: number): BookedOrder[] {
    return this.orders
      .filter((order) => order.customerId === customerId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }

  byRefAndHash(ref: string, hash: string): BookedOrder | undefined {
    return this.orders.find((order) => order.ref === ref && order.hash === hash);
  }

  place(order: NewOrder): BookedOrder {
    const id = Math.max(0, ...this.orders.map((o) => o.id)) + 1;
    const booked: BookedOrder = {
      ...order,
      id,
      ref: `ORD${String(id).padStart(9, '0')}`,
      hash: this.hashFor(id),
      createdAt: new Date(this.clock.now()).toISOString(),
      status: 'paid',
      pickupAddressId: null,
    };
    this.orders.push(booked);
    this.save();
    return booked;
  }

  update(orderId: number, change: Partial<Pick<BookedOrder, 'status' | 'pickupAddressId'>>): BookedOrder | undefined {
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

  private save(): void {
    writeJson(this.storage, ORDERS_STORAGE_KEY, this.orders);
  }
}
