import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { CONSENT_COOKIE } from '../../adapters/browser/browser-consent-adapter';
import { LANGUAGES, type LanguageCode } from '../../ports/model/shop-context';
import type { StorageKey } from '../../ports/storage-port';
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
 * Runs in the page's head, before the body: a shopper who has decided, or who chose another
 * language, would see a dialog the app does not show, so the shell is hidden for them.
 */
export function shellGuard(language: LanguageCode): string {
  const others = JSON.stringify(LANGUAGES.filter((code) => code !== language));
  const languageKey: StorageKey = 'language';
  const decided = `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/`;
  return `try{if(${decided}.test(document.cookie)||${others}.indexOf(localStorage.getItem('${languageKey}'))>=0)document.documentElement.setAttribute('data-shell','off')}catch(e){}`;
}

export const SHELL_STYLE = "[data-shell='off'] [data-shell] { display: none; }";
