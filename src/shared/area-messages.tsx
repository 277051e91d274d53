import { observer } from 'mobx-react-lite';
import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadAreasMessages, type MessageArea } from './load-area-messages';
import { heldUntilRetry } from './load-attempt';
import type { Messages } from '../i18n/load-messages';
import { useStores } from './store-context';

/** The messages around it plus the given ones. */
export function WithMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const intl = useIntl();
  const outer = intl.messages as Messages;
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      {children}
    </IntlProvider>
  );
}

/** The shell's messages plus those of the areas a screen downloads with it; suspends until they arrive. */
export const AreaMessages = observer(function AreaMessages({ areas, children }: { areas: MessageArea[]; children: ReactNode }) {
  const { shop } = useStores();
  const key = `${areas.join('+')}:${shop.language}`;
  const messages = use(heldUntilRetry(key, () => loadAreasMessages(areas, shop.language)));
  return <WithMessages messages={messages}>{children}</WithMessages>;
});
