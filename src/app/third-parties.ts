import { BrowserChatAdapter } from '../../adapters/browser/browser-chat-adapter';
import { BrowserTagManagerAdapter } from '../../adapters/browser/browser-tag-manager-adapter';
import { SentryErrorReportingAdapter } from '../../adapters/browser/sentry-error-reporting-adapter';
import type { AppConfig } from '../../ports/config-port';
import type { BrowserAdapters } from './browser-module';

type ThirdParties = Pick<BrowserAdapters, 'tagManager' | 'errorReporting' | 'chat'>;

/** The third-party loaders; fake mode loads none of them and records what would have been loaded. */
export async function thirdParties(config: AppConfig): Promise<ThirdParties> {
  if (import.meta.env.VITE_ADAPTERS === 'http') {
    return {
      tagManager: new BrowserTagManagerAdapter(),
      errorReporting: new SentryErrorReportingAdapter(),
      chat: new BrowserChatAdapter(config.chat),
    };
  }
  return (await import('../../adapters/browser/recording-third-parties')).recordingThirdParties(window);
}
