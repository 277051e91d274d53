import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { Button, buttonClass } from '../../shared/components/button';
import { PageHeading } from '../../shared/components/page-heading';
import { pageMessages } from '../../shared/components/page-messages';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import styles from './outcome-page.module.css';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  title: { id: 'orderFailed.title', defaultMessage: 'Your order could not be completed' },
  unsuccessful: {
    id: 'orderFailed.unsuccessful',
    defaultMessage: "We're sorry - there was a problem and your payment was unsuccessful",
  },
  cartKept: {
    id: 'orderFailed.cartKept',
    defaultMessage: 'Your order has not been placed and your cart is kept: you can try again or choose another payment method.',
  },
  tryAgain: { id: 'orderFailed.tryAgain', defaultMessage: 'Try again' },
  otherMethod: { id: 'orderFailed.otherMethod', defaultMessage: 'Choose another payment method' },
  mustWait: { id: 'orderFailed.mustWait', defaultMessage: 'You have to wait 2 minutes to try again.' },
});

/** /order-failed?cart_id=X: the payment did not go through; the cart is kept and the checkout can be tried again. */
const OrderFailedPage = observer(function OrderFailedPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { orderFailed: store } = useCheckoutFeature();
  const cartId = useSearchParams()[0].get('cart_id');
  useEffect(() => store.open(cartId), [store, cartId]);
  const title = intl.formatMessage(messages.title);
  useSeo({ title, robots: NO_INDEX });
  const retry = () => {
    if (store.retry()) void navigate('/checkout');
  };

  return (
    <section className={styles.page} data-screen="orderFailed">
      <Breadcrumbs items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: title }]} />
      <PageHeading>{title}</PageHeading>
      <p role="alert">
        <FormattedMessage {...messages.unsuccessful} />
      </p>
      <p className={styles.lead}>
        <FormattedMessage {...messages.cartKept} />
      </p>
      <div className={styles.actions}>
        <Button onClick={retry}>
          <FormattedMessage {...messages.tryAgain} />
        </Button>
        <Button variant="secondary" onClick={retry}>
          <FormattedMessage {...messages.otherMethod} />
        </Button>
        <Link to="/cart" className={buttonClass('link')}>
          <FormattedMessage {...pageMessages.toCart} />
        </Link>
      </div>
      <p role="status">{store.mustWait && <FormattedMessage {...messages.mustWait} />}</p>
    </section>
  );
});

export default OrderFailedPage;
