import type { Container, ContainerModule } from 'inversify';
import { BrowserClockAdapter } from '../../adapters/browser/browser-clock-adapter';
import { createFakeAdapters, fakeBindings } from '../../adapters/fake/create-fake-adapters';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeKnobs, installKnobsOnWindow } from '../../adapters/fake/fake-knobs';
import { seedSteps } from '../../adapters/fake/seed/seed-data-set';
import type { LanguageCode } from '../../ports/model/shop-context';
import { fakeControls } from './fake-panel-controls';
import { fakePanelModule } from './fake-panel-module';
import { installFakePanel } from './fake-panel-opener';
import { fakeProviderModule } from './fake-provider-module';
import { inSlices } from './next-task';
import { portsModule } from './ports-module';

let clock: FakeClock | null = null;

/** Fake mode's one clock, for the stores and the fakes alike: the control panel moves it forward. */
export function fakeClock(): FakeClock {
  clock ??= new FakeClock(new BrowserClockAdapter(), window.sessionStorage);
  return clock;
}

/**
 * Loaded by dynamic import only, so the http build carries no fake code and no faker (nor the fake
 * provider page's store). The data set is built in slices, the main thread given back in between.
 */
export async function fakeFamily(defaultLanguage: LanguageCode): Promise<ContainerModule[]> {
  const knobs = FakeKnobs.fromLocation(window.location.search, window.sessionStorage);
  installKnobsOnWindow(knobs);
  const data = await inSlices(seedSteps());
  const fakes = createFakeAdapters({ clock: fakeClock(), knobs, storage: window.localStorage, data });
  return [
    portsModule(fakeBindings(fakes)),
    fakeProviderModule(),
    fakePanelModule(fakeControls(knobs, fakeClock(), defaultLanguage)),
  ];
}

/** The control panel: Alt+Shift+K, ?panel and window.__fakePanel (its code downloads when first opened). */
export const fakePanel = (container: Container): void => installFakePanel(container);
