import type { PaymentProvider } from '../../../ports/model/checkout';

/** Each provider's payment module code: the `code` of a payment method and the segment of /api/{code}/pay. */
export const PAYMENT_CODES: Readonly<Record<PaymentProvider, string>> = {
  wallet: 'applepay',
  'global-card': 'globalcard',
  'instant-transfer': 'instanttransfer',
  card: 'card',
  'cash-on-delivery': 'ramburs',
  prepayment: 'vorkasse',
  'buy-now-pay-later': 'bnpl',
};

export const PAYMENT_PROVIDERS = Object.keys(PAYMENT_CODES) as PaymentProvider[];

/** The system config variable the card module reads: the prefix of the card provider's session values (unset: a redirect). */
export const CARD_SESSION_MARKER = 'card_session_marker';
