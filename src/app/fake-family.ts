import type { ClockPort } from '../../ports/clock-port';
import type { BackendPorts } from '../../ports/port-set';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs, installKnobsOnWindow } from '../../adapters/fake/fake-knobs';

/** Loaded by dynamic import only, so the http build carries no fake code and no faker. */
export function createFakeBackend(clock: ClockPort): BackendPorts {
  const knobs = FakeKnobs.fromLocation(window.location.search, window.sessionStorage);
  installKnobsOnWindow(knobs);
  return createFakeAdapters({ clock, knobs, storage: window.sessionStorage });
}
