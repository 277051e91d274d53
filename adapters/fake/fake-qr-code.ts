import type { PaymentQrCode } from '../../ports/model/checkout';
import type { BookedOrder } from './fake-order-book';
import { orderSummary } from './fake-order-view';
import { STORE_NAME } from './seed/seed-locale-configs';
import { currencyCodeOf } from './seed/seed-orders';

/** The fake shop's bank account (a syntactically valid, fictitious IBAN per currency), in the store's own name. */
export const FAKE_BENEFICIARY = `${STORE_NAME} SRL`;
export const FAKE_BIC = 'DEMOROBU';
const IBANS = { RON: 'RO49AAAA1B31007593840000', EUR: 'RO66BACX0000001234567890' } as const;

/**
 * The EPC069-12 payload text ('BCD' lines) of a credit transfer for the order: deterministic, no
 * image (the client renders it).
 */
export function fakeQrCode(order: BookedOrder): PaymentQrCode {
  const currency = currencyCodeOf(order.currencyId);
  const amount = orderSummary(order).totalGross;
  const iban = IBANS[currency];
  const code = [
    'BCD',
    '002',
    '1',
    'SCT',
    FAKE_BIC,
    FAKE_BENEFICIARY,
    iban,
    `${currency}${amount.toFixed(2)}`,
    '',
    order.ref,
    '',
  ].join('\n');
  return { code, beneficiary: FAKE_BENEFICIARY, iban, bic: FAKE_BIC, amount, currency, reference: order.ref };
}
