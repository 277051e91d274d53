import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { cartExists, given } from '../pact-states';
import { json, pactFor, post, redirectAddress, valueOf } from '../pact-support';

const { number, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

/** A payment answer: status 'success' and the address to go on to (the storefront reads nothing else). */
const success = (example: string) => ({ status: 'success', redirect_url: redirectAddress(example) });

describe('shop API contract, payment port: wallet, PayPal and QR code (spec 7.4; storefront → shop-api)', () => {
  it('pays with an Amazon Pay checkout session', async () => {
    const redirect = 'https://casa.example.ro/order-placed?cart_id=55';
    pact.addInteraction({
      states: [
        cartExists,
        given('Amazon Pay checkout session {sessionId} for cart {cartId} is complete', { sessionId: 'amzn-cs-1f2e', cartId: 55 }),
      ],
      uponReceiving: 'an Amazon Pay payment of cart 55',
      withRequest: post('/api/amazon/pay', {
        cart_id: 55,
        amazon_session_id: 'amzn-cs-1f2e',
        customer_note: null,
        satellite: 'RO',
      }),
      willRespondWith: json(success(redirect)),
    });
    await verify(async (ports) => {
      const result = await ports.payment.payWithWallet({ cartId: 55, walletSessionId: 'amzn-cs-1f2e', customerNote: null });
      expect(valueOf(result)).toEqual({ kind: 'redirect', url: redirect });
    });
  });

  it('confirms a PayPal approval', async () => {
    const redirect = 'https://casa.example.ro/order-placed?cart_id=55';
    const paypalData = { orderID: '5O190127TN364715T', payerID: 'QYR5Z8XDVJNXQ' };
    pact.addInteraction({
      states: [
        cartExists,
        given('PayPal order {paypalOrderId} for cart {cartId} is approved', { paypalOrderId: paypalData.orderID, cartId: 55 }),
      ],
      uponReceiving: 'a PayPal accept for cart 55',
      withRequest: post('/api/paypal/accept', { paypal_data: paypalData, satellite: 'RO' }),
      willRespondWith: json(success(redirect)),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.payment.acceptPaypal(paypalData))).toEqual({ kind: 'redirect', url: redirect });
    });
  });

  it('reports a cancelled PayPal approval', async () => {
    const data = { orderID: '8RU61172JS455403V', cart_id: 55 };
    pact.addInteraction({
      states: [
        cartExists,
        given('PayPal order {paypalOrderId} for cart {cartId} is open', { paypalOrderId: data.orderID, cartId: 55 }),
      ],
      uponReceiving: 'a PayPal cancel for cart 55',
      withRequest: post('/api/paypal/cancel', { ...data, satellite: 'RO' }),
      willRespondWith: json({ status: 'success' }),
    });
    await verify(async (ports) => {
      expect(await ports.payment.cancelPaypal(data)).toEqual({ ok: true, value: undefined });
    });
  });

  it('reads the bank-transfer QR code of an order', async () => {
    pact.addInteraction({
      states: [given('order {orderId} is to be paid by bank transfer', { orderId: 902 })],
      uponReceiving: 'a QR code request for order 902',
      withRequest: post('/api/ExternalOrderApi/getQrCode', { order_id: 902, locale: 'ro_RO' }),
      willRespondWith: json({
        qr_code: string('data:image/png;base64,iVBORw0KGgo='),
        beneficiary: string('Casa Demo SRL'),
        iban: string('RO49AAAA1B31007593840000'),
        bic: string('DEMOROBU'),
        amount: number(629.44),
        currency: string('RON'),
        reference: string('ORD000902'),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.payment.getQrCode({ orderId: 902, locale: 'ro_RO' }))).toEqual({
        code: 'data:image/png;base64,iVBORw0KGgo=',
        beneficiary: 'Casa Demo SRL',
        iban: 'RO49AAAA1B31007593840000',
        bic: 'DEMOROBU',
        amount: 629.44,
        currency: 'RON',
        reference: 'ORD000902',
      });
    });
  });
});
