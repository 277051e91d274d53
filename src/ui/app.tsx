import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { intlLocale, loadMessages, type Messages } from '../i18n/load-messages';
import type { RootStore } from '../stores/root-store';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './components/error-boundary';
import { StoreProvider } from './store-context';
import './styles/tokens.css';

export const App = observer(function App({ root, initialMessages }: { root: RootStore; initialMessages: Messages }) {
  const language = root.shop.language;
  const [catalogue, setCatalogue] = useState({ language, messages: initialMessages });

  useEffect(() => {
    if (catalogue.language === language) return;
    let current = true;
    void loadMessages(language).then((messages) => current && setCatalogue({ language, messages }));
    return () => {
      current = false;
    };
  }, [language, catalogue.language]);

  useEffect(() => {
    document.documentElement.lang = catalogue.language;
  }, [catalogue.language]);

  useEffect(() => {
    void root.shop.localeConfig.ensure();
    void root.shop.storeInfo.ensure();
    void root.menu.load();
  }, [root]);

  return (
    <IntlProvider locale={intlLocale[catalogue.language]} messages={catalogue.messages} defaultLocale="en">
      <StoreProvider root={root}>
        <BrowserRouter>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </StoreProvider>
    </IntlProvider>
  );
});
