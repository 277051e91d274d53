import { BrowserClockAdapter } from '../../adapters/browser/browser-clock-adapter';
import { InMemoryDisplay } from '../../adapters/browser/in-memory-display';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { httpsScriptUrl } from '../../adapters/browser/https-script-url';
import type { AppConfig } from '../../ports/config-port';
import type { ConsentPort } from '../../ports/consent-port';
import type { BrowserAdapters } from './browser-module';

const nothing = () => undefined;

/** A visitor who has decided nothing: the server renders what every first visit sees. */
const undecided: ConsentPort = {
  readDecision: () => null,
  recordDecision: nothing,
  applyDefaults: nothing,
  restoreGrant: nothing,
  startAdPixel: nothing,
  startSocialPixel: nothing,
};

/**
 * The browser's ports for one request on the server: an anonymous visitor with empty storage, no
 * consent, no third party loaded. The chat counts as set up as the browser's does, so the page
 * hydrates as sent. Nothing outlives the request.
 */
export function requestPorts(logger: BrowserAdapters['logger'], chat: AppConfig['chat']): BrowserAdapters {
  return {
    storage: new InMemoryStorage(),
    clock: new BrowserClockAdapter(),
    consent: undecided,
    analytics: { push: nothing },
    display: new InMemoryDisplay(),
    logger,
    tagManager: { load: nothing },
    errorReporting: { start: async () => ({ ok: true, value: undefined }), report: nothing },
    chat: {
      configured: httpsScriptUrl(chat.scriptUrl) !== null,
      load: async () => ({ ok: true, value: undefined }),
      open: nothing,
    },
  };
}
