import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../ports/model/checkout';
import type { PaymentRequest } from '../../ports/payment-port';
import { cartExists, customerHasAddress, given, paymentModuleActive } from '../pact-states';
import { json, pactFor, post, redirectAddress, valueOf } from '../pact-support';

const { regex, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

/** Each provider: its /api/{code}/pay path segment and the id of its payment module in the examples. */
const PROVIDERS: readonly { provider: PaymentProvider; code: string; moduleId: number }[] = [
  { provider: 'wallet', code: 'applepay', moduleId: 14 },
  { provider: 'global-card', code: 'globalcard', moduleId: 15 },
  { provider: 'instant-transfer', code: 'instanttransfer', moduleId: 16 },
  { provider: 'cash-on-delivery', code: 'ramburs', moduleId: 13 },
  { provider: 'prepayment', code: 'vorkasse', moduleId: 17 },
  { provider: 'buy-now-pay-later', code: 'bnpl', moduleId: 18 },
];

const payment = (provider: PaymentProvider, paymentMethodId: number, cartId = 55): PaymentRequest => ({
  provider,
  cartId,
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
  vatNumber: null,
  message: '',
  isCompleteDelivery: true,
  guest: false,
});

/** The spec 7.4 body; session_id and postage_tax_rule_title are the adapter's configured defaults. */
const paymentBody = (paymentModuleId: number, cartId = 55) => ({
  cart_id: cartId,
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
  vat_number: null,
  message: null,
  isCompleteDelivery: true,
  guest: false,
  satellite: 'RO',
});

/** What pays: the cart, the customer's address and the module; the answer's other fields are not read. */
const payable = (code: string, moduleId: number) => [cartExists, customerHasAddress(3), paymentModuleActive(code, moduleId)];

describe('shop API contract, payment port: the seven /{provider}/pay calls (spec 7.4; storefront → shop-api)', () => {
  it.each(PROVIDERS)('pays with $code and is sent to the returned address', async ({ provider, code, moduleId }) => {
    const redirect = `https://pay.example/${code}/checkout?cart_id=55`;
    pact.addInteraction({
      states: payable(code, moduleId),
      uponReceiving: `a ${code} payment of cart 55`,
      withRequest: post(`/api/${code}/pay`, paymentBody(moduleId)),
      willRespondWith: json({ status: 'success', redirect_url: redirectAddress(redirect) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.payment.pay(payment(provider, moduleId)))).toEqual({ kind: 'redirect', url: redirect });
    });
  });

  it("pays by card and gets the card provider's session value back (it starts with the session marker)", async () => {
    pact.addInteraction({
      states: [
        ...payable('card', 12),
        given('the card provider answers sessions starting with {marker}', { marker: 'session_' }),
      ],
      uponReceiving: 'a card payment of cart 55',
      withRequest: post('/api/card/pay', paymentBody(12)),
      willRespondWith: json({ status: 'success', redirect_url: regex('^session_.+$', 'session_cs_4f2a9') }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.payment.pay(payment('card', 12)))).toEqual({ kind: 'session', marker: 'session_cs_4f2a9' });
    });
  });

  it('is refused (400) for a cart no payment module applies to', async () => {
    pact.addInteraction({
      states: [given('no payment module applies to cart {cartId}', { cartId: 57 }), customerHasAddress(3)],
      uponReceiving: 'a ramburs payment of cart 57, which no payment module applies to',
      withRequest: post('/api/ramburs/pay', paymentBody(13, 57)),
      willRespondWith: json({ status: string('error'), message: string('Payment module not available') }, 400),
    });
    await verify(async (ports) => {
      expect(await ports.payment.pay(payment('cash-on-delivery', 13, 57))).toMatchObject({
        ok: false,
        error: { kind: 'rejected', status: 400 },
      });
    });
  });
});
