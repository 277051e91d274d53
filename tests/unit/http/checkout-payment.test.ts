import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createHttpAdapters } from '../../../adapters/http/create-http-adapters';
import type { PaymentRequest } from '../../../ports/payment-port';
import { StubFetch } from './stub-fetch';
import { PAYMENT_SETTINGS } from './payment-settings';

function setup() {
  const stub = new StubFetch();
  const ports = createHttpAdapters({
    apiUrl: 'https://shop.example',
    fastApiUrl: 'https://fast.example',
    shopToken: () => 't',
    // A logged-in customer: user calls need the login token.
    storage: new InMemoryStorage({ jwtToken: JSON.stringify({ token: 'customer-jwt', expiresAt: 2_000_000 }) }),
    fetch: stub.fetch,
    payment: { ...PAYMENT_SETTINGS, cardSessionMarker: 'SESSION:' },
    now: () => 1_000_000,
  });
  return { stub, ports };
}

const POSTAGE = { cartId: 55, countryId: 146, deliveryMethodId: 77, locale: 'ro_RO' };

const PAYMENT: PaymentRequest = {
  provider: 'card',
  cartId: 55,
  customerId: 77,
  email: 'ana@example.ro',
  couponCode: null,
  deliveryAddressId: 3,
  invoiceAddressId: 3,
  deliveryMethodId: 77,
  paymentMethodId: 12,
  countryId: 146,
  locale: 'ro_RO',
  isCompany: false,
  vatNumber: null,
  message: '',
  isCompleteDelivery: true,
  guest: false,
};

describe('checkout adapter', () => {
  it('reads the postage and sends state_id null', async () => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/customdelivery/postage', { json: { postage_amount: 16.53, postage_amount_taxed: 20, error: null } });
    expect(await ports.checkout.getPostage(POSTAGE)).toEqual({ ok: true, value: { net: 16.53, gross: 20 } });
    expect(stub.last().body).toEqual({ country_id: 146, state_id: null, cart_id: 55, locale: 'ro_RO', delivery_module_id: 77 });
  });

  it.each([200, 400])("fails with 'Invalid data' when HTTP %i carries it", async (status) => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/customdelivery/postage', {
      status,
      json: { postage_amount: null, postage_amount_taxed: null, error: 'Invalid data' },
    });
    expect(await ports.checkout.getPostage(POSTAGE)).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'Invalid data' },
    });
  });

  it.each([
    ['/api/localpickup/order', 'Order Local Pickup Updated', true],
    ['/api/localPickupAddress/order', 'Order Local Pickup Address Updated', true],
    ['/api/localpickup/order', 'Order Local Pickup Address Updated', false],
    ['/api/localpickup/order', 'Order updated', false],
    ['/api/localPickupAddress/order', 'order local pickup updated!', false],
  ])('local pickup via %s with message %j → %s', async (path, message, confirmed) => {
    const { stub, ports } = setup();
    stub.on('POST', path, { json: { status: 'success', message } });
    const result =
      path === '/api/localpickup/order'
        ? await ports.checkout.choosePickupPoint({ orderId: 900, pickupPointId: 2 })
        : await ports.checkout.choosePickupAddress({ orderId: 900, addressId: 4 });
    expect(result).toEqual({ ok: true, value: confirmed });
    expect(stub.last().body).toEqual(
      path === '/api/localpickup/order' ? { order_id: 900, local_pickup_id: 2 } : { order_id: 900, address_id: 4 },
    );
  });

  it('maps payment methods and leaves out unknown codes', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/ExternalOrderApi/getActivePaymentMethods/55/ro_RO', {
      json: {
        data: [
          { id: 12, code: 'card', title: 'Card', position: 1 },
          { id: 13, code: 'ramburs', title: 'Ramburs', position: 2 },
          { id: 14, code: 'bitcoin', title: 'BTC', position: 3 },
        ],
      },
    });
    expect(await ports.checkout.listPaymentMethods(55, 'ro_RO')).toEqual({
      ok: true,
      value: [
        { id: 12, provider: 'card', title: 'Card', position: 1 },
        { id: 13, provider: 'cash-on-delivery', title: 'Ramburs', position: 2 },
      ],
    });
  });
});

describe('payment adapter', () => {
  it('posts to the provider path and answers a redirect', async () => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/ramburs/pay', {
      json: { status: 'success', redirect_url: 'https://shop.example/order-placed?cart_id=55', order_id: 900 },
    });
    expect(await ports.payment.pay({ ...PAYMENT, provider: 'cash-on-delivery' })).toEqual({
      ok: true,
      value: { kind: 'redirect', url: 'https://shop.example/order-placed?cart_id=55' },
    });
    expect(stub.last().body).toMatchObject({
      cart_id: 55,
      api_call: true,
      satellite: 'RO',
      message: null,
      payment_module_id: 12,
    });
  });

  it.each([
    ['WELCOME10', 'WELCOME10'],
    [null, null],
  ])('sends the coupon code %j as appliedCoupon', async (couponCode, appliedCoupon) => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/card/pay', { json: { status: 'success', redirect_url: 'SESSION:abc123' } });
    await ports.payment.pay({ ...PAYMENT, couponCode });
    expect(stub.last().body).toMatchObject({ cart_id: 55, appliedCoupon });
  });

  it('answers a path in the shop (cash on delivery placed the order) as a redirect there', async () => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/ramburs/pay', { json: { status: 'success', redirect_url: '/order-placed?cart_id=55' } });
    expect(await ports.payment.pay({ ...PAYMENT, provider: 'cash-on-delivery' })).toEqual({
      ok: true,
      value: { kind: 'redirect', url: '/order-placed?cart_id=55' },
    });
  });

  it('hands back the card provider value that starts with the session marker', async () => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/card/pay', { json: { status: 'success', redirect_url: 'SESSION:abc123' } });
    expect(await ports.payment.pay(PAYMENT)).toEqual({ ok: true, value: { kind: 'session', marker: 'SESSION:abc123' } });
  });

  it.each([
    ['status error', { status: 'error', redirect_url: null, message: 'Declined' }, 'rejected'],
    ['no redirect', { status: 'success', redirect_url: null }, 'rejected'],
    ['a marker from another provider', { status: 'success', redirect_url: 'SESSION:abc' }, 'invalid-response'],
    ['a javascript: address', { status: 'success', redirect_url: 'javascript:alert(1)' }, 'invalid-response'],
    ['a protocol-relative address', { status: 'success', redirect_url: '//evil.example/order-placed' }, 'invalid-response'],
    ['a path with a backslash', { status: 'success', redirect_url: '/\\evil.example' }, 'invalid-response'],
  ])('fails a payment with %s', async (_label, json, kind) => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/globalcard/pay', { json });
    expect(await ports.payment.pay({ ...PAYMENT, provider: 'global-card' })).toMatchObject({ ok: false, error: { kind } });
  });
});

describe('customer adapter', () => {
  it('logs in: unix-second expiry → epoch ms; 401 → wrong credentials', async () => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/login', {
      json: {
        token: 'jwt',
        expires: 1_700_000_000,
        customer_id: 77,
        email: 'ana@example.ro',
        isAdmin: true,
        isCompany: false,
        excludeVAT: true,
      },
    });
    const session = await ports.customers.logIn('ana@example.ro', 'secret');
    expect(session.ok && session.value.token).toEqual({ token: 'jwt', expiresAt: 1_700_000_000_000 });
    expect(session.ok && session.value.customer).toMatchObject({ id: 77, isAdmin: true, excludeVat: true, isCompany: false });
    stub.on('POST', '/api/login', { status: 401, json: { status: 'error', message: 'Wrong login data' } });
    expect(await ports.customers.logIn('ana@example.ro', 'bad')).toEqual({ ok: false, error: { kind: 'wrong-credentials' } });
  });

  it('finds a customer by e-mail (none → null)', async () => {
    const { stub, ports } = setup();
    stub.on('GET', '/api/ExternalOrderApi/customer/', { json: { CustomerItems: [] } });
    expect(await ports.customers.findByEmail('x@example.ro')).toEqual({ ok: true, value: null });
  });

  const registration = {
    email: 'ana@example.ro',
    password: 'parola123',
    firstName: 'Ana',
    lastName: 'Pop',
    titleCode: 2,
    company: null,
    vatNumber: null,
  };

  it('registers and then logs in when the answer carries no token', async () => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/register', {
      json: { status: 'success', customer_id: 77, address_id: null, token: null, expires: null },
    });
    stub.on('POST', '/api/login', { json: { token: 'jwt', expires: 1_700_000_000, customer_id: 77, email: 'ana@example.ro' } });
    const session = await ports.customers.register(registration);
    expect(session.ok && session.value.token.token).toBe('jwt');
    expect(stub.requests[0]?.body).toMatchObject({
      email: 'ana@example.ro',
      firstname: 'Ana',
      country_id: 146,
      satellite: 'RO',
      is_company: false,
    });
  });

  it("reads 409 / 'Email address already exists' as email-exists", async () => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/register', { status: 409, json: { status: 'error', message: 'Email address already exists' } });
    expect(await ports.customers.register(registration)).toEqual({ ok: false, error: { kind: 'email-exists' } });
  });

  it('refreshes the token with a lifetime from now', async () => {
    const { stub, ports } = setup();
    stub.on('POST', '/api/refreshToken', { json: { token: 'jwt2', expires_in: 21600 } });
    expect(await ports.customers.refreshToken(77, 'ana@example.ro')).toEqual({
      ok: true,
      value: { token: 'jwt2', expiresAt: 1_000_000 + 21_600_000 },
    });
  });
});
