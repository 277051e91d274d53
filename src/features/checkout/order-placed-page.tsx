import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { DeliveryHint } from '../../domain/delivery-hint';
import { OrderContents } from '../account/order-view';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { buttonClass } from '../../shared/components/button';
import { ErrorState } from '../../shared/components/error-state';
import { PageHeading } from '../../shared/components/page-heading';
import { Skeleton } from '../../shared/components/skeleton';
import { pageMessages } from '../../shared/components/page-messages';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { OrderPickup } from './order-pickup';
import { OrderQr } from './order-qr';
import styles from './outcome-page.module.css';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  title: { id: 'orderPlaced.title', defaultMessage: 'Thank you for your order' },
  next: { id: 'orderPlaced.next', defaultMessage: 'What happens next' },
  invalidCart: {
    id: 'orderPlaced.invalidCart',
    defaultMessage: 'This confirmation link is incomplete: it does not name a valid cart, so we cannot show an order.',
  },
  notFound: {
    id: 'orderPlaced.notFound',
    defaultMessage:
      'We could not find an order for this cart. If you have just paid, the confirmation may take a moment: try again shortly or contact us.',
  },
  loadFailed: { id: 'orderPlaced.loadFailed', defaultMessage: 'Your order could not be loaded. Try again.' },
  continueShopping: { id: 'orderPlaced.continueShopping', defaultMessage: 'Continue shopping' },
});

const placed = defineMessage<{ ref: string }>({
  id: 'orderPlaced.placed',
  defaultMessage: 'Your order {ref} has been placed. Please keep its number for any question about it.',
});

const HINTS: Record<DeliveryHint, { id: string; defaultMessage: string }> = defineMessages({
  'next-day': {
    id: 'orderPlaced.hint.nextDay',
    defaultMessage: 'We are preparing your order now: it leaves our warehouse today and is delivered the next working day.',
  },
  later: {
    id: 'orderPlaced.hint.later',
    defaultMessage: 'We prepare your order on the next working day and let you know as soon as it is on its way.',
  },
});

/** /order-placed?cart_id=X: the confirmation of the order placed from that cart; the cart then ends. */
const OrderPlacedPage = observer(function OrderPlacedPage() {
  const intl = useIntl();
  const { orderPlaced: store } = useCheckoutFeature();
  const cartId = useSearchParams()[0].get('cart_id');
  useEffect(() => void store.open(cartId), [store, cartId]);
  const title = intl.formatMessage(messages.title);
  useSeo({ title, robots: NO_INDEX });
  const { status, order } = store;

  return (
    <section className={styles.page} data-screen="orderPlaced">
      <Breadcrumbs items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: title }]} />
      <PageHeading>{title}</PageHeading>
      {status === 'loading' && <Skeleton height="24rem" />}
      {status === 'invalid-cart' && <p role="alert">{intl.formatMessage(messages.invalidCart)}</p>}
      {status === 'not-found' && <p role="alert">{intl.formatMessage(messages.notFound)}</p>}
      {status === 'failed' && <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={() => void store.retry()} />}
      {status === 'ready' && order !== null && (
        <>
          <p className={styles.lead}>
            <FormattedMessage {...placed} values={{ ref: order.ref }} />
          </p>
          <section className={styles.next}>
            <h2>{intl.formatMessage(messages.next)}</h2>
            <p>
              <FormattedMessage {...HINTS[store.hint]} />
            </p>
          </section>
          <OrderPickup />
          <OrderQr order={order} />
          <OrderContents order={order} money={store.money} />
        </>
      )}
      <div className={styles.actions}>
        <Link to="/" className={buttonClass(status === 'ready' ? 'primary' : 'secondary')}>
          <FormattedMessage {...messages.continueShopping} />
        </Link>
      </div>
    </section>
  );
});

export default OrderPlacedPage;
