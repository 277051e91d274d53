import { createRoot } from 'react-dom/client';
import { createIntl } from 'react-intl';
import { version } from '../../package.json';
import { BrowserConsentAdapter } from '../../adapters/browser/browser-consent-adapter';
import { BrowserAnalyticsAdapter } from '../../adapters/browser/browser-analytics-adapter';
import { BrowserStorageAdapter } from '../../adapters/browser/browser-storage-adapter';
import { BrowserClockAdapter } from '../../adapters/browser/browser-clock-adapter';
import type { BackendPorts } from '../../ports/port-set';
import { intlLocale, loadMessages } from '../i18n/load-messages';
import { RootStore } from '../stores/root-store';
import { App } from '../ui/app';
import { missingConfigMessage } from '../ui/startup-messages';
import { parseConfig } from './config';
import { createContainer, type BrowserPorts } from './container';
import { createHttpBackend } from './http-family';

async function start(): Promise<void> {
  const { config, missing } = parseConfig(import.meta.env, version);
  const browser: BrowserPorts = {
    storage: new BrowserStorageAdapter(),
    clock: new BrowserClockAdapter(),
    consent: new BrowserConsentAdapter(),
    analytics: new BrowserAnalyticsAdapter(),
  };
  const messages = await loadMessages(config.language);
  if (missing.length > 0) {
    const intl = createIntl({ locale: intlLocale[config.language], messages });
    const text = intl.formatMessage(missingConfigMessage, { names: missing.join(', ') });
    console.error(text);
    window.alert(text);
  }
  const backend: BackendPorts =
    import.meta.env.VITE_ADAPTERS === 'http'
      ? createHttpBackend(config, browser.storage)
      : (await import('./fake-family')).createFakeBackend(browser.clock);
  const root = createContainer(config, browser, backend).get(RootStore);
  if (root.start(window.location.pathname + window.location.search) === 'reload') {
    window.location.reload();
    return;
  }
  const element = document.getElementById('root');
  if (element) createRoot(element).render(<App root={root} initialMessages={messages} />);
}

void start();
