import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { LanguageCode } from '../../ports/model/shop-context';
import { FakePanel } from '../features/fake-panel/fake-panel';
import { PanelStore } from '../features/fake-panel/panel-store';
import { intlLocale, type Messages } from '../i18n/load-messages';

const catalogs: Record<LanguageCode, () => Promise<{ default: unknown }>> = {
  de: () => import('../i18n/compiled/fake-panel-de.json'),
  ro: () => import('../i18n/compiled/fake-panel-ro.json'),
  en: () => import('../i18n/compiled/fake-panel-en.json'),
};

const PanelRoot = observer(function PanelRoot({ store }: { store: PanelStore }) {
  const [catalog, setCatalog] = useState<{ language: LanguageCode; messages: Messages } | null>(null);
  const language = store.language;
  useEffect(() => {
    let current = true;
    void catalogs[language]().then((module) => current && setCatalog({ language, messages: module.default as Messages }));
    return () => {
      current = false;
    };
  }, [language]);
  if (catalog === null) return null;
  return (
    <IntlProvider locale={intlLocale[catalog.language]} messages={catalog.messages} defaultLocale="en">
      <FakePanel store={store} />
    </IntlProvider>
  );
});

/** The panel's store, bound beside the shop's, and its view in a root of its own at the end of the page. */
export function mountFakePanel(container: Container): PanelStore {
  container.bind(PanelStore).toSelf();
  const store = container.get(PanelStore);
  const element = document.createElement('div');
  document.body.append(element);
  createRoot(element).render(<PanelRoot store={store} />);
  return store;
}
