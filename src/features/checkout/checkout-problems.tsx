import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { CheckoutProblem } from '../../domain/checkout-form-rules';
import type { CheckoutFailure } from './checkout-store';
import type { PaymentFailure } from './payment-store';
import styles from './checkout-page.module.css';
import { PickupProblem } from './pickup-points';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  noPaymentMethod: { id: 'checkout.problem.paymentMethod', defaultMessage: 'Please select a Payment Method' },
  noAddresses: { id: 'checkout.problem.addresses', defaultMessage: 'Please select a delivery and billing address' },
  noContact: { id: 'checkout.problem.contact', defaultMessage: 'Please enter a valid e-mail address.' },
  noCompany: { id: 'checkout.problem.company', defaultMessage: "Please enter the company's name and VAT number." },
  freightPhone: {
    id: 'checkout.problem.freightPhone',
    defaultMessage: 'Freight items need a delivery address with a phone number.',
  },
  noTerms: { id: 'checkout.problem.terms', defaultMessage: 'Please accept the terms and conditions.' },
  login: {
    id: 'checkout.failure.login',
    defaultMessage: 'Login is required but could not be processed. Please refresh and try again.',
  },
  registration: { id: 'checkout.failure.registration', defaultMessage: 'Could not register your customer details' },
  vatNumber: { id: 'checkout.failure.vatNumber', defaultMessage: 'Could not validate VAT number' },
  inProgress: {
    id: 'checkout.failure.inProgress',
    defaultMessage: 'A payment for this cart is already under way in another window.',
  },
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
  company: messages.noCompany,
  'freight-phone': messages.freightPhone,
  terms: messages.noTerms,
};
const FAILURE_TEXT: Record<CheckoutFailure | PaymentFailure, MessageDescriptor> = {
  login: messages.login,
  registration: messages.registration,
  'vat-number': messages.vatNumber,
  refused: messages.refused,
  'in-progress': messages.inProgress,
  unexpected: messages.unexpected,
};

/** What is missing, then what went wrong, in the space kept for them above the Pay button. */
export const CheckoutProblems = observer(function CheckoutProblems() {
  const intl = useIntl();
  const { checkout, payment } = useCheckoutFeature();
  const failure = checkout.failure ?? payment.failure;
  return (
    <ul className={styles.problems} role="alert">
      {checkout.problems.map((problem) => (
        <li key={problem}>{intl.formatMessage(PROBLEM_TEXT[problem])}</li>
      ))}
      <PickupProblem />
      {failure && <li>{intl.formatMessage(FAILURE_TEXT[failure])}</li>}
    </ul>
  );
});
