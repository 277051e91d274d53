import { BrowserClockAdapter } from '../../adapters/browser/browser-clock-adapter';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { createFakeAdapters, type FakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeAccountBook } from '../../adapters/fake/fake-account-book';
import { FakeCartBook } from '../../adapters/fake/fake-cart-book';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { FakeOrderBook } from '../../adapters/fake/fake-order-book';
import { generateSeedData } from '../../adapters/fake/seed/seed-data-set';
import type { SeedData } from '../../adapters/fake/seed/seed-types';
import type { ClockPort } from '../../ports/clock-port';

/**
 * What the fake backend serves: the very fake adapters `npm start` runs in the browser, over the
 * same seeded data set, so the two cannot drift apart. Carts, orders and accounts live in memory.
 */
export interface FakeWorld {
  data: SeedData;
  fakes: FakeAdapters;
  clock: ClockPort;
  /**
   * The fakes' order, account and cart records, read through books over the same storage (as a second
   * browser tab reads them): the wire carries ids and amounts no port answers (an order's customer,
   * modules, product ids). Routes only read them; every change goes through the fakes, but for the data
   * of a provider state.
   */
  books: { orders: FakeOrderBook; accounts: FakeAccountBook; carts: FakeCartBook };
  /** Where each provider listens once started (the shop API's ConfigApi names the search service). */
  urls: Partial<Record<string, string>>;
}

export function createFakeWorld(clock: ClockPort = new BrowserClockAdapter(), knobs = new FakeKnobs()): FakeWorld {
  // A data set of its own: provider states add records to it without touching the shared one.
  const data = generateSeedData();
  const storage = new InMemoryStorage();
  const fakes = createFakeAdapters({ clock, knobs, storage, data });
  const books = {
    orders: new FakeOrderBook(data.orders, clock, storage),
    accounts: new FakeAccountBook(data.accounts, storage),
    carts: new FakeCartBook(storage),
  };
  return { data, fakes, clock, books, urls: {} };
}
