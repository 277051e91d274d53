import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { ErrorState } from '../components/error-state';
import { PageHeading } from '../components/page-heading';
import { Skeleton } from '../components/skeleton';
import { NO_INDEX, useSeo } from '../seo/use-seo';
import { useStores } from '../store-context';
import styles from './account-page.module.css';

const messages = defineMessages({
  heading: { id: 'account.heading', defaultMessage: 'My account' },
  orders: { id: 'account.orders', defaultMessage: 'My orders' },
  noOrders: { id: 'account.noOrders', defaultMessage: 'You have not ordered anything yet.' },
  logOut: { id: 'account.logOut', defaultMessage: 'Log out' },
  loadFailed: { id: 'account.loadFailed', defaultMessage: 'Your orders could not be loaded. Try again.' },
});
const hello = defineMessage<{ name: string }>({ id: 'account.hello', defaultMessage: 'Hello, {name}' });
const orderTitle = defineMessage<{ ref: string }>({ id: 'account.order', defaultMessage: 'Order {ref}' });

/** /account: the customer's orders; a logged-out shopper goes to the login screen. */
const AccountPage = observer(function AccountPage() {
  const intl = useIntl();
  const { account } = useStores();
  useEffect(() => account.start(), [account]);
  useSeo({ title: intl.formatMessage(messages.heading), robots: NO_INDEX });
  if (account.needsLogin) return <Navigate to="/login-register" replace />;

  const { orders } = account;
  return (
    <section className={styles.page}>
      <PageHeading>
        <FormattedMessage {...messages.heading} />
      </PageHeading>
      {account.name && (
        <p>
          <FormattedMessage {...hello} values={{ name: account.name }} />
        </p>
      )}
      <h2>
        <FormattedMessage {...messages.orders} />
      </h2>
      {orders.failed ? (
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={() => void orders.load()} />
      ) : orders.value === undefined ? (
        <Skeleton height="6rem" />
      ) : account.sortedOrders.length === 0 ? (
        <p>
          <FormattedMessage {...messages.noOrders} />
        </p>
      ) : (
        <ul className={styles.orders} aria-label={intl.formatMessage(messages.orders)}>
          {account.sortedOrders.map((order) => (
            <li key={order.id} className={styles.order}>
              <Link to={`/account/order/${order.id}`}>
                <FormattedMessage {...orderTitle} values={{ ref: order.ref }} />
              </Link>
              <span>
                <FormattedDate value={order.createdAt} dateStyle="medium" />
              </span>
              <span>{order.status}</span>
              <span className="tabular">
                <FormattedNumber value={order.totalGross} style="currency" currency={order.currencyCode} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/logout">
        <FormattedMessage {...messages.logOut} />
      </Link>
    </section>
  );
});

export default AccountPage;
