import { BrowserChatAdapter } from '../../adapters/browser/browser-chat-adapter';
import { BrowserTagManagerAdapter } from '../../adapters/browser/browser-tag-manager-adapter';
import { SentryErrorReportingAdapter } from '../../adapters/browser/sentry-error-reporting-adapter';
import type { AppConfig } from '../../ports/config-port';
import type { ThirdParties } from './third-parties';

/** The http build's third-party loaders: the tag manager's, the error-reporting SDK's and the chat's. */
export const httpThirdParties = (config: AppConfig): ThirdParties => ({
  tagManager: new BrowserTagManagerAdapter(),
  errorReporting: new SentryErrorReportingAdapter(),
  chat: new BrowserChatAdapter(config.chat),
});
