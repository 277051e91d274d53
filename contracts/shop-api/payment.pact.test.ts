import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from '../../ports/payment-port';
import { json, pactFor, post, valueOf } from '../pact-support';

const { integer } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, payment port (spec 7.4; storefront → shop-api)', () => {
  const payment: PaymentRequest = {
    provider: 'cash-on-delivery',
    cartId: 55,
    customerId: 77,
    email: 'ana@example.ro',
    couponCode: null,
    deliveryAddressId: 3,
    invoiceAddressId: 3,
    deliveryMethodId: 77,
    paymentMethodId: 13,
    countryId: 146,
    locale: 'ro_RO',
    isCompany: false,
    message: '',
    isCompleteDelivery: true,
    guest: false,
  };
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

  it('pays cash on delivery and is sent to the order page', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'customer 77 has address 3' }],
      uponReceiving: 'a cash-on-delivery payment of cart 55',
      withRequest: post('/api/ramburs/pay', paymentBody(13)),
      willRespondWith: json({
        status: 'success',
        redirect_url: MatchersV3.regex('^https://.+$', 'https://casa.example.ro/order-placed?cart_id=55'),
        order_id: integer(900),
        message: null,
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.payment.pay(payment))).toEqual({
        kind: 'redirect',
        url: 'https://casa.example.ro/order-placed?cart_id=55',
      });
    });
  });

  it('pays by card and gets the session value back', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'customer 77 has address 3' }],
      uponReceiving: 'a card payment of cart 55',
      withRequest: post('/api/card/pay', paymentBody(12)),
      willRespondWith: json({
        status: 'success',
        redirect_url: MatchersV3.regex('^session_.+$', 'session_cs_4f2a9'),
        order_id: integer(900),
        message: null,
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.payment.pay({ ...payment, provider: 'card', paymentMethodId: 12 }))).toEqual({
        kind: 'session',
        marker: 'session_cs_4f2a9',
      });
    });
  });
});
