import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import { DELIVERY_METHOD_IDS, DEMO_ACCOUNTS, PAYMENT_METHOD_IDS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { STORE_NAME } from '../../../adapters/fake/seed/seed-locale-configs';
import type { PaymentProvider } from '../../../ports/model/checkout';
import type { PaymentRequest } from '../../../ports/payment-port';
import { TestClock, error, value } from './fake-test-support';

const facts = seedFacts();
const customer = DEMO_ACCOUNTS.private.customerId;

async function givenACart(knobs = new FakeKnobs()) {
  const ports = createFakeAdapters({ clock: new TestClock(), knobs, storage: new InMemoryStorage() });
  const { plentifulPse } = facts;
  const line = { cartId: null, productId: plentifulPse.productId, pseId: plentifulPse.pseId, quantity: 2, customerId: customer };
  const { cartId } = value(await ports.cart.addLine(line));
  return { ports, cartId, knobs };
}

const METHOD_OF: Record<PaymentProvider, number> = {
  card: PAYMENT_METHOD_IDS.card,
  'global-card': PAYMENT_METHOD_IDS.globalCard,
  wallet: PAYMENT_METHOD_IDS.wallet,
  'instant-transfer': PAYMENT_METHOD_IDS.instantTransfer,
  prepayment: PAYMENT_METHOD_IDS.prepayment,
  'cash-on-delivery': PAYMENT_METHOD_IDS.cashOnDelivery,
  'buy-now-pay-later': PAYMENT_METHOD_IDS.buyNowPayLater,
};

const payment = (cartId: number, provider: PaymentProvider): PaymentRequest => ({
  provider,
  cartId,
  customerId: customer,
  email: DEMO_ACCOUNTS.private.email,
  couponCode: null,
  deliveryAddressId: 7001,
  invoiceAddressId: 7001,
  deliveryMethodId: DELIVERY_METHOD_IDS.standard,
  paymentMethodId: METHOD_OF[provider],
  countryId: 146,
  locale: 'ro_RO',
  isCompany: false,
  vatNumber: null,
  message: '',
  isCompleteDelivery: true,
  guest: false,
});

const OFFLINE: PaymentProvider[] = ['prepayment', 'cash-on-delivery'];
/** They return to the shop, which confirms the payment (PayPal accept, the wallet's pay call). */
const RETURNING: PaymentProvider[] = ['global-card', 'wallet'];

describe('the fake provider page flow', () => {
  it.each(OFFLINE)('%s: pay places the order at once, not paid yet, and empties the cart', async (provider) => {
    const { ports, cartId } = await givenACart();
    expect(value(await ports.payment.pay(payment(cartId, provider)))).toEqual({
      kind: 'redirect',
      url: `/order-placed?cart_id=${cartId}`,
    });
    expect(value(await ports.orders.getPlacedOrder(cartId, 'en'))).toMatchObject({ status: 'not_paid' });
    expect(value(await ports.cart.getCart(cartId, null)).lines).toEqual([]);
  });

  it.each((Object.keys(METHOD_OF) as PaymentProvider[]).filter((p) => !OFFLINE.includes(p) && !RETURNING.includes(p)))(
    '%s: pay → fake provider → approve → the placed order',
    async (provider) => {
      const { ports, cartId } = await givenACart();
      const outcome = value(await ports.payment.pay(payment(cartId, provider)));
      expect(outcome).toEqual({ kind: 'redirect', url: expect.stringMatching(/^\/fake-provider\?cart_id=\d+&provider=/) });
      const pending = value(await ports.provider.pending(cartId));
      expect(pending?.amountGross).toBeGreaterThan(0);
      const { orderId } = value(await ports.provider.approve(cartId));
      const placed = value(await ports.orders.getPlacedOrder(cartId, 'en'));
      expect(placed).toMatchObject({ id: orderId, status: 'paid' });
      expect(placed.lines[0]?.quantity).toBe(2);
      expect(value(await ports.cart.getCart(cartId, null)).lines).toEqual([]);
    },
  );

  it.each([
    { locale: 'ro_RO', countryId: 146, currency: 'RON' },
    { locale: 'de_AT', countryId: 13, currency: 'EUR' },
  ])('$locale: the waiting payment asks for what the order costs, in its currency ($currency)', async (shop) => {
    const { ports, cartId } = await givenACart();
    await ports.payment.pay({ ...payment(cartId, 'card'), locale: shop.locale, countryId: shop.countryId });
    const pending = value(await ports.provider.pending(cartId));
    await ports.provider.approve(cartId);
    const placed = value(await ports.orders.getPlacedOrder(cartId, 'en'));
    expect(pending).toMatchObject({ amountGross: placed.totalGross, currency: shop.currency });
  });

  it('PayPal approved at the provider returns to the shop, whose accept call places the order', async () => {
    const { ports, cartId } = await givenACart();
    value(await ports.payment.pay(payment(cartId, 'global-card')));
    expect(value(await ports.provider.approve(cartId))).toEqual({
      redirectTo: expect.stringMatching(/^\/paypal\/return\?/),
      orderId: null,
    });
    expect(error(await ports.orders.getPlacedOrder(cartId, 'en'))).toMatchObject({ kind: 'not-found' });
    value(await ports.payment.acceptPaypal({ token: 'FAKE-PP', cart_id: cartId }));
    expect(value(await ports.orders.getPlacedOrder(cartId, 'en')).paymentMethod).toBe('PayPal');
  });

  it('PayPal declined at the provider returns to the shop cancel page; the cancel call drops the payment', async () => {
    const { ports, cartId } = await givenACart();
    value(await ports.payment.pay(payment(cartId, 'global-card')));
    expect(value(await ports.provider.decline(cartId)).redirectTo).toMatch(/^\/paypal\/cancel\?/);
    value(await ports.payment.cancelPaypal({ token: 'FAKE-PP', cart_id: cartId }));
    expect(value(await ports.provider.pending(cartId))).toBeNull();
    expect(value(await ports.cart.getCart(cartId, null)).lines).toHaveLength(1);
  });

  it('the wallet approved at the provider returns with its session, and its pay call places the parked payment', async () => {
    const { ports, cartId } = await givenACart();
    value(await ports.payment.pay(payment(cartId, 'wallet')));
    const { redirectTo } = value(await ports.provider.approve(cartId));
    const sessionId = new URL(redirectTo, 'https://shop.example').searchParams.get('amazonCheckoutSessionId') ?? '';
    expect(redirectTo).toMatch(/^\/amazon-pay\/return\?/);
    value(await ports.payment.payWithWallet({ cartId, walletSessionId: sessionId, customerNote: null }));
    expect(value(await ports.orders.getPlacedOrder(cartId, 'en')).paymentMethod).toBe('Amazon Pay');
  });

  it('pays with the wallet session at once, and refuses an empty session', async () => {
    const { ports, cartId } = await givenACart();
    expect(error(await ports.payment.payWithWallet({ cartId, walletSessionId: ' ', customerNote: null }))).toMatchObject({
      kind: 'rejected',
    });
    expect(value(await ports.payment.payWithWallet({ cartId, walletSessionId: 'amzn-1', customerNote: 'Sună' }))).toEqual({
      kind: 'redirect',
      url: `/order-placed?cart_id=${cartId}`,
    });
    expect(value(await ports.orders.getPlacedOrder(cartId, 'ro')).paymentMethod).toBe('Amazon Pay');
  });

  it('accepts and cancels PayPal by the cart id in the passed data', async () => {
    const first = await givenACart();
    value(await first.ports.payment.pay(payment(first.cartId, 'global-card')));
    expect(value(await first.ports.payment.acceptPaypal({ orderID: 'PP-1', cart_id: first.cartId }))).toEqual({
      kind: 'redirect',
      url: `/order-placed?cart_id=${first.cartId}`,
    });
    const second = await givenACart();
    value(await second.ports.payment.pay(payment(second.cartId, 'global-card')));
    expect(value(await second.ports.payment.cancelPaypal({ orderID: 'PP-2', cart_id: second.cartId }))).toBeUndefined();
    expect(value(await second.ports.cart.getCart(second.cartId, null)).lines).toHaveLength(1);
    expect(error(await second.ports.payment.acceptPaypal({ orderID: 'PP-3' }))).toMatchObject({ kind: 'rejected' });
  });

  it('gives a deterministic EPC payload for an order', async () => {
    const { ports, cartId } = await givenACart();
    value(await ports.payment.pay(payment(cartId, 'instant-transfer')));
    const { orderId } = value(await ports.provider.approve(cartId));
    const qr = value(await ports.payment.getQrCode({ orderId: orderId ?? 0, locale: 'ro_RO' }));
    expect(qr.code.split('\n').slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(qr).toMatchObject({ currency: 'RON', reference: expect.stringMatching(/^ORD/) });
    expect(qr.beneficiary).toBe(`${STORE_NAME} SRL`);
    expect(value(await ports.payment.getQrCode({ orderId: orderId ?? 0, locale: 'ro_RO' }))).toEqual(qr);
    expect(error(await ports.payment.getQrCode({ orderId: 999_999, locale: 'ro_RO' }))).toMatchObject({ kind: 'not-found' });
  });

  it('has no transfer code for an order paid by card', async () => {
    const { ports, cartId } = await givenACart();
    value(await ports.payment.pay(payment(cartId, 'card')));
    const { orderId } = value(await ports.provider.approve(cartId));
    expect(error(await ports.payment.getQrCode({ orderId: orderId ?? 0, locale: 'ro_RO' }))).toMatchObject({ kind: 'not-found' });
  });
});

describe('the fake local pickup', () => {
  it('lists the Romanian pickup points only, and records the chosen point and address', async () => {
    const { ports, cartId } = await givenACart();
    const points = value(await ports.checkout.listPickupPoints('ro_RO'));
    expect(points.map((p) => p.city)).toEqual(['București', 'Cluj-Napoca']);
    expect(value(await ports.checkout.listPickupPoints('de_DE'))).toEqual([]);
    value(await ports.payment.pay(payment(cartId, 'cash-on-delivery')));
    const { id } = value(await ports.orders.getPlacedOrder(cartId, 'ro'));
    expect(value(await ports.checkout.getOrderPickup(id))).toBeNull();
    expect(value(await ports.checkout.choosePickupPoint({ orderId: id, pickupPointId: 99 }))).toBe(false);
    expect(value(await ports.checkout.choosePickupPoint({ orderId: id, pickupPointId: points[1]?.id ?? 0 }))).toBe(true);
    expect(value(await ports.checkout.choosePickupAddress({ orderId: id, addressId: 7001 }))).toBe(true);
    expect(value(await ports.checkout.getOrderPickup(id))).toMatchObject({ orderId: id, localPickup: true, point: { id: 2 } });
    expect(error(await ports.checkout.choosePickupAddress({ orderId: 999_999, addressId: 1 }))).toMatchObject({
      kind: 'rejected',
    });
  });

  it('lists payment methods without a locale in the default language', async () => {
    const { ports, cartId } = await givenACart();
    expect(value(await ports.checkout.listPaymentMethods(cartId, null))[0]?.title).toBe('Card bancar');
  });
});

describe('the knobs fail every new method by name', () => {
  it.each([
    ['CheckoutPort.listPickupPoints', (p: Ports) => p.checkout.listPickupPoints('ro_RO')],
    ['CheckoutPort.getOrderPickup', (p: Ports) => p.checkout.getOrderPickup(1)],
    ['CheckoutPort.choosePickupPoint', (p: Ports) => p.checkout.choosePickupPoint({ orderId: 1, pickupPointId: 1 })],
    ['CheckoutPort.choosePickupAddress', (p: Ports) => p.checkout.choosePickupAddress({ orderId: 1, addressId: 1 })],
    ['PaymentPort.payWithWallet', (p: Ports) => p.payment.payWithWallet({ cartId: 1, walletSessionId: 'x', customerNote: null })],
    ['PaymentPort.acceptPaypal', (p: Ports) => p.payment.acceptPaypal({ cart_id: 1 })],
    ['PaymentPort.cancelPaypal', (p: Ports) => p.payment.cancelPaypal({ cart_id: 1 })],
    ['PaymentPort.getQrCode', (p: Ports) => p.payment.getQrCode({ orderId: 1, locale: 'ro_RO' })],
    ['OrderPort.getPlacedOrder', (p: Ports) => p.orders.getPlacedOrder(1, 'ro')],
    ['FakeProvider.approve', (p: Ports) => p.provider.approve(1)],
    ['FakeProvider.decline', (p: Ports) => p.provider.decline(1)],
  ])('%s', async (name, call) => {
    const knobs = new FakeKnobs();
    const { ports } = await givenACart(knobs);
    knobs.fail(name);
    expect(await call(ports)).toEqual({ ok: false, error: { kind: 'network', message: 'Failed to fetch' } });
  });
});

type Ports = Awaited<ReturnType<typeof givenACart>>['ports'];
