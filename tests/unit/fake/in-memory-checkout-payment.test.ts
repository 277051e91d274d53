import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { CURRENCY_IDS } from '../../../adapters/fake/seed/seed-orders';
import type { PaymentRequest } from '../../../ports/payment-port';
import { DELIVERY_METHOD_IDS, DEMO_ACCOUNTS, PAYMENT_METHOD_IDS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { TestClock, error, value } from './fake-test-support';

const facts = seedFacts();

async function givenACart() {
  const clock = new TestClock();
  const ports = createFakeAdapters({ clock, knobs: new FakeKnobs(), storage: new InMemoryStorage() });
  const { plentifulPse } = facts;
  const { cartId } = value(
    await ports.cart.addLine({
      cartId: null,
      productId: plentifulPse.productId,
      pseId: plentifulPse.pseId,
      quantity: 1,
      customerId: 501,
    }),
  );
  return { ports, cartId, clock };
}

const payment = (cartId: number, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  provider: 'prepayment',
  cartId,
  customerId: DEMO_ACCOUNTS.private.customerId,
  email: DEMO_ACCOUNTS.private.email,
  couponCode: null,
  deliveryAddressId: 7001,
  invoiceAddressId: 7001,
  deliveryMethodId: DELIVERY_METHOD_IDS.standard,
  paymentMethodId: PAYMENT_METHOD_IDS.prepayment,
  countryId: 146,
  locale: 'ro_RO',
  isCompany: false,
  vatNumber: null,
  message: '',
  isCompleteDelivery: true,
  guest: false,
  ...overrides,
});

describe('the in-memory checkout', () => {
  it('offers delivery methods by position, 77 at position 3, pickup only in Romania', async () => {
    const { ports, cartId } = await givenACart();
    const ro = value(await ports.checkout.listDeliveryMethods(cartId, 'ro_RO'));
    expect(ro.map((m) => m.id)).toEqual([12, 31, 77, 45]);
    expect(ro.find((m) => m.id === 77)?.position).toBe(3);
    expect(value(await ports.checkout.listDeliveryMethods(cartId, 'de_DE')).map((m) => m.code)).not.toContain('localpickup');
    expect(error(await ports.checkout.listDeliveryMethods(9999, 'ro_RO'))).toMatchObject({
      kind: 'not-found',
      message: 'Cart not found',
    });
  });

  it("computes postage per country and answers 'Invalid data' for unknown methods", async () => {
    const { ports, cartId } = await givenACart();
    const freight = value(
      await ports.checkout.getPostage({ cartId, countryId: 5, deliveryMethodId: DELIVERY_METHOD_IDS.freight, locale: 'de_DE' }),
    );
    expect(freight).toEqual({ net: 39, gross: 46.41 });
    expect(
      error(await ports.checkout.getPostage({ cartId, countryId: 5, deliveryMethodId: 999, locale: 'de_DE' })),
    ).toMatchObject({ message: 'Invalid data' });
    expect(
      error(await ports.checkout.getPostage({ cartId: 9999, countryId: 5, deliveryMethodId: 12, locale: 'de_DE' })),
    ).toMatchObject({ message: 'Invalid data' });
  });

  it('lists a payment method for every provider, and none for an unknown cart', async () => {
    const { ports, cartId } = await givenACart();
    const providers = value(await ports.checkout.listPaymentMethods(cartId, 'ro_RO')).map((m) => m.provider);
    expect(new Set(providers)).toEqual(
      new Set(['wallet', 'global-card', 'instant-transfer', 'card', 'cash-on-delivery', 'prepayment', 'buy-now-pay-later']),
    );
    expect(value(await ports.checkout.listPaymentMethods(9999, 'ro_RO'))).toEqual([]);
  });
});

describe('the in-memory payment and orders', () => {
  it('sends the browser to the fake provider; approve books the order for the customer', async () => {
    const { ports, cartId } = await givenACart();
    const before = value(await ports.orders.listOrders(DEMO_ACCOUNTS.private.customerId, 'ro')).length;
    const card = payment(cartId, { provider: 'card', paymentMethodId: PAYMENT_METHOD_IDS.card });
    expect(value(await ports.payment.pay(card))).toEqual({
      kind: 'redirect',
      url: `/fake-provider?cart_id=${cartId}&provider=card&return=%2Forder-placed%3Fcart_id%3D${cartId}`,
    });
    expect(value(await ports.orders.listOrders(DEMO_ACCOUNTS.private.customerId, 'ro'))).toHaveLength(before);
    expect(value(await ports.provider.approve(cartId))).toMatchObject({ redirectTo: `/order-placed?cart_id=${cartId}` });
    const orders = value(await ports.orders.listOrders(DEMO_ACCOUNTS.private.customerId, 'ro'));
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]).toMatchObject({ currencyId: CURRENCY_IDS.RON, status: 'paid' });
    const detail = value(await ports.orders.getOrder({ orderId: orders[0]?.id ?? 0 }, 'en'));
    expect(detail.lines).toHaveLength(1);
    expect(detail).toMatchObject({ deliveryMethod: 'Parcel delivery', paymentMethod: 'Credit card' });
    expect(detail.invoiceAddress).toMatchObject({ lastName: 'Popescu', city: 'București' });
    expect(value(await ports.cart.getCart(cartId, null)).lines).toEqual([]);
  });

  it('declines at the fake provider: no order, the cart kept', async () => {
    const { ports, cartId } = await givenACart();
    value(await ports.payment.pay(payment(cartId, { provider: 'card', paymentMethodId: PAYMENT_METHOD_IDS.card })));
    expect(value(await ports.provider.pending(cartId))).toMatchObject({ cartId, provider: 'card' });
    expect(value(await ports.provider.decline(cartId))).toEqual({ redirectTo: `/order-failed?cart_id=${cartId}`, orderId: null });
    expect(value(await ports.provider.pending(cartId))).toBeNull();
    expect(value(await ports.cart.getCart(cartId, null)).lines).toHaveLength(1);
    expect(error(await ports.orders.getPlacedOrder(cartId, 'ro'))).toMatchObject({ kind: 'not-found' });
    expect(error(await ports.provider.approve(cartId))).toMatchObject({ kind: 'not-found' });
  });

  it('sends declined payments to the order-failed page and keeps the cart', async () => {
    const { ports, cartId } = await givenACart();
    expect(value(await ports.payment.pay(payment(cartId, { email: 'decline@example.com' })))).toEqual({
      kind: 'redirect',
      url: `/order-failed?cart_id=${cartId}`,
    });
    expect(value(await ports.cart.getCart(cartId, null)).lines).toHaveLength(1);
    expect(error(await ports.payment.pay(payment(9999)))).toMatchObject({ kind: 'not-found' });
  });

  it('lets customers comment on products they ordered', async () => {
    const { ports } = await givenACart();
    const data = getSeedData();
    const ordered = data.orders.find((order) => order.customerId === DEMO_ACCOUNTS.private.customerId)?.lines[0];
    expect(value(await ports.products.canComment(ordered?.pseId ?? 0, DEMO_ACCOUNTS.private.customerId))).toBe(true);
    expect(value(await ports.products.canComment(ordered?.pseId ?? 0, 9999))).toBe(false);
  });
});
