import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { fakeControls, type PanelWindow } from '../../src/app/fake-panel-controls';
import { FAKE_CONTROLS } from '../../src/features/fake-panel/fake-controls';
import { PanelStore } from '../../src/features/fake-panel/panel-store';
import { CLOCK_PORT } from '../../ports/clock-port';
import { ROOT_STORE, type RootStore } from '../../src/app/root-store';
import { aShopContainer, startNow, type TestWorld } from './build-root-store';

/** The browser window as the panel's controls see it: its storages, its URL and the reloads asked for. */
export class TestPanelWindow implements PanelWindow {
  readonly localStorage = new InMemoryStorage();
  readonly sessionStorage = new InMemoryStorage();
  readonly urls: string[] = [];
  reloads = 0;
  readonly location = {
    pathname: '/products',
    search: '',
    hash: '',
    reload: () => {
      this.reloads += 1;
    },
  };
  readonly history = {
    pushState: (_data: unknown, _unused: string, url: string) => {
      this.urls.push(url);
    },
  };
}

export interface PanelWorld {
  panel: PanelStore;
  shop: TestWorld;
  knobs: FakeKnobs;
  clock: FakeClock;
  page: TestPanelWindow;
}

/**
 * A started shop in fake mode with its control panel: the stores, the fakes and the panel share one
 * fake clock (over the test's in-memory clock) and one set of knobs, as in the browser.
 */
export function givenAPanel(page = new TestPanelWindow()): PanelWorld {
  const knobs = new FakeKnobs(page.sessionStorage);
  const world = aShopContainer({ knobs });
  const clock = new FakeClock(world.clock, page.sessionStorage);
  world.container.rebind(CLOCK_PORT).toConstantValue(clock);
  world.container.bind(FAKE_CONTROLS).toConstantValue(fakeControls(knobs, clock, 'en', page));
  world.container.bind(PanelStore).toSelf();
  const root = world.container.get<RootStore>(ROOT_STORE);
  startNow(root, '/');
  return { panel: world.container.get(PanelStore), shop: { ...world, root }, knobs, clock, page };
}
