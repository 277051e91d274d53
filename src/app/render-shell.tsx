import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { CONSENT_COOKIE } from '../../adapters/browser/browser-consent-adapter';
import { LANGUAGES, type LanguageCode } from '../../ports/model/shop-context';
import type { StorageKey } from '../../ports/storage-port';
import { SALES_BAR_DISMISSED_VALUE } from '../domain/sales-bar';
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
 * app does not show, so the shell is hidden for them. A shopper who dismissed the sales bar does not
 * see the one a page rendered on the server holds (it would go after hydration and move the page).
 */
export function shellGuard(language: LanguageCode): string {
  const others = LANGUAGES.filter((code) => code !== language).join('|');
  const decided = `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/`;
  const dismissed: StorageKey = 'salesBarVisible';
  const root = 'document.documentElement';
  return `try{if(${decided}.test(document.cookie)||/^\\/(?:${others})(?:\\/|$)/.test(location.pathname))${root}.setAttribute('data-shell','off');if(localStorage.getItem('${dismissed}')==='${SALES_BAR_DISMISSED_VALUE}')${root}.setAttribute('data-sales-bar','off')}catch(e){}`;
}

export const SHELL_STYLE =
  "[data-shell='off'] [data-shell] { display: none; } [data-sales-bar='off'] [data-sales-bar] { display: none; }";
