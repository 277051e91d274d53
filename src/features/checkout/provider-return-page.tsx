import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProviderReturn, ProviderReturnStatus } from './provider-return-store';
import { buttonClass } from '../../shared/components/button';
import { PageHeading } from '../../shared/components/page-heading';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import styles from './outcome-page.module.css';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  title: { id: 'providerReturn.title', defaultMessage: 'Your payment' },
  working: { id: 'providerReturn.working', defaultMessage: 'Confirming your payment…' },
  cancelled: { id: 'providerReturn.cancelled', defaultMessage: 'You cancelled the payment with PayPal. Your cart is kept.' },
  walletFailed: { id: 'providerReturn.walletFailed', defaultMessage: 'There was a problem with Amazon Pay. Please try again.' },
  noCart: { id: 'providerReturn.noCart', defaultMessage: 'There is no cart to pay for.' },
  toCheckout: { id: 'providerReturn.toCheckout', defaultMessage: 'Back to checkout' },
});

const STATUS_TEXT: Record<ProviderReturnStatus, MessageDescriptor> = {
  working: messages.working,
  cancelled: messages.cancelled,
  'wallet-failed': messages.walletFailed,
  'no-cart': messages.noCart,
};

/** /paypal/return, /paypal/cancel and /amazon-pay/return: the shop confirms or cancels, then moves on. */
const ProviderReturnPage = observer(function ProviderReturnPage({ kind }: { kind: ProviderReturn }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { providerReturn: store } = useCheckoutFeature();
  useSeo({ title: intl.formatMessage(messages.title), robots: NO_INDEX });
  useEffect(() => void store.open(kind, params), [store, kind, params]);
  const next = store.redirect;
  useEffect(() => {
    if (next?.kind === 'in-shop') void navigate(next.path, { replace: true });
    else if (next?.kind === 'external') window.location.assign(next.url);
  }, [next, navigate]);

  return (
    <section className={styles.page}>
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      <p role={store.status === 'working' ? 'status' : 'alert'}>{intl.formatMessage(STATUS_TEXT[store.status])}</p>
      {store.status !== 'working' && (
        <Link to="/checkout" className={buttonClass('primary')}>
          {intl.formatMessage(messages.toCheckout)}
        </Link>
      )}
    </section>
  );
});

export default ProviderReturnPage;
