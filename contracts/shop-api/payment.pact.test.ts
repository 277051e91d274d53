import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../ports/model/checkout';
import type { PaymentRequest } from '../../ports/payment-port';
import { json, pactFor, post, valueOf } from '../pact-support';

const { integer, regex } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

const cartWithLines = { description: 'a cart with id {cartId} and {lines} lines', parameters: { cartId: 55, lines: 1 } };
const customerAddress = {
  description: 'customer {customerId} has address {addressId}',
  parameters: { customerId: 77, addressId: 3 },
};

/** Each provider: its /api/{code}/pay path segment and the id of its payment module in the examples. */
const PROVIDERS: readonly { provider: PaymentProvider; code: string; moduleId: number }[] = [
  { provider: 'wallet', code: 'applepay', moduleId: 14 },
  { provider: 'global-card', code: 'globalcard', moduleId: 15 },
  { provider: 'instant-transfer', code: 'instanttransfer', moduleId: 16 },
  { provider: 'cash-on-delivery', code: 'ramburs', moduleId: 13 },
  { provider: 'prepayment', code: 'vorkasse', moduleId: 17 },
  { provider: 'buy-now-pay-later', code: 'bnpl', moduleId: 18 },
];

const payment = (provider: PaymentProvider, paymentMethodId: number): PaymentRequest => ({
  provider,
  cartId: 55,
  customerId: 77,
  email: 'ana@example.ro',
  couponCode: null,
  deliveryAddressId: 3,
  invoiceAddressId: 3,
  deliveryMethodId: 77,
  paymentMethodId,
  countryId: 146,
  locale: 'ro_RO',
  isCompany: false,
  message: '',
  isCompleteDelivery: true,
  guest: false,
});

/** The spec 7.4 body; session_id and postage_tax_rule_title are the adapter's configured defaults. */
const paymentBody = (paymentModuleId: number) => ({
  cart_id: 55,
  customer_id: 77,
  appliedCoupon: null,
  api_call: true,
  session_id: 'storefront',
  email: 'ana@example.ro',
  delivery_address_id: 3,
  delivery_module_id: 77,
  invoice_address_id: 3,
  payment_module_id: paymentModuleId,
  postage_tax_rule_title: 'Postage',
  country_id: 146,
  locale: 'ro_RO',
  isCompany: false,
  message: null,
  isCompleteDelivery: true,
  guest: false,
  satellite: 'RO',
});

const moduleActive = (code: string, moduleId: number) => ({
  description: 'payment module {paymentModuleId} ({code}) is active',
  parameters: { paymentModuleId: moduleId, code },
});

describe('shop API contract, payment port: the seven /{provider}/pay calls (spec 7.4; storefront → shop-api)', () => {
  it.each(PROVIDERS)('pays with $code and is sent to the returned address', async ({ provider, code, moduleId }) => {
    const redirect = `https://pay.example/${code}/checkout?cart_id=55`;
    pact.addInteraction({
      states: [cartWithLines, customerAddress, moduleActive(code, moduleId)],
      uponReceiving: `a ${code} payment of cart 55`,
      withRequest: post(`/api/${code}/pay`, paymentBody(moduleId)),
      willRespondWith: json({
        status: 'success',
        redirect_url: regex('^https://.+$', redirect),
        order_id: integer(900),
        message: null,
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.payment.pay(payment(provider, moduleId)))).toEqual({ kind: 'redirect', url: redirect });
    });
  });

  it('pays by card and gets the session value back', async () => {
    pact.addInteraction({
      states: [cartWithLines, customerAddress, moduleActive('card', 12)],
      uponReceiving: 'a card payment of cart 55',
      withRequest: post('/api/card/pay', paymentBody(12)),
      willRespondWith: json({
        status: 'success',
        redirect_url: regex('^session_.+$', 'session_cs_4f2a9'),
        order_id: integer(900),
        message: null,
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.payment.pay(payment('card', 12)))).toEqual({ kind: 'session', marker: 'session_cs_4f2a9' });
    });
  });
});
