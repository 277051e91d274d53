import { httpsScriptUrl } from '../../adapters/browser/https-script-url';
import { lazyPort } from '../../adapters/http/lazy-port';
import type { AppConfig } from '../../ports/config-port';
import type { BrowserAdapters } from './browser-module';

export type ThirdParties = Pick<BrowserAdapters, 'tagManager' | 'errorReporting' | 'chat'>;

/**
 * The http build's third-party loaders, whose code downloads on their first use (consent, the
 * start of error reporting after the first paint, the first error, the chat's button), not with
 * the first load. One download brings all three; a failed one is tried again on the next use.
 */
export function deferredThirdParties(config: AppConfig): ThirdParties {
  let loading: Promise<ThirdParties> | null = null;
  const loaders = () =>
    (loading ??= import('./http-third-parties').then(
      ({ httpThirdParties }) => httpThirdParties(config),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const chat = lazyPort(async () => (await loaders()).chat);
  return {
    tagManager: lazyPort(async () => (await loaders()).tagManager),
    errorReporting: lazyPort(async () => (await loaders()).errorReporting),
    chat: { configured: httpsScriptUrl(config.chat.scriptUrl) !== null, load: chat.load, open: chat.open },
  };
}

/** The third-party loaders; fake mode loads none of them and records what would have been loaded. */
export async function thirdParties(config: AppConfig): Promise<ThirdParties> {
  if (import.meta.env.VITE_ADAPTERS === 'http') return deferredThirdParties(config);
  return (await import('../../adapters/browser/recording-third-parties')).recordingThirdParties(window);
}
