import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { watchLineDetails } from './watch-line-details';
import { CartLineRow } from './cart-line';
import { CartNotices } from './cart-notices';
import { CartTotals, TotalPending } from './cart-totals';
import { CouponForm } from './coupon-form';
import { DeleteAll } from './delete-all';
import { buttonClass } from '../../shared/components/button';
import { EmptyState } from '../../shared/components/empty-state';
import { ErrorState } from '../../shared/components/error-state';
import { PageHeading } from '../../shared/components/page-heading';
import { Skeleton } from '../../shared/components/skeleton';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { useStores } from '../../shared/store-context';
import styles from './cart-page.module.css';
import { useCart } from './use-cart';

const messages = defineMessages({
  heading: { id: 'cart.page.heading', defaultMessage: 'Shopping cart' },
  empty: { id: 'cart.page.empty', defaultMessage: 'Your cart is empty.' },
  continueShopping: { id: 'cart.page.continueShopping', defaultMessage: 'Discover our products' },
  summary: { id: 'cart.page.summary', defaultMessage: 'Order summary' },
  checkout: { id: 'cart.page.checkout', defaultMessage: 'To checkout' },
  syncFailed: {
    id: 'cart.page.syncFailed',
    defaultMessage: 'Your cart could not be updated from the server. The items below may be out of date.',
  },
  validationFailed: { id: 'cart.page.validationFailed', defaultMessage: 'We could not check your cart for changes.' },
  lines: { id: 'cart.page.lines', defaultMessage: 'Items in your cart' },
});

/** The cart page (/cart): lines, coupon, totals, the validation notices, and the way to checkout. */
const CartPage = observer(function CartPage() {
  const { cartLineDetails, cartSync, cartTotals } = useCart();
  const { cartLines, pricing } = useStores();
  const intl = useIntl();
  useSeo({ title: intl.formatMessage(messages.heading), robots: NO_INDEX });

  useEffect(() => {
    void cartSync.validate();
  }, [cartSync]);
  useEffect(() => watchLineDetails(cartLines, cartLineDetails), [cartLines, cartLineDetails]);
  // The lines show once with their delivery times and warehouses, so that nothing moves when these arrive.
  const [shown, setShown] = useState(false);
  const waiting = cartSync.awaitingLines || (!shown && cartLineDetails.settling(cartLines.items));
  useEffect(() => {
    if (!waiting) setShown(true);
  }, [waiting]);

  return (
    <div className={styles.page}>
      <PageHeading>
        <FormattedMessage {...messages.heading} />
      </PageHeading>
      <CartNotices />
      {cartSync.error === 'sync-failed' && (
        <ErrorState message={intl.formatMessage(messages.syncFailed)} onRetry={() => void cartSync.refresh()} />
      )}
      {cartSync.validation === 'error' && (
        <ErrorState message={intl.formatMessage(messages.validationFailed)} onRetry={() => void cartSync.validate()} />
      )}
      {waiting ? (
        <div className={styles.skeleton} aria-hidden="true">
          {[0, 1].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <Skeleton width="96px" height="96px" />
              <Skeleton height="1.5em" />
            </div>
          ))}
        </div>
      ) : cartLines.items.length === 0 ? (
        <EmptyState
          action={
            <Link to="/products" className={buttonClass('primary')}>
              <FormattedMessage {...messages.continueShopping} />
            </Link>
          }
        >
          <FormattedMessage {...messages.empty} />
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          <div className={styles.linesColumn}>
            <ul className={styles.lines} aria-label={intl.formatMessage(messages.lines)}>
              {cartLines.items.map((line) => (
                <CartLineRow key={line.pseId} line={line} />
              ))}
            </ul>
            <DeleteAll />
          </div>
          <aside className={styles.summary} aria-label={intl.formatMessage(messages.summary)}>
            <CouponForm />
            <CartTotals />
            <Link to="/checkout" className={`${buttonClass('primary')} ${styles.checkout}`}>
              <FormattedMessage {...messages.checkout} />
            </Link>
          </aside>
          <div className={styles.stickyBar} data-bottom-bar="">
            <span className={`tabular ${styles.stickyTotal}`} aria-busy={cartTotals.totalPending}>
              {cartTotals.totalPending ? <TotalPending /> : pricing.format(cartTotals.totals.total)}
            </span>
            <Link to="/checkout" className={buttonClass('primary')}>
              <FormattedMessage {...messages.checkout} />
            </Link>
          </div>
        </div>
      )}
    </div>
  );
});

export default CartPage;
