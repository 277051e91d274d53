import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedNumber, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { FakeProviderStore } from './fake-provider-store';
import { Button } from '../../shared/components/button';
import { ErrorState } from '../../shared/components/error-state';
import { NotFoundView } from '../../shared/components/not-found-view';
import { PageHeading } from '../../shared/components/page-heading';
import { Skeleton } from '../../shared/components/skeleton';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { useStores } from '../../shared/store-context';
import styles from './outcome-page.module.css';

const messages = defineMessages({
  title: { id: 'fakeProvider.title', defaultMessage: 'Test payment provider' },
  lead: {
    id: 'fakeProvider.lead',
    defaultMessage: 'No money is moved: this page stands in for the payment provider while the shop runs on its fake data.',
  },
  amount: { id: 'fakeProvider.amount', defaultMessage: 'Amount' },
  provider: { id: 'fakeProvider.provider', defaultMessage: 'Provider' },
  email: { id: 'fakeProvider.email', defaultMessage: 'E-mail address' },
  approve: { id: 'fakeProvider.approve', defaultMessage: 'Approve' },
  decline: { id: 'fakeProvider.decline', defaultMessage: 'Decline' },
  nothingPending: { id: 'fakeProvider.nothingPending', defaultMessage: 'No payment is waiting for this cart.' },
  loadFailed: { id: 'fakeProvider.loadFailed', defaultMessage: 'The waiting payment could not be loaded. Try again.' },
  verdictFailed: { id: 'fakeProvider.verdictFailed', defaultMessage: 'The provider could not record your decision. Try again.' },
});
const forCart = defineMessage<{ cartId: number }>({ id: 'fakeProvider.forCart', defaultMessage: 'Payment for cart {cartId}' });

/** /fake-provider?cart_id=X&provider=P: only in fake mode; the http build has no store for it and shows not-found. */
const FakeProviderPage = observer(function FakeProviderPage() {
  const { fakeProvider } = useStores();
  return fakeProvider === null ? <NotFoundView reason="route-not-found" /> : <FakeProviderDesk store={fakeProvider} />;
});

const FakeProviderDesk = observer(function FakeProviderDesk({ store }: { store: FakeProviderStore }) {
  const intl = useIntl();
  const cartId = useSearchParams()[0].get('cart_id');
  useEffect(() => {
    void store.open(cartId);
    return store.close;
  }, [store, cartId]);
  const title = intl.formatMessage(messages.title);
  useSeo({ title, robots: NO_INDEX });
  const { status, payment } = store;
  if (store.redirectTo !== null) return <Navigate to={store.redirectTo} replace />;

  return (
    <section className={styles.page} data-screen="fakeProvider">
      <PageHeading>{title}</PageHeading>
      <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      {status === 'loading' && <Skeleton height="10rem" />}
      {(status === 'invalid-cart' || status === 'nothing-pending') && (
        <p role="alert">{intl.formatMessage(messages.nothingPending)}</p>
      )}
      {status === 'failed' && (
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={() => void store.open(cartId)} />
      )}
      {status === 'ready' && payment !== null && (
        <>
          <h2>{intl.formatMessage(forCart, { cartId: payment.cartId })}</h2>
          <dl className={styles.facts}>
            <dt>{intl.formatMessage(messages.amount)}</dt>
            <dd className="tabular">
              <FormattedNumber value={payment.amountGross} style="currency" currency={payment.currency} />
            </dd>
            <dt>{intl.formatMessage(messages.provider)}</dt>
            <dd>{payment.provider}</dd>
            <dt>{intl.formatMessage(messages.email)}</dt>
            <dd>{payment.email}</dd>
          </dl>
          <div className={styles.actions}>
            <Button onClick={() => void store.approve()} disabled={store.busy}>
              {intl.formatMessage(messages.approve)}
            </Button>
            <Button variant="secondary" onClick={() => void store.decline()} disabled={store.busy}>
              {intl.formatMessage(messages.decline)}
            </Button>
          </div>
          <p role="status">{store.verdictFailed && intl.formatMessage(messages.verdictFailed)}</p>
        </>
      )}
    </section>
  );
});

export default FakeProviderPage;
