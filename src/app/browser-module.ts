import type { ContainerModule } from 'inversify';
import { ANALYTICS_PORT, type AnalyticsPort } from '../../ports/analytics-port';
import { CHAT_PORT, type ChatPort } from '../../ports/chat-port';
import { CLOCK_PORT, type ClockPort } from '../../ports/clock-port';
import { APP_CONFIG, PAGE_LANGUAGE, type AppConfig } from '../../ports/config-port';
import { CONNECTIVITY_PORT, type ConnectivityPort } from '../../ports/connectivity-port';
import { CONSENT_PORT, type ConsentPort } from '../../ports/consent-port';
import { DISPLAY_PORT, type DisplayPort } from '../../ports/display-port';
import { ERROR_REPORTING_PORT, type ErrorReportingPort } from '../../ports/error-reporting-port';
import { LOGGER_PORT, type LoggerPort } from '../../ports/logger-port';
import type { LanguageCode } from '../../ports/model/shop-context';
import { bindingOf } from '../../ports/port-token';
import { STORAGE_PORT, type StoragePort } from '../../ports/storage-port';
import { TAG_MANAGER_PORT, type TagManagerPort } from '../../ports/tag-manager-port';
import { portsModule } from './ports-module';

export interface BrowserAdapters {
  storage: StoragePort;
  clock: ClockPort;
  consent: ConsentPort;
  analytics: AnalyticsPort;
  display: DisplayPort;
  logger: LoggerPort;
  tagManager: TagManagerPort;
  errorReporting: ErrorReportingPort;
  chat: ChatPort;
  /** The connection; always online where not given (the server, most tests). */
  connectivity?: ConnectivityPort;
}

const ALWAYS_ONLINE: ConnectivityPort = { isOnline: () => true, watch: () => () => undefined };

/**
 * The configuration, the language the page's URL names (the shop's own by default) and the ports
 * of the browser (or of a test, or of rendering in Node).
 */
export function browserModule(
  config: AppConfig,
  browser: BrowserAdapters,
  pageLanguage: LanguageCode = config.language,
): ContainerModule {
  return portsModule([
    bindingOf(APP_CONFIG, config),
    bindingOf(PAGE_LANGUAGE, pageLanguage),
    bindingOf(STORAGE_PORT, browser.storage),
    bindingOf(CLOCK_PORT, browser.clock),
    bindingOf(CONSENT_PORT, browser.consent),
    bindingOf(ANALYTICS_PORT, browser.analytics),
    bindingOf(DISPLAY_PORT, browser.display),
    bindingOf(LOGGER_PORT, browser.logger),
    bindingOf(TAG_MANAGER_PORT, browser.tagManager),
    bindingOf(ERROR_REPORTING_PORT, browser.errorReporting),
    bindingOf(CHAT_PORT, browser.chat),
    bindingOf(CONNECTIVITY_PORT, browser.connectivity ?? ALWAYS_ONLINE),
  ]);
}
