import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { PAYMENT_RETRY_WAIT_MS } from '../../../src/domain/payment-retry';
import type { FakeProviderStore } from '../../../src/features/checkout/fake-provider-store';
import { givenAShop } from '../../support/build-root-store';
import { aSeededSofa, settle } from '../../support/given-a-cart-shop';
import { aCardPayment, givenAnApprovedPayment, givenAPaymentAtTheProvider } from '../../support/given-a-payment';

/** Tuesday 24 November 2026, 08:00 UTC: 10:00 in Bucharest, before the next-day cut-off. */
const TUESDAY_MORNING = Date.UTC(2026, 10, 24, 8, 0, 0);

describe('order placed (section 4)', () => {
  it('shows the order placed from the cart and then clears the cart id and the delivery method id together', async () => {
    const world = await givenAnApprovedPayment();
    expect(world.storage.get('cart_id')).toBe(String(world.cartId));
    expect(world.storage.get('delivery_id')).not.toBeNull();

    await world.checkout.orderPlaced.open(String(world.cartId));

    const store = world.checkout.orderPlaced;
    expect(store.status).toBe('ready');
    expect(store.order).toMatchObject({ id: world.orderId, status: 'paid' });
    expect(store.order?.lines[0]?.quantity).toBe(2);
    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.storage.get('cart_items')).toBeNull();
    expect(world.storage.get('delivery_id')).toBeNull();
    expect(world.root.cartLines.items).toEqual([]);
  });

  it('promises next-day delivery for an order on a weekday morning, and later delivery on a Saturday', async () => {
    const weekday = await givenAnApprovedPayment({ clock: new InMemoryClock(TUESDAY_MORNING) });
    await weekday.checkout.orderPlaced.open(String(weekday.cartId));
    expect(weekday.checkout.orderPlaced.hint).toBe('next-day');

    const saturday = await givenAnApprovedPayment();
    await saturday.checkout.orderPlaced.open(String(saturday.cartId));
    expect(saturday.checkout.orderPlaced.hint).toBe('later');
  });

  it.each([null, '', '0', 'undefined', 'null', 'abc', '-4'])('does not look up an order for the cart id %j', async (raw) => {
    const world = await givenAnApprovedPayment();
    await world.checkout.orderPlaced.open(raw);
    expect(world.checkout.orderPlaced.status).toBe('invalid-cart');
    expect(world.checkout.orderPlaced.order).toBeNull();
    expect(world.storage.get('cart_id')).toBe(String(world.cartId));
  });

  it('says when the cart has no order, and keeps the cart and its delivery method', async () => {
    const world = await givenAPaymentAtTheProvider();
    await world.checkout.orderPlaced.open(String(world.cartId));
    expect(world.checkout.orderPlaced.status).toBe('not-found');
    expect(world.storage.get('cart_id')).toBe(String(world.cartId));
    expect(world.storage.get('delivery_id')).not.toBeNull();
    expect(world.root.cartLines.items).toHaveLength(1);
  });

  it('leaves a cart started since alone when an older confirmation is opened', async () => {
    const world = await givenAPaymentAtTheProvider();
    // An earlier cart of the same shopper, paid and placed elsewhere.
    const { product, pseIds } = await aSeededSofa(world);
    const line = { cartId: null, productId: product.id, pseId: pseIds[1], quantity: 1, customerId: null };
    const older = await world.fakes.cart.addLine(line);
    if (!older.ok) throw new Error('no older cart');
    await world.fakes.payment.pay(aCardPayment(older.value.cartId));
    await world.fakes.provider.approve(older.value.cartId);

    await world.checkout.orderPlaced.open(String(older.value.cartId));

    expect(world.checkout.orderPlaced.status).toBe('ready');
    expect(world.storage.get('cart_id')).toBe(String(world.cartId));
    expect(world.storage.get('delivery_id')).not.toBeNull();
  });
});

describe('order failed: the 2-minute wait before a retry (section 4)', () => {
  it('allows a payment when none was attempted', async () => {
    const world = await givenAPaymentAtTheProvider();
    expect(world.checkout.orderFailed.retryAllowed).toBe(true);
    expect(world.checkout.orderFailed.retry()).toBe(true);
    expect(world.checkout.orderFailed.mustWait).toBe(false);
  });

  it('refuses a retry within 2 minutes of the last attempt and allows it after', async () => {
    const world = await givenAPaymentAtTheProvider();
    const store = world.checkout.orderFailed;
    store.recordAttempt();
    expect(world.storage.get('payment_attempt_at')).toBe(String(world.clock.now()));

    world.clock.advanceBy(PAYMENT_RETRY_WAIT_MS - 1000);
    expect(store.retryAllowed).toBe(false);
    expect(store.retrySecondsLeft).toBe(1);
    expect(store.retry()).toBe(false);
    expect(store.mustWait).toBe(true);

    world.clock.advanceBy(1000);
    expect(store.retryAllowed).toBe(true);
    expect(store.retry()).toBe(true);
    expect(store.mustWait).toBe(false);
  });

  it('keeps the wait across a reload (a new app over the same storage)', async () => {
    const world = await givenAPaymentAtTheProvider();
    world.checkout.orderFailed.recordAttempt();
    world.clock.advanceBy(30_000);

    const reloaded = givenAShop({ storage: world.storage, clock: world.clock, fakes: world.fakes });
    const { orderFailed } = await reloaded.root.checkoutFeature.load();
    orderFailed.open(String(world.cartId));
    expect(orderFailed.retryAllowed).toBe(false);
    expect(orderFailed.retry()).toBe(false);
  });

  it('keeps the cart', async () => {
    const world = await givenAPaymentAtTheProvider();
    await world.fakes.provider.decline(world.cartId);
    world.checkout.orderFailed.open(String(world.cartId));
    await settle();
    expect(world.checkout.orderFailed.cartId).toBe(world.cartId);
    expect(world.storage.get('cart_id')).toBe(String(world.cartId));
    expect(world.storage.get('delivery_id')).not.toBeNull();
    expect(world.root.cartLines.items).toHaveLength(1);
  });
});

describe('the fake provider page (fake mode only)', () => {
  const providerOf = (world: { root: { fakeProvider: FakeProviderStore | null } }): FakeProviderStore => {
    if (world.root.fakeProvider === null) throw new Error('no fake provider store');
    return world.root.fakeProvider;
  };

  it('is not there without the fake family (the http build)', () => {
    expect(givenAShop({ withoutFakeProvider: true }).root.fakeProvider).toBeNull();
  });

  it('shows the waiting payment and, approved, sends the browser to the placed order', async () => {
    const world = await givenAPaymentAtTheProvider();
    const store = providerOf(world);
    await store.open(String(world.cartId));
    expect(store.status).toBe('ready');
    expect(store.payment).toMatchObject({ cartId: world.cartId, provider: 'card', email: aCardPayment(1).email });
    expect(store.payment?.amountGross).toBeGreaterThan(0);

    await store.approve();

    expect(store.redirectTo).toBe(`/order-placed?cart_id=${world.cartId}`);
    expect((await world.fakes.orders.getPlacedOrder(world.cartId, 'en_US')).ok).toBe(true);
  });

  it('declined, sends the browser to the failed order with no order made', async () => {
    const world = await givenAPaymentAtTheProvider();
    const store = providerOf(world);
    await store.open(String(world.cartId));
    await store.decline();
    expect(store.redirectTo).toBe(`/order-failed?cart_id=${world.cartId}`);
    expect((await world.fakes.orders.getPlacedOrder(world.cartId, 'en_US')).ok).toBe(false);
    expect((await world.fakes.cart.getCart(world.cartId, null)).ok).toBe(true);
  });

  it('starts each payment attempt clean: once the page is left, the earlier verdict is gone', async () => {
    const world = await givenAPaymentAtTheProvider();
    const store = providerOf(world);
    await store.open(String(world.cartId));
    await store.decline();
    expect(store.redirectTo).not.toBeNull();

    store.close();

    expect(store.redirectTo).toBeNull();
    expect(store.status).toBe('loading');
    expect(store.payment).toBeNull();
  });

  it('ignores a verdict that arrives after the page was left', async () => {
    const world = await givenAPaymentAtTheProvider();
    const store = providerOf(world);
    await store.open(String(world.cartId));
    const declining = store.decline();
    store.close();
    await declining;
    expect(store.redirectTo).toBeNull();
  });

  it('says so when no payment waits, or the cart id is junk', async () => {
    const world = givenAShop();
    const store = providerOf(world);
    await store.open('123456');
    expect(store.status).toBe('nothing-pending');
    await store.open('undefined');
    expect(store.status).toBe('invalid-cart');
    await store.approve();
    expect(store.redirectTo).toBeNull();
  });
});
