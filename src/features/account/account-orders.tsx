import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../shared/components/error-state';
import { Skeleton } from '../../shared/components/skeleton';
import styles from './account-page.module.css';
import { STATUS_TEXT } from './order-messages';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  orders: { id: 'account.orders', defaultMessage: 'My orders' },
  noOrders: { id: 'account.noOrders', defaultMessage: 'You have not ordered anything yet.' },
  loadFailed: { id: 'account.loadFailed', defaultMessage: 'Your orders could not be loaded. Try again.' },
});
const orderTitle = defineMessage<{ ref: string }>({ id: 'account.order', defaultMessage: 'Order {ref}' });

/** The customer's orders, newest first, each linking to its detail. */
export const AccountOrders = observer(function AccountOrders() {
  const intl = useIntl();
  const { account } = useAccountFeature();
  const { orders } = account;
  return (
    <section aria-labelledby="orders-heading" className={styles.section}>
      <h2 id="orders-heading">
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
              <span>
                <FormattedMessage {...STATUS_TEXT[account.statusOf(order)]} />
              </span>
              <span className="tabular">{account.money(order.totalGross)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
