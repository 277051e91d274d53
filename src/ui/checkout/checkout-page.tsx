import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { CheckoutProblem } from '../../domain/checkout-form-rules';
import type { PaymentFailure } from '../../stores/payment-store';
import { CartTotals } from '../cart/cart-totals';
import { CouponForm } from '../cart/coupon-form';
import { Button } from '../components/button';
import { PageHeading } from '../components/page-heading';
import { NO_INDEX, useSeo } from '../seo/use-seo';
import { CheckoutAddresses } from './checkout-addresses';
import { CheckoutMethods } from './checkout-methods';
import styles from './checkout-page.module.css';
import { PickupProblem } from './pickup-points';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  heading: { id: 'checkout.heading', defaultMessage: 'Checkout' },
  login: { id: 'checkout.login', defaultMessage: 'Please log in or register to pay for your order.' },
  toLogin: { id: 'checkout.toLogin', defaultMessage: 'Log in or register' },
  empty: { id: 'checkout.empty', defaultMessage: 'Your cart is empty.' },
  toProducts: { id: 'checkout.toProducts', defaultMessage: 'Continue shopping' },
  message: { id: 'checkout.message', defaultMessage: 'Message about your order (optional)' },
  completeDelivery: { id: 'checkout.completeDelivery', defaultMessage: 'Deliver everything together, in one shipment' },
  terms: { id: 'checkout.terms', defaultMessage: 'I accept the terms and conditions' },
  readTerms: { id: 'checkout.readTerms', defaultMessage: 'Read the terms and conditions' },
  pay: { id: 'checkout.pay', defaultMessage: 'Pay now' },
  noPaymentMethod: { id: 'checkout.problem.paymentMethod', defaultMessage: 'Please select a Payment Method' },
  noAddresses: { id: 'checkout.problem.addresses', defaultMessage: 'Please select a delivery and billing address' },
  noContact: { id: 'checkout.problem.contact', defaultMessage: 'Please enter a valid e-mail address.' },
  noTerms: { id: 'checkout.problem.terms', defaultMessage: 'Please accept the terms and conditions.' },
  refused: { id: 'checkout.failure.refused', defaultMessage: 'The payment could not be started. Please try again.' },
  unexpected: {
    id: 'checkout.failure.unexpected',
    defaultMessage: 'An unexpected error occurred while submitting your order.',
  },
});

const PROBLEM_TEXT: Record<CheckoutProblem, MessageDescriptor> = {
  'payment-method': messages.noPaymentMethod,
  addresses: messages.noAddresses,
  contact: messages.noContact,
  terms: messages.noTerms,
};
const FAILURE_TEXT: Record<PaymentFailure, MessageDescriptor> = { refused: messages.refused, unexpected: messages.unexpected };

/** /checkout: addresses, delivery and payment, coupon, message, terms, the summary, and Pay. */
const CheckoutPage = observer(function CheckoutPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { checkout, payment } = useCheckoutFeature();
  useSeo({ title: intl.formatMessage(messages.heading), robots: NO_INDEX });
  useEffect(() => {
    payment.open();
    return checkout.start();
  }, [checkout, payment]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await payment.pay()) || payment.redirectTo === null) return;
    if (payment.redirectTo.startsWith('/')) void navigate(payment.redirectTo);
    else window.location.assign(payment.redirectTo);
  };

  if (checkout.needsLogin || checkout.isEmpty) {
    return (
      <section className={styles.page}>
        <PageHeading>{intl.formatMessage(messages.heading)}</PageHeading>
        <p>{intl.formatMessage(checkout.needsLogin ? messages.login : messages.empty)}</p>
        <Link to={checkout.needsLogin ? '/login-register' : '/products'}>
          {intl.formatMessage(checkout.needsLogin ? messages.toLogin : messages.toProducts)}
        </Link>
      </section>
    );
  }
  return (
    <form className={styles.page} onSubmit={(event) => void submit(event)} noValidate>
      <PageHeading>{intl.formatMessage(messages.heading)}</PageHeading>
      <CheckoutAddresses />
      <CheckoutMethods />
      <CouponForm />
      <label className={styles.field}>
        {intl.formatMessage(messages.message)}
        <textarea value={checkout.message} onChange={(event) => checkout.setMessage(event.target.value)} rows={3} />
      </label>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={checkout.completeDelivery}
          onChange={(event) => checkout.setCompleteDelivery(event.target.checked)}
        />
        {intl.formatMessage(messages.completeDelivery)}
      </label>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={checkout.termsAccepted}
          onChange={(event) => checkout.setTermsAccepted(event.target.checked)}
        />
        {intl.formatMessage(messages.terms)}
      </label>
      <Link to="/terms-and-conditions">{intl.formatMessage(messages.readTerms)}</Link>
      <CartTotals />
      <ul className={styles.problems} role="alert">
        {checkout.problems.map((problem) => (
          <li key={problem}>{intl.formatMessage(PROBLEM_TEXT[problem])}</li>
        ))}
        <PickupProblem />
        {payment.failure && <li>{intl.formatMessage(FAILURE_TEXT[payment.failure])}</li>}
      </ul>
      <Button type="submit" disabled={payment.paying} aria-busy={payment.paying || undefined}>
        <FormattedMessage {...messages.pay} />
      </Button>
    </form>
  );
});

export default CheckoutPage;
