import { BrowserClockAdapter } from '../../adapters/browser/browser-clock-adapter';
import { InMemoryDisplay } from '../../adapters/browser/in-memory-display';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
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
 * consent, no third party. Nothing outlives the request.
 */
export function requestPorts(logger: BrowserAdapters['logger']): BrowserAdapters {
  return {
    storage: new InMemoryStorage(),
    clock: new BrowserClockAdapter(),
    consent: undecided,
    analytics: { push: nothing },
    display: new InMemoryDisplay(),
    logger,
    tagManager: { load: nothing },
    errorReporting: { start: async () => ({ ok: true, value: undefined }), report: nothing },
    chat: { configured: false, load: async () => ({ ok: true, value: undefined }), open: nothing },
  };
}
