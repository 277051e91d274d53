import { observer } from 'mobx-react-lite';
import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadAreasMessages, type MessageArea } from './load-area-messages';
import type { Messages } from '../i18n/load-messages';
import { useStores } from './store-context';

/** The shell's messages plus those of the areas a screen downloads with it; suspends until they arrive. */
export const AreaMessages = observer(function AreaMessages({ areas, children }: { areas: MessageArea[]; children: ReactNode }) {
  const intl = useIntl();
  const { shop } = useStores();
  const loaded = use(loadAreasMessages(areas, shop.language));
  const shell = intl.messages as Messages;
  const merged = useMemo(() => ({ ...shell, ...loaded }), [shell, loaded]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      {children}
    </IntlProvider>
  );
});
