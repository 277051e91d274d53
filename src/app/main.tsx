import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl } from 'react-intl';
import { version } from '../../package.json';
import { BrowserAnalyticsAdapter } from '../../adapters/browser/browser-analytics-adapter';
import { BrowserClockAdapter } from '../../adapters/browser/browser-clock-adapter';
import { BrowserConnectivityAdapter } from '../../adapters/browser/browser-connectivity-adapter';
import { BrowserConsentAdapter } from '../../adapters/browser/browser-consent-adapter';
import { BrowserDisplayAdapter } from '../../adapters/browser/browser-display-adapter';
import { BrowserStorageAdapter } from '../../adapters/browser/browser-storage-adapter';
import { splitLanguagePath } from '../domain/language-path';
import { intlLocale, loadMessages } from '../i18n/load-messages';
import { warmLocaleData } from '../i18n/warm-locale-data';
import { warmLocaleDataOffThread } from '../i18n/warm-locale-data-off-thread';
import { App } from './app';
import { PAGE_DATA_ID } from './page-data';
import { missingConfigMessage } from '../shared/startup-messages';
import { browserModule, type BrowserAdapters } from './browser-module';
import { parseConfig } from './config';
import { containerSteps, storeSteps } from './container';
import { httpFamily } from './http-family';
import { inSlices, nextTask } from './next-task';
import { thirdParties } from './third-parties';

/**
 * The page is painted before the app runs (the prerendered shell), so start-up gives the main
 * thread back between its steps: a tap or a frame never waits for all of them at once.
 */
async function start(): Promise<void> {
  await nextTask();
  const { config, missing } = parseConfig(import.meta.env, version, window.location.origin);
  // The page's language is the one its URL names; the page's own path follows it.
  const page = splitLanguagePath(window.location.pathname, config.language);
  const pagePath = page.path + window.location.search;
  // The build's language only: a worker loading more competes with start-up on a phone's few cores.
  const localeReady = warmLocaleDataOffThread(intlLocale[config.language]);
  // A page rendered on the server is taken over, not painted again (src/app/hydrate-page.tsx).
  const hydration = document.getElementById(PAGE_DATA_ID) ? await import('./hydrate-page') : null;
  const held = hydration?.holdChoices(new BrowserStorageAdapter());
  const fake = import.meta.env.VITE_ADAPTERS === 'http' ? null : await import('./fake-family');
  const browser: BrowserAdapters = {
    storage: held ?? new BrowserStorageAdapter(),
    clock: fake?.fakeClock() ?? new BrowserClockAdapter(),
    consent: new BrowserConsentAdapter(),
    analytics: new BrowserAnalyticsAdapter(),
    display: new BrowserDisplayAdapter(),
    connectivity: new BrowserConnectivityAdapter(),
    logger: console,
    ...(await thirdParties(config)),
  };
  await nextTask();
  const family =
    import.meta.env.VITE_ADAPTERS === 'http'
      ? [httpFamily(config, browser.storage, browser.clock, browser.logger)]
      : ((await fake?.fakeFamily(config.language)) ?? []);
  await nextTask();
  const container = await inSlices(containerSteps(browserModule(config, browser, page.language), ...family));
  await nextTask();
  const root = await inSlices(storeSteps(container));
  fake?.fakePanel(container);
  await nextTask();
  const element = document.getElementById('root');
  // React rendered again and the page is whole: worth a warning with its cause, not an error.
  const onRecoverableError = (error: unknown) =>
    browser.logger.warn('React recovered from a render error:', error instanceof Error ? (error.cause ?? error) : error);
  if (element && held && (await hydration?.hydratePage(container, root, element, pagePath, onRecoverableError, held))) return;
  if ((await inSlices(root.startSteps(pagePath))) === 'reload') {
    window.location.reload();
    return;
  }
  const messages = await loadMessages(root.shop.language);
  if (missing.length > 0) {
    const intl = createIntl({ locale: intlLocale[root.shop.language], messages });
    const text = intl.formatMessage(missingConfigMessage, { names: missing.join(', ') });
    console.error(text);
    window.alert(text);
  }
  if (!element) return;
  await nextTask();
  // Once the worker has loaded the locale's data, the main thread's own first use of it is short.
  await localeReady(intlLocale[root.shop.language]);
  await inSlices(warmLocaleData(intlLocale[root.shop.language]));
  await nextTask();
  const reactRoot = createRoot(element, { onRecoverableError });
  // Rendered in slices, each short enough not to hold a tap.
  startTransition(() => reactRoot.render(<App root={root} initialMessages={messages} />));
  // Error reporting is no part of the first load: it starts once the first frame is painted.
  requestAnimationFrame(() => setTimeout(() => void root.errorReporting.start(), 0));
}

void start();
