import type { ContainerModule } from 'inversify';
import type { ClockPort } from '../../ports/clock-port';
import { createFakeAdapters, fakeBindings } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs, installKnobsOnWindow } from '../../adapters/fake/fake-knobs';
import { seedSteps } from '../../adapters/fake/seed/seed-data-set';
import { fakeProviderModule } from './fake-provider-module';
import { inSlices } from './next-task';
import { portsModule } from './ports-module';

/**
 * Loaded by dynamic import only, so the http build carries no fake code and no faker (nor the fake
 * provider page's store). The data set is built in slices, the main thread given back in between.
 */
export async function fakeFamily(clock: ClockPort): Promise<ContainerModule[]> {
  const knobs = FakeKnobs.fromLocation(window.location.search, window.sessionStorage);
  installKnobsOnWindow(knobs);
  const data = await inSlices(seedSteps());
  const fakes = createFakeAdapters({ clock, knobs, storage: window.localStorage, data });
  return [portsModule(fakeBindings(fakes)), fakeProviderModule()];
}
