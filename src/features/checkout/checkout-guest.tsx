import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AddressFieldset } from '../account/address-fieldset';
import { PROBLEM_TEXT } from '../account/auth-messages';
import { TextField } from '../../shared/components/text-field';
import { CheckboxOption } from './checkbox-option';
import styles from './checkout-page.module.css';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  contact: { id: 'checkout.guest.contact', defaultMessage: 'Your contact details' },
  haveAccount: { id: 'checkout.guest.haveAccount', defaultMessage: 'Already a customer? Log in' },
  email: { id: 'checkout.guest.email', defaultMessage: 'E-mail address (for the order confirmation)' },
  title: { id: 'checkout.guest.title', defaultMessage: 'Title' },
  mr: { id: 'checkout.guest.mr', defaultMessage: 'Mr' },
  ms: { id: 'checkout.guest.ms', defaultMessage: 'Ms' },
  delivery: { id: 'checkout.deliveryAddress', defaultMessage: 'Delivery address' },
  billing: { id: 'checkout.billing', defaultMessage: 'Billing address' },
  separateBilling: { id: 'checkout.guest.separateBilling', defaultMessage: 'Send the invoice to another address' },
});

const TITLES = [
  [1, messages.mr],
  [2, messages.ms],
] as const;

/** Continue as guest: e-mail and title, the delivery address and, if wanted, another billing address. */
export const CheckoutGuest = observer(function CheckoutGuest() {
  const intl = useIntl();
  const { checkout } = useCheckoutFeature();
  const { guest } = checkout;
  return (
    <>
      <fieldset className={styles.section}>
        <legend>{intl.formatMessage(messages.contact)}</legend>
        <Link to="/login-register">{intl.formatMessage(messages.haveAccount)}</Link>
        <TextField
          label={intl.formatMessage(messages.email)}
          type="email"
          autoComplete="email"
          value={guest.email}
          onChange={guest.setEmail}
          problem={guest.emailProblem && intl.formatMessage(PROBLEM_TEXT[guest.emailProblem])}
        />
        <div role="radiogroup" aria-label={intl.formatMessage(messages.title)} className={styles.choices}>
          {TITLES.map(([code, label]) => (
            <label key={code} className={styles.option}>
              <input type="radio" name="guest-title" checked={guest.titleCode === code} onChange={() => guest.setTitle(code)} />
              {intl.formatMessage(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{intl.formatMessage(messages.delivery)}</legend>
        <AddressFieldset draft={guest.delivery} problems={guest.deliveryProblems} named={false} countryLocked />
        <CheckboxOption
          label={intl.formatMessage(messages.separateBilling)}
          checked={guest.separateBilling}
          onChange={guest.setSeparateBilling}
        />
      </fieldset>
      {guest.separateBilling && (
        <fieldset className={styles.section}>
          <legend>{intl.formatMessage(messages.billing)}</legend>
          <AddressFieldset draft={guest.billing} problems={guest.billingProblems} named={false} />
        </fieldset>
      )}
    </>
  );
});
