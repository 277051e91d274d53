import type { ContainerModule } from 'inversify';
import type { ClockPort } from '../../ports/clock-port';
import { createFakeAdapters, fakeBindings } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs, installKnobsOnWindow } from '../../adapters/fake/fake-knobs';
import { generateSeedDataInSlices } from '../../adapters/fake/seed/seed-data-set';
import { fakeProviderModule } from './fake-provider-module';
import { nextTask } from './next-task';
import { portsModule } from './ports-module';

/** Short enough that a tap waits for no slice of the data set (a long task is 50 ms, 4× slower on a phone). */
const SLICE_MS = 8;

/**
 * Loaded by dynamic import only, so the http build carries no fake code and no faker (nor the fake
 * provider page's store). The data set is built in slices, the main thread given back in between.
 */
export async function fakeFamily(clock: ClockPort): Promise<ContainerModule[]> {
  const knobs = FakeKnobs.fromLocation(window.location.search, window.sessionStorage);
  installKnobsOnWindow(knobs);
  const data = await generateSeedDataInSlices(nextTask, () => performance.now(), SLICE_MS);
  const fakes = createFakeAdapters({ clock, knobs, storage: window.localStorage, data });
  return [portsModule(fakeBindings(fakes)), fakeProviderModule()];
}
