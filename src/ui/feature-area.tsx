import { observer } from 'mobx-react-lite';
import { use, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { loadAreaMessages, type MessageArea, type Messages } from '../i18n/load-messages';
import { useStores } from './store-context';
import { useLazyFeature } from './use-lazy-feature';

/**
 * Screens whose messages and stores arrive with them, not with the first load: the customer
 * screens, and the checkout (which uses theirs too). The screen waits (page skeleton) for both.
 */
const FeatureArea = observer(function FeatureArea({ area }: { area: MessageArea }) {
  const intl = useIntl();
  const { shop, accountFeature, checkoutFeature } = useStores();
  const account = use(loadAreaMessages('account', shop.language));
  const checkout = area === 'checkout' ? use(loadAreaMessages('checkout', shop.language)) : null;
  useLazyFeature<unknown>(area === 'checkout' ? checkoutFeature : accountFeature);
  const shell = intl.messages as Messages;
  const merged = useMemo(() => ({ ...shell, ...account, ...checkout }), [shell, account, checkout]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      <Outlet />
    </IntlProvider>
  );
});

export default FeatureArea;
