import type { PaymentSettings } from '../../../adapters/http/create-http-adapters';

/** A deployment's payment settings, as its configuration would give them. */
export const PAYMENT_SETTINGS: PaymentSettings = {
  sessionId: 'storefront',
  postageTaxRuleTitle: 'Postage',
  cardSessionMarker: 'session_',
};
