import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { Skeleton } from '../../shared/components/skeleton';
import { useStores } from '../../shared/store-context';
import styles from './cart-totals.module.css';
import { useCart } from './use-cart';

const messages = defineMessages({
  goods: { id: 'cart.totals.goods', defaultMessage: 'Goods value' },
  shipment: { id: 'cart.totals.shipment', defaultMessage: 'Shipment' },
  free: { id: 'cart.totals.free', defaultMessage: 'Free' },
  shipmentUnavailable: { id: 'cart.totals.shipmentUnavailable', defaultMessage: 'Calculated at checkout' },
  shipmentLoading: { id: 'cart.totals.shipmentLoading', defaultMessage: 'Calculating shipment…' },
  total: { id: 'cart.totals.total', defaultMessage: 'Total' },
  totalLoading: { id: 'cart.totals.totalLoading', defaultMessage: 'Calculating the total…' },
  netNote: { id: 'cart.totals.netNote', defaultMessage: 'Prices without VAT (VAT 0%)' },
});

const discountLabel = defineMessage<{ code: string }>({ id: 'cart.totals.discount', defaultMessage: 'Discount ({code})' });
const discountAmount = defineMessage<{ amount: string }>({ id: 'cart.totals.discountAmount', defaultMessage: '−{amount}' });

/** The total's place while the shipment is calculated: a placeholder of a price's size, named for screen readers. */
export function TotalPending() {
  return (
    <>
      <Skeleton width="6em" className={styles.pending} />
      <span className="visually-hidden">
        <FormattedMessage {...messages.totalLoading} />
      </span>
    </>
  );
}

/** Goods value, shipment (0 shows Free), coupon discount and total, as the mini cart and the cart page show them. */
export const CartTotals = observer(function CartTotals() {
  const { cartTotals, coupon, shipment } = useCart();
  const { pricing, session } = useStores();
  const totals = cartTotals.totals;
  const status = shipment.status;
  return (
    <div>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>
            <FormattedMessage {...messages.goods} />
          </dt>
          <dd className="tabular">{pricing.format(totals.goods)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            <FormattedMessage {...messages.shipment} />
          </dt>
          <dd className="tabular" data-testid="cart-shipment">
            {status === 'loading' ? (
              <>
                <Skeleton width="4em" />
                <span className="visually-hidden">
                  <FormattedMessage {...messages.shipmentLoading} />
                </span>
              </>
            ) : status === 'error' ? (
              <FormattedMessage {...messages.shipmentUnavailable} />
            ) : totals.shipmentIsFree ? (
              <FormattedMessage {...messages.free} />
            ) : (
              pricing.format(totals.shipment)
            )}
          </dd>
        </div>
        {coupon.applied && (
          <div className={styles.row}>
            <dt>
              <FormattedMessage {...discountLabel} values={{ code: coupon.applied.code }} />
            </dt>
            <dd className="tabular" data-testid="cart-discount">
              <FormattedMessage {...discountAmount} values={{ amount: pricing.format(totals.discount) }} />
            </dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>
            <FormattedMessage {...messages.total} />
          </dt>
          <dd className="tabular" data-testid="cart-total" aria-busy={cartTotals.totalPending}>
            {cartTotals.totalPending ? <TotalPending /> : pricing.format(totals.total)}
          </dd>
        </div>
      </dl>
      {session.excludeVat && (
        <p className={styles.note}>
          <FormattedMessage {...messages.netNote} />
        </p>
      )}
    </div>
  );
});
