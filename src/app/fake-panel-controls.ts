import { CUSTOMERS_STORAGE_KEY } from '../../adapters/fake/fake-account-book';
import { CARTS_STORAGE_KEY } from '../../adapters/fake/fake-cart-book';
import type { FakeClock } from '../../adapters/fake/fake-clock';
import type { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { ORDERS_STORAGE_KEY } from '../../adapters/fake/fake-order-book';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import { localizedPath, splitLanguagePath } from '../domain/language-path';
import type { FakeControls, Persona } from '../features/fake-panel/fake-controls';
import type { LanguageCode } from '../../ports/model/shop-context';

export const PANEL_OPEN_KEY = 'fake-panel-open';
/** The fake server's records and the app's pointers into them: what a reset of the data set drops. */
const DATA_KEYS = [CARTS_STORAGE_KEY, ORDERS_STORAGE_KEY, CUSTOMERS_STORAGE_KEY, 'cart_id', 'cart_items'];

const PERSONAS: readonly Persona[] = [
  { id: 'private', ...DEMO_ACCOUNTS.private },
  { id: 'company', ...DEMO_ACCOUNTS.company },
  { id: 'vat-exempt', ...DEMO_ACCOUNTS.vatExempt },
  { id: 'admin', ...DEMO_ACCOUNTS.admin },
];

/** What of the browser window the panel's controls use (a test passes its own). */
export interface PanelWindow {
  localStorage: Storage;
  sessionStorage: Storage;
  location: { pathname: string; search: string; hash: string; reload(): void };
  history: { pushState(data: unknown, unused: string, url: string): void };
}

/** The panel's reach into fake mode: the knobs, the fake clock, the fake server's records and the page's URL. */
export function fakeControls(
  knobs: FakeKnobs,
  clock: FakeClock,
  defaultLanguage: LanguageCode,
  page: PanelWindow = window,
): FakeControls {
  const failures = () => [
    ...[...knobs.failures].map((name) => ({ name, every: 1 })),
    ...[...knobs.everyNth].filter(([name]) => !knobs.failures.has(name)).map(([name, every]) => ({ name, every })),
  ];
  return {
    personas: PERSONAS,
    state: () => ({ latencyMs: knobs.latencyMs, failures: failures(), clockOffsetMs: clock.offsetMs }),
    setLatency: (ms) => knobs.setLatency(ms),
    fail: (name, every) => {
      knobs.heal(name);
      if (every > 1) knobs.failEvery(name, every);
      else knobs.fail(name);
    },
    heal: (name) => knobs.heal(name),
    advanceClock: (ms) => clock.advanceBy(ms),
    resetData: () => {
      for (const key of DATA_KEYS) page.localStorage.removeItem(key);
      knobs.reset();
      clock.reset();
      page.location.reload();
    },
    showLanguage: (language) => {
      const { pathname, search, hash } = page.location;
      const path = splitLanguagePath(pathname, defaultLanguage).path;
      page.history.pushState(null, '', localizedPath(path, language, defaultLanguage) + search + hash);
    },
    isOpen: () => page.sessionStorage.getItem(PANEL_OPEN_KEY) === 'true',
    keepOpen: (open) => page.sessionStorage.setItem(PANEL_OPEN_KEY, String(open)),
  };
}
