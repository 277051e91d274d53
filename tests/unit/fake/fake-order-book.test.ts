import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { FakeOrderBook, type NewOrder } from '../../../adapters/fake/fake-order-book';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { TODAY } from './fake-orders-support';
import { TestClock } from './fake-test-support';

const seedOrders = getSeedData().orders;

/** A seed order as the payment fake would hand it over: without what the book assigns. */
function aNewOrder(): NewOrder {
  const [first] = seedOrders;
  if (first === undefined) throw new Error('the seed has no order');
  const { id: _id, ref: _ref, hash: _hash, createdAt: _at, sentAt: _sent, status: _status, ...rest } = structuredClone(first);
  const { pickupAddressId: _pickup, withdrawnAt: _withdrawn, ...order } = rest;
  return order;
}

describe('the fake order book', () => {
  it('numbers a new order after the highest id', () => {
    const book = new FakeOrderBook(seedOrders, new TestClock(TODAY), new InMemoryStorage());
    const highest = Math.max(...seedOrders.map((order) => order.id));
    expect(book.place(aNewOrder()).id).toBe(highest + 1);
  });

  it('places an order under an id the caller chooses, once', () => {
    const storage = new InMemoryStorage();
    const book = new FakeOrderBook(seedOrders, new TestClock(TODAY), storage);
    const placed = book.place(aNewOrder(), 900);
    expect(placed).toMatchObject({ id: 900, status: 'paid', ref: 'ORD000000900' });
    expect(new FakeOrderBook(seedOrders, new TestClock(TODAY), storage).get(900)).toEqual(placed);
    expect(() => book.place(aNewOrder(), 900)).toThrow('order 900 exists');
  });
});
