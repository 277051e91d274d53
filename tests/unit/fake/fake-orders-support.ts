import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import { TestClock } from './fake-test-support';

/** The real date of the fixtures: the e2e tests run with the real clock. */
export const TODAY = Date.UTC(2026, 10, 24, 12, 0, 0);

/** A fresh fake family over a fixed clock and its own storage (the fake server's state). */
export function givenTheFakes(now = TODAY) {
  const clock = new TestClock(now);
  const storage = new InMemoryStorage();
  const knobs = new FakeKnobs();
  const make = () => createFakeAdapters({ clock, knobs, storage });
  return { ports: make(), clock, storage, knobs, reload: make };
}
