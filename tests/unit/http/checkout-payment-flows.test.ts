import { describe, expect, it } from 'vitest';
import { setupAdapters } from './setup-adapters';

const POINT = {
  id: 2,
  name: 'Depozit Cluj',
  address1: 'Strada Fabricii 5',
  zipcode: '400632',
  city: 'Cluj-Napoca',
  country_id: 146,
  phone: null,
  opening_hours: 'L–V 9–18',
};

describe('checkout adapter: payment methods without a locale, pickup reads and refusals', () => {
  it('reads getActivePaymentMethods/{cartId} when no locale is given', async () => {
    const { stub, ports } = setupAdapters();
    stub.on('GET', '/api/ExternalOrderApi/getActivePaymentMethods/55', { json: { data: [] } });
    expect(await ports.checkout.listPaymentMethods(55, null)).toEqual({ ok: true, value: [] });
  });

  it('maps the pickup points and an order pickup (empty → null)', async () => {
    const { stub, ports } = setupAdapters();
    stub.on('GET', '/api/local_pickup/', { json: [POINT] });
    stub.on('GET', '/api/order_local_pickup/', (request) =>
      request.url.searchParams.get('search_order_id') === '900'
        ? { json: [{ order_id: 900, local_pickup: 1, pickup_location: POINT }] }
        : { json: [] },
    );
    const point = {
      id: 2,
      name: 'Depozit Cluj',
      address1: 'Strada Fabricii 5',
      zipCode: '400632',
      city: 'Cluj-Napoca',
      countryId: 146,
      phone: null,
      openingHours: 'L–V 9–18',
    };
    expect(await ports.checkout.listPickupPoints('ro_RO')).toEqual({ ok: true, value: [point] });
    expect(await ports.checkout.getOrderPickup(900)).toEqual({ ok: true, value: { orderId: 900, localPickup: true, point } });
    expect(await ports.checkout.getOrderPickup(901)).toEqual({ ok: true, value: null });
  });

  it('rejects a pickup the server refuses with 400, with its message', async () => {
    const { stub, ports } = setupAdapters();
    stub.on('POST', '/api/localPickupAddress/order', { status: 400, json: { status: 'error', message: 'Order not found' } });
    expect(await ports.checkout.choosePickupAddress({ orderId: 1, addressId: 4 })).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'Order not found', status: 400 },
    });
  });
});

describe('payment adapter: wallet, PayPal and QR code', () => {
  it('pays with the wallet session and the satellite', async () => {
    const { stub, ports } = setupAdapters();
    stub.on('POST', '/api/amazon/pay', {
      json: { status: 'success', redirect_url: 'https://shop.example/order-placed?cart_id=55' },
    });
    expect(await ports.payment.payWithWallet({ cartId: 55, walletSessionId: 'amzn-1', customerNote: null })).toEqual({
      ok: true,
      value: { kind: 'redirect', url: 'https://shop.example/order-placed?cart_id=55' },
    });
    expect(stub.last().body).toEqual({ cart_id: 55, amazon_session_id: 'amzn-1', customer_note: null, satellite: 'RO' });
  });

  it('passes the PayPal data through on accept and cancel', async () => {
    const { stub, ports } = setupAdapters();
    stub.on('POST', '/api/paypal/accept', { json: { status: 'error', message: 'Payment declined' } });
    stub.on('POST', '/api/paypal/cancel', { json: { status: 'success', message: null } });
    expect(await ports.payment.acceptPaypal({ orderID: 'PP-1' })).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'Payment declined' },
    });
    expect(stub.last().body).toEqual({ paypal_data: { orderID: 'PP-1' }, satellite: 'RO' });
    expect(await ports.payment.cancelPaypal({ orderID: 'PP-1', cart_id: 55 })).toEqual({ ok: true, value: undefined });
    expect(stub.last().body).toEqual({ orderID: 'PP-1', cart_id: 55, satellite: 'RO' });
  });

  it('reads the QR code of an order; a wrong field is an invalid response', async () => {
    const { stub, ports } = setupAdapters();
    stub.on('POST', '/api/ExternalOrderApi/getQrCode', { json: { qr_code: 'BCD\n002', iban: 'RO49AAAA1B31007593840000' } });
    expect(await ports.payment.getQrCode({ orderId: 900, locale: 'ro_RO' })).toEqual({
      ok: true,
      value: {
        code: 'BCD\n002',
        beneficiary: null,
        iban: 'RO49AAAA1B31007593840000',
        bic: null,
        amount: null,
        currency: null,
        reference: null,
      },
    });
    expect(stub.last().body).toEqual({ order_id: 900, locale: 'ro_RO' });
    stub.on('POST', '/api/ExternalOrderApi/getQrCode', { json: { qr_code: 7 } });
    expect(await ports.payment.getQrCode({ orderId: 900, locale: 'ro_RO' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });
});
