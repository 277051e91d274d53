import { BrowserTagManagerAdapter } from '../../adapters/browser/browser-tag-manager-adapter';
import { SentryErrorReportingAdapter } from '../../adapters/browser/sentry-error-reporting-adapter';
import type { BrowserAdapters } from './browser-module';

type ThirdParties = Pick<BrowserAdapters, 'tagManager' | 'errorReporting'>;

/** The third-party loaders; fake mode loads none of them and records what would have been loaded. */
export async function thirdParties(): Promise<ThirdParties> {
  if (import.meta.env.VITE_ADAPTERS === 'http') {
    return { tagManager: new BrowserTagManagerAdapter(), errorReporting: new SentryErrorReportingAdapter() };
  }
  return (await import('../../adapters/browser/recording-third-parties')).recordingThirdParties(window);
}
