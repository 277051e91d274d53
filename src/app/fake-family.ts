import type { ContainerModule } from 'inversify';
import type { ClockPort } from '../../ports/clock-port';
import { createFakeAdapters, fakeBindings } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs, installKnobsOnWindow } from '../../adapters/fake/fake-knobs';
import { fakeProviderModule } from './fake-provider-module';
import { portsModule } from './ports-module';

/** Loaded by dynamic import only, so the http build carries no fake code and no faker (nor the fake provider page's store). */
export function fakeFamily(clock: ClockPort): ContainerModule[] {
  const knobs = FakeKnobs.fromLocation(window.location.search, window.sessionStorage);
  installKnobsOnWindow(knobs);
  return [portsModule(fakeBindings(createFakeAdapters({ clock, knobs, storage: window.localStorage }))), fakeProviderModule()];
}
