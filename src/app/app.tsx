import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { languagePrefix, splitLanguagePath } from '../domain/language-path';
import { intlLocale, loadMessages, type Messages } from '../i18n/load-messages';
import type { RootStore } from './root-store';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from '../shared/components/error-boundary';
import { StoreProvider } from '../shared/store-context';
import '../shared/styles/tokens.css';

export const App = observer(function App({ root, initialMessages }: { root: RootStore; initialMessages: Messages }) {
  const language = root.shop.language;
  const base = languagePrefix(language, root.shop.defaultLanguage);
  const [catalog, setCatalog] = useState({ language, messages: initialMessages });

  useEffect(() => {
    if (catalog.language === language) return;
    let current = true;
    void loadMessages(language).then((messages) => current && setCatalog({ language, messages }));
    return () => {
      current = false;
    };
  }, [language, catalog.language]);

  // Back and forward across a language switch: the page's language is the one its URL names.
  useEffect(() => {
    const { shop } = root;
    const follow = () => shop.setLanguage(splitLanguagePath(window.location.pathname, shop.defaultLanguage).language);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [root]);

  useEffect(() => {
    document.documentElement.lang = catalog.language;
  }, [catalog.language]);

  return (
    <IntlProvider locale={intlLocale[catalog.language]} messages={catalog.messages} defaultLocale="en">
      <StoreProvider root={root}>
        {/* Another language is another URL space (/en/…): its router starts afresh from the URL. */}
        <BrowserRouter key={base} basename={base || undefined}>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </StoreProvider>
    </IntlProvider>
  );
});
