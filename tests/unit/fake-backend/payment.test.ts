import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_METHOD_IDS, DEMO_ACCOUNTS, PAYMENT_METHOD_IDS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import type { PaymentProvider } from '../../../ports/model/checkout';
import type { PaymentRequest } from '../../../ports/payment-port';
import { givenAFakeBackend } from '../../support/given-a-fake-backend';
import { cartRoutes } from '../../../scripts/fake-backend/shop-api/cart-routes';
import { paymentRoutes } from '../../../scripts/fake-backend/shop-api/payment-routes';
import { givenServedRoutes, servedAndHeld, type CheckoutPorts, type Sides } from '../../support/served-and-held';

const { plentifulPse } = seedFacts();
const METHOD_OF: Record<PaymentProvider, number> = {
  wallet: PAYMENT_METHOD_IDS.wallet,
  'global-card': PAYMENT_METHOD_IDS.globalCard,
  'instant-transfer': PAYMENT_METHOD_IDS.instantTransfer,
  card: PAYMENT_METHOD_IDS.card,
  'cash-on-delivery': PAYMENT_METHOD_IDS.cashOnDelivery,
  prepayment: PAYMENT_METHOD_IDS.prepayment,
  'buy-now-pay-later': PAYMENT_METHOD_IDS.buyNowPayLater,
};

/** What the guest checkout sends for this cart and provider. */
const aGuestPayment = (cartId: number, provider: PaymentProvider): PaymentRequest => ({
  provider,
  cartId,
  customerId: null,
  email: 'guest@example.com',
  couponCode: null,
  deliveryAddressId: 9001,
  invoiceAddressId: 9001,
  deliveryMethodId: DELIVERY_METHOD_IDS.standard,
  paymentMethodId: METHOD_OF[provider],
  countryId: 146,
  locale: 'ro_RO',
  isCompany: false,
  vatNumber: null,
  message: 'Please ring twice',
  isCompleteDelivery: true,
  guest: true,
});

describe('the fake backend: payment port', () => {
  let world: Awaited<ReturnType<typeof givenAFakeBackend>>;
  let sides: Sides;
  beforeAll(async () => {
    world = await givenAFakeBackend();
    sides = { http: world.http, fake: world.fake };
  });
  afterAll(() => world.backend.close());

  /** A new cart with two of a sofa, on both sides. */
  async function aCart(): Promise<number> {
    const line = { cartId: null, productId: plentifulPse.productId, pseId: plentifulPse.pseId, quantity: 2, customerId: null };
    const { held } = await servedAndHeld(sides, (ports) => ports.cart.addLine(line));
    if (!held.ok) throw new Error('no cart');
    return held.value.cartId;
  }

  const paying = (request: PaymentRequest) => servedAndHeld(sides, (ports) => ports.payment.pay(request));

  /** The order placed from the cart, as the fake order book holds it (the same id on the backend's). */
  async function placedOrderId(cartId: number): Promise<number> {
    const order = await world.fake.orders.getPlacedOrder(cartId, 'ro');
    if (!order.ok) throw new Error('no order was placed');
    return order.value.id;
  }

  it('takes a guest checkout with cash on delivery to a placed order: the cart is emptied, the order booked', async () => {
    const cartId = await aCart();
    const steps: ((ports: CheckoutPorts) => Promise<unknown>)[] = [
      (ports) => ports.cart.assignCustomer(cartId, 'guest@example.com'),
      (ports) => ports.checkout.listDeliveryMethods(cartId, 'ro_RO'),
      (ports) =>
        ports.checkout.getPostage({ cartId, countryId: 146, deliveryMethodId: DELIVERY_METHOD_IDS.standard, locale: 'ro_RO' }),
      (ports) => ports.checkout.listPaymentMethods(cartId, 'ro_RO'),
      (ports) => ports.payment.pay(aGuestPayment(cartId, 'cash-on-delivery')),
      (ports) => ports.cart.getCart(cartId, null),
    ];
    const answers = [];
    for (const step of steps) answers.push(await servedAndHeld(sides, step));
    for (const { served, held } of answers) expect(served).toEqual(held);
    expect(answers[4]?.held).toEqual({ ok: true, value: { kind: 'redirect', url: `/order-placed?cart_id=${cartId}` } });
    expect(answers[5]?.held).toMatchObject({ ok: true, value: { lines: [] } });
    // The backend booked the order too: its pickup address call finds it ('Order not found' otherwise).
    const orderId = await placedOrderId(cartId);
    const found = await servedAndHeld(sides, (ports) => ports.checkout.choosePickupAddress({ orderId, addressId: 9001 }));
    expect(found.served).toEqual({ ok: true, value: true });
  });

  it('places a prepayment order at once and answers its bank-transfer QR code', async () => {
    const cartId = await aCart();
    const paid = await paying(aGuestPayment(cartId, 'prepayment'));
    expect(paid.served).toEqual(paid.held);
    const orderId = await placedOrderId(cartId);
    const qr = await servedAndHeld(sides, (ports) => ports.payment.getQrCode({ orderId, locale: 'ro_RO' }));
    expect(qr.held.ok).toBe(true);
    expect(qr.served).toEqual(qr.held);
  });

  it('answers no QR code for an order not paid by transfer or an unknown one', async () => {
    const cartId = await aCart();
    await paying(aGuestPayment(cartId, 'cash-on-delivery'));
    for (const orderId of [await placedOrderId(cartId), 999_999]) {
      const qr = await servedAndHeld(sides, (ports) => ports.payment.getQrCode({ orderId, locale: 'ro_RO' }));
      expect(qr.held).toMatchObject({ ok: false, error: { kind: 'not-found' } });
      expect(qr.served).toEqual(qr.held);
    }
  });

  it.each(['card', 'global-card', 'instant-transfer', 'wallet', 'buy-now-pay-later'] as const)(
    'sends a %s payment to the provider page, as the fake does',
    async (provider) => {
      const cartId = await aCart();
      const { served, held } = await paying(aGuestPayment(cartId, provider));
      expect(held).toMatchObject({ ok: true, value: { kind: 'redirect' } });
      expect(served).toEqual(held);
    },
  );

  it("refuses a method of another provider and an empty cart with 'Invalid data'; a stale cart is not found", async () => {
    const cartId = await aCart();
    for (const request of [
      { ...aGuestPayment(cartId, 'card'), paymentMethodId: PAYMENT_METHOD_IDS.cashOnDelivery },
      { ...aGuestPayment(cartId, 'cash-on-delivery'), countryId: 9999 },
      aGuestPayment(999_999, 'cash-on-delivery'),
    ]) {
      const { served, held } = await paying(request);
      expect(held.ok).toBe(false);
      expect(served).toEqual(held);
    }
  });

  it('sends a declined payment to the order-failed page', async () => {
    const cartId = await aCart();
    const { served, held } = await paying({ ...aGuestPayment(cartId, 'card'), email: 'decline@example.com' });
    expect(held).toEqual({ ok: true, value: { kind: 'redirect', url: `/order-failed?cart_id=${cartId}` } });
    expect(served).toEqual(held);
  });

  it('confirms a PayPal approval (the order is placed) and reports a cancelled one (the cart stays)', async () => {
    const approved = await aCart();
    await paying(aGuestPayment(approved, 'global-card'));
    const accepted = await servedAndHeld(sides, (ports) => ports.payment.acceptPaypal({ cart_id: approved, orderID: 'PP-1' }));
    expect(accepted.held).toEqual({ ok: true, value: { kind: 'redirect', url: `/order-placed?cart_id=${approved}` } });
    expect(accepted.served).toEqual(accepted.held);
    const cancelled = await aCart();
    await paying(aGuestPayment(cancelled, 'global-card'));
    const dropped = await servedAndHeld(sides, (ports) => ports.payment.cancelPaypal({ cart_id: cancelled, orderID: 'PP-2' }));
    expect(dropped.served).toEqual(dropped.held);
    const kept = await servedAndHeld(sides, (ports) => ports.cart.getCart(cancelled, null));
    expect(kept.served).toEqual(kept.held);
    expect(kept.held.ok && kept.held.value.lines).toHaveLength(1);
  });

  it('refuses PayPal data without a cart ("Invalid data"); the http adapter reads a 400 there as a server error', async () => {
    const accepted = await servedAndHeld(sides, (ports) => ports.payment.acceptPaypal({ orderID: 'PP-3' }));
    expect(accepted.served).toEqual(accepted.held);
    const dropped = await servedAndHeld(sides, (ports) => ports.payment.cancelPaypal({ orderID: 'PP-3' }));
    expect(dropped.held).toEqual({ ok: false, error: { kind: 'rejected', message: 'Invalid data', status: 400 } });
    expect(dropped.served).toEqual({ ok: false, error: { kind: 'server', message: 'Invalid data', status: 400 } });
  });

  it('pays with a wallet session at once; an empty session or a stale cart is refused', async () => {
    const cartId = await aCart();
    for (const payment of [
      { cartId, walletSessionId: '', customerNote: null },
      { cartId: 999_999, walletSessionId: 'amzn-session', customerNote: null },
      { cartId, walletSessionId: 'amzn-session', customerNote: 'Leave it at the door' },
    ]) {
      const { served, held } = await servedAndHeld(sides, (ports) => ports.payment.payWithWallet(payment));
      expect(served).toEqual(held);
    }
    expect(await placedOrderId(cartId)).toBeGreaterThan(0);
  });
});

describe('the fake backend: what a payment books', () => {
  let served: Awaited<ReturnType<typeof givenServedRoutes>>;
  beforeAll(async () => {
    served = await givenServedRoutes((world) => [...cartRoutes(world), ...paymentRoutes(world)]);
  });
  afterAll(() => served.server.close());

  it("books the order the fake books for a customer's payment: customer, e-mail, addresses, lines, amounts", async () => {
    const customer = DEMO_ACCOUNTS.private;
    const { held: cartId } = await servedAndHeld(served.sides, async (ports) => {
      const line = {
        cartId: null,
        productId: plentifulPse.productId,
        pseId: plentifulPse.pseId,
        quantity: 1,
        customerId: customer.customerId,
      };
      const made = await ports.cart.addLine(line);
      return made.ok ? made.value.cartId : 0;
    });
    const payment: PaymentRequest = {
      ...aGuestPayment(cartId, 'cash-on-delivery'),
      customerId: customer.customerId,
      email: customer.email,
      deliveryAddressId: 7001,
      invoiceAddressId: 7001,
      guest: false,
    };
    const paid = await servedAndHeld(served.sides, (ports) => ports.payment.pay(payment));
    expect(paid.served).toEqual(paid.held);
    const booked = await served.servedWorld.fakes.orders.getPlacedOrder(cartId, 'ro');
    const held = await served.sides.fake.orders.getPlacedOrder(cartId, 'ro');
    expect(held).toMatchObject({ ok: true, value: { invoiceAddress: { lastName: 'Popescu' } } });
    expect(booked).toEqual(held);
  });
});
