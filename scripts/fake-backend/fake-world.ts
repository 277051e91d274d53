import { BrowserClockAdapter } from '../../adapters/browser/browser-clock-adapter';
import { createFakeAdapters, type FakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { generateSeedData } from '../../adapters/fake/seed/seed-data-set';
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
  // A data set of its own: provider states add records to it without touching the shared one.
  const data = generateSeedData();
  return { data, fakes: createFakeAdapters({ clock, knobs: new FakeKnobs(), data }) };
}
