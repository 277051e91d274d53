import { observer } from 'mobx-react-lite';
import { use, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { loadAccountMessages, type Messages } from '../../i18n/load-messages';
import { useStores } from '../store-context';

/**
 * The customer screens: their messages and their stores arrive with them, not with the first
 * load. The screen waits (page skeleton) until both are here.
 */
const AccountArea = observer(function AccountArea() {
  const intl = useIntl();
  const { shop, accountFeature } = useStores();
  const messages = use(loadAccountMessages(shop.language));
  if (accountFeature.value === undefined) use(accountFeature.load());
  const shell = intl.messages as Messages;
  const merged = useMemo(() => ({ ...shell, ...messages }), [shell, messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      <Outlet />
    </IntlProvider>
  );
});

export default AccountArea;
