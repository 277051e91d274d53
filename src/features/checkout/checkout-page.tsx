import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { CartTotals } from '../cart/cart-totals';
import { CouponForm } from '../cart/coupon-form';
import { Button } from '../../shared/components/button';
import { PageHeading } from '../../shared/components/page-heading';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { CheckoutAddresses } from './checkout-addresses';
import { CheckoutCompany } from './checkout-company';
import { CheckoutGuest } from './checkout-guest';
import { CheckoutLines } from './checkout-lines';
import { CheckoutMethods } from './checkout-methods';
import { CheckboxOption } from './checkbox-option';
import styles from './checkout-page.module.css';
import { CheckoutProblems } from './checkout-problems';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  heading: { id: 'checkout.heading', defaultMessage: 'Checkout' },
  empty: { id: 'checkout.empty', defaultMessage: 'Your cart is empty.' },
  toProducts: { id: 'checkout.toProducts', defaultMessage: 'Continue shopping' },
  message: { id: 'checkout.message', defaultMessage: 'Message about your order (optional)' },
  completeDelivery: { id: 'checkout.completeDelivery', defaultMessage: 'Deliver everything together, in one shipment' },
  terms: { id: 'checkout.terms', defaultMessage: 'I accept the terms and conditions' },
  readTerms: { id: 'checkout.readTerms', defaultMessage: 'Read the terms and conditions' },
  pay: { id: 'checkout.pay', defaultMessage: 'Pay now' },
});

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

  const formId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = (await payment.pay()) ? payment.redirect : null;
    if (next?.kind === 'in-shop') void navigate(next.path);
    else if (next?.kind === 'external') window.location.assign(next.url);
  };

  if (checkout.isEmpty) {
    return (
      <section className={styles.page}>
        <PageHeading>{intl.formatMessage(messages.heading)}</PageHeading>
        <p>{intl.formatMessage(messages.empty)}</p>
        <Link to="/products">{intl.formatMessage(messages.toProducts)}</Link>
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <PageHeading>{intl.formatMessage(messages.heading)}</PageHeading>
      {/* The coupon has a form of its own, so the checkout's form ends before it; Pay belongs to it by id. */}
      <form id={formId} className={styles.page} onSubmit={(event) => void submit(event)} noValidate>
        {checkout.isGuest ? <CheckoutGuest /> : <CheckoutAddresses />}
        <CheckoutCompany />
        <CheckoutMethods />
      </form>
      <CouponForm />
      <label className={styles.field}>
        {intl.formatMessage(messages.message)}
        <textarea value={checkout.message} onChange={(event) => checkout.setMessage(event.target.value)} rows={3} />
      </label>
      <CheckboxOption
        label={intl.formatMessage(messages.completeDelivery)}
        checked={checkout.completeDelivery}
        onChange={checkout.setCompleteDelivery}
      />
      <CheckboxOption
        label={intl.formatMessage(messages.terms)}
        checked={checkout.termsAccepted}
        onChange={checkout.setTermsAccepted}
      />
      <Link to="/terms-and-conditions">{intl.formatMessage(messages.readTerms)}</Link>
      <CheckoutLines />
      <CartTotals />
      <CheckoutProblems />
      <Button type="submit" form={formId} disabled={payment.paying} aria-busy={payment.paying || undefined}>
        <FormattedMessage {...messages.pay} />
      </Button>
    </section>
  );
});

export default CheckoutPage;
