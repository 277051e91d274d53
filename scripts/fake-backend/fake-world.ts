import { BrowserClockAdapter } from '../../adapters/browser/browser-clock-adapter';
import { createFakeAdapters, type FakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { getSeedData } from '../../adapters/fake/seed/seed-data-set';
import type { SeedData } from '../../adapters/fake/seed/seed-types';

/**
 * What the fake backend serves: the very fake adapters `npm start` runs in the browser, over the
 * same seeded data set, so the two cannot drift apart. Carts, orders and accounts live in memory.
 */
export interface FakeWorld {
  data: SeedData;
  fakes: FakeAdapters;
}

export function createFakeWorld(): FakeWorld {
  const clock = new BrowserClockAdapter();
  return { data: getSeedData(), fakes: createFakeAdapters({ clock, knobs: new FakeKnobs() }) };
}
