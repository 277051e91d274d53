import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS } from '../../../adapters/fake/seed/seed-facts';
import { fail, ok, portError } from '../../../ports/model/result';
import { PAYMENT_PORT, type PaymentPort } from '../../../ports/payment-port';
import { aSeededSofa, settle, theCart } from '../../support/given-a-cart-shop';
import { aCardPayment } from '../../support/given-a-payment';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

/** A cart whose PayPal or wallet payment waits at the fake provider; the payment port recorded. */
async function givenAReturningPayment(provider: 'global-card' | 'wallet', overrides: Partial<PaymentPort> = {}) {
  const world = givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment, overrides);
  const { cart } = await theCart(world);
  const { product, pseIds } = await aSeededSofa(world);
  await cart.add(product, pseIds[0], 1);
  await settle();
  const cartId = world.root.cartLines.cartId ?? 0;
  const methodId = provider === 'wallet' ? PAYMENT_METHOD_IDS.wallet : PAYMENT_METHOD_IDS.globalCard;
  await world.fakes.payment.pay({ ...aCardPayment(cartId), provider, paymentMethodId: methodId });
  const feature = await world.root.checkoutFeature.load();
  const verdict = await world.fakes.provider.approve(cartId);
  if (!verdict.ok) throw new Error('the fake provider did not answer');
  const params = new URL(verdict.value.redirectTo, 'https://shop.example').searchParams;
  return { ...world, cartId, store: feature.providerReturn, params };
}

describe('back from PayPal (spec 7.4: paypal/accept and paypal/cancel)', () => {
  it("accepts with PayPal's data and the shop's own cart id, then goes on to the confirmation", async () => {
    const world = await givenAReturningPayment('global-card');
    world.params.set('cart_id', '999999');
    await world.store.open('paypal-return', world.params);
    expect(world.recorded.callsTo('acceptPaypal')).toEqual([
      [expect.objectContaining({ token: 'FAKE-PP', cart_id: world.cartId })],
    ]);
    expect(world.store.redirectTo).toBe(`/order-placed?cart_id=${world.cartId}`);
  });

  it.each([
    ['a refused accept', async () => fail(portError('rejected', 'Invalid data', 400))],
    ['a redirect off the allowlist', async () => ok({ kind: 'redirect' as const, url: 'https://evil.example/pp' })],
  ])('%s goes to the failed-payment page, the cart kept', async (_label, acceptPaypal) => {
    const world = await givenAReturningPayment('global-card', { acceptPaypal });
    await world.store.open('paypal-return', world.params);
    expect(world.store.redirectTo).toBe(`/order-failed?cart_id=${world.cartId}`);
    expect(world.root.cartLines.items).toHaveLength(1);
  });

  it('a cancel is reported to the shop and the cart is kept', async () => {
    const world = await givenAReturningPayment('global-card');
    await world.store.open('paypal-cancel', new URLSearchParams({ token: 'FAKE-PP' }));
    expect(world.recorded.callsTo('cancelPaypal')).toEqual([[{ token: 'FAKE-PP', cart_id: world.cartId }]]);
    expect(world.store.status).toBe('cancelled');
    expect(world.root.cartLines.items).toHaveLength(1);
  });

  it('the same return handled twice (a second mount, a reload of the state) is sent once', async () => {
    const world = await givenAReturningPayment('global-card');
    await Promise.all([world.store.open('paypal-return', world.params), world.store.open('paypal-return', world.params)]);
    expect(world.recorded.callsTo('acceptPaypal')).toHaveLength(1);
  });

  it('without a cart there is nothing to pay and nothing is sent', async () => {
    const world = await givenAReturningPayment('global-card');
    world.root.cartLines.forget();
    await world.store.open('paypal-return', world.params);
    expect(world.store.status).toBe('no-cart');
    expect(world.recorded.callsTo('acceptPaypal')).toEqual([]);
  });
});

describe('back from the wallet (spec 7.4: amazon/pay)', () => {
  it('pays with the checkout session it returned with and goes on to the confirmation', async () => {
    const world = await givenAReturningPayment('wallet');
    await world.store.open('wallet-return', world.params);
    expect(world.recorded.callsTo('payWithWallet')).toEqual([
      [{ cartId: world.cartId, walletSessionId: 'fake-amzn-session', customerNote: null }],
    ]);
    expect(world.store.redirectTo).toBe(`/order-placed?cart_id=${world.cartId}`);
    expect(world.store.redirect).toEqual({ kind: 'in-shop', path: `/order-placed?cart_id=${world.cartId}` });
  });

  it("goes on by a page load when the wallet continues on a configured provider's page", async () => {
    const url = 'https://pay.example.com/session/42';
    const world = await givenAReturningPayment('wallet', { payWithWallet: async () => ok({ kind: 'redirect', url }) });
    await world.store.open('wallet-return', world.params);
    expect(world.store.redirect).toEqual({ kind: 'external', url });
  });

  it("a refused wallet payment reads 'There was a problem with Amazon Pay. Please try again.'", async () => {
    const world = await givenAReturningPayment('wallet', {
      payWithWallet: async () => fail(portError('rejected', 'Invalid data')),
    });
    await world.store.open('wallet-return', world.params);
    expect(world.store.status).toBe('wallet-failed');
    expect(world.store.redirectTo).toBeNull();
  });

  it('a return without a session is a wallet failure and sends nothing', async () => {
    const world = await givenAReturningPayment('wallet');
    await world.store.open('wallet-return', new URLSearchParams({ amazonCheckoutSessionId: '  ' }));
    expect(world.store.status).toBe('wallet-failed');
    expect(world.recorded.callsTo('payWithWallet')).toEqual([]);
  });
});
