import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { CONSENT_COOKIE } from '../../adapters/browser/browser-consent-adapter';
import { LANGUAGES, type LanguageCode } from '../../ports/model/shop-context';
import { intlLocale, type Messages } from '../i18n/load-messages';
import { ConsentDialog } from '../features/consent/consent-dialog';

/**
 * The page's HTML before the app runs, written into index.html at build time: what the app's first
 * render shows on a first visit, the consent dialog (its buttons disabled until the app replaces
 * it). The first paint no longer waits for the JavaScript.
 */
export function renderShell(language: LanguageCode, messages: Messages): string {
  return renderToStaticMarkup(
    <IntlProvider locale={intlLocale[language]} messages={messages} defaultLocale="en">
      <ConsentDialog />
    </IntlProvider>,
  );
}

/**
 * Runs in the page's head, before the body: a shopper who has decided, or a page in another
 * language (its URL starts with /en/, /de/…: src/domain/language-path.ts), would see a dialog the
 * app does not show, so the shell is hidden for them.
 */
export function shellGuard(language: LanguageCode): string {
  const others = LANGUAGES.filter((code) => code !== language).join('|');
  const decided = `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/`;
  return `try{if(${decided}.test(document.cookie)||/^\\/(?:${others})(?:\\/|$)/.test(location.pathname))document.documentElement.setAttribute('data-shell','off')}catch(e){}`;
}

export const SHELL_STYLE = "[data-shell='off'] [data-shell] { display: none; }";
