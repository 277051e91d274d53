import { describe, expect, it } from 'vitest';
import { CHECKOUT_PORT, type CheckoutPort } from '../../../ports/checkout-port';
import { fail, ok, portError } from '../../../ports/model/result';
import { PAYMENT_PORT, type PaymentPort } from '../../../ports/payment-port';
import { givenAShop } from '../../support/build-root-store';
import { pending, settle, theCart } from '../../support/given-a-cart-shop';
import { chooseEverything, givenACheckout } from '../../support/given-a-checkout';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

describe('paying at checkout (section 4, 7.4)', () => {
  it("names what is missing ('Please select a Payment Method', addresses, terms) and sends nothing", async () => {
    const world = await givenACheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.checkout.problems).toEqual(['payment-method', 'terms']);
    expect(world.recorded.callsTo('pay')).toEqual([]);
  });

  it("sends the full pay request with the customer's default addresses and the chosen methods", async () => {
    const world = await givenACheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    chooseEverything(world);
    world.checkout.setMessage('  Please call before  ');
    await expect(world.payment.pay()).resolves.toBe(true);
    const [[request]] = world.recorded.callsTo('pay') as [[Parameters<PaymentPort['pay']>[0]]];
    expect(request).toMatchObject({
      cartId: world.root.cartLines.cartId,
      customerId: world.root.session.customerId,
      deliveryAddressId: world.checkout.deliveryAddressId,
      invoiceAddressId: world.checkout.billingAddressId,
      deliveryMethodId: world.choice.deliveryMethodId,
      paymentMethodId: world.choice.paymentMethodId,
      message: 'Please call before',
      guest: false,
    });
    expect(world.payment.redirectTo).toMatch(/^\/fake-provider\?/);
    expect(world.payment.redirect).toEqual({ kind: 'in-shop', path: world.payment.redirectTo });
    // The attempt starts the 2-minute wait of the failed-payment page.
    expect(world.orderFailed.retryAllowed).toBe(false);
    world.clock.advanceBy(120_000);
    expect(world.orderFailed.retryAllowed).toBe(true);
  });

  it.each([
    ['the code of the coupon applied to the cart', 'WELCOME10', 'WELCOME10'],
    ['no code without a coupon', null, null],
  ])('sends %s', async (_label, applied, sent) => {
    const world = await givenACheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    if (applied !== null) await expect((await theCart(world)).coupon.apply(applied)).resolves.toBe(true);
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(true);
    const [[request]] = world.recorded.callsTo('pay') as [[Parameters<PaymentPort['pay']>[0]]];
    expect(request.couponCode).toBe(sent);
  });

  it('one payment per intent: a second click while the first runs sends nothing more', async () => {
    const answer = pending<Awaited<ReturnType<PaymentPort['pay']>>>();
    const world = await givenACheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment, { pay: () => answer.promise }));
    chooseEverything(world);
    const first = world.payment.pay();
    const second = world.payment.pay();
    answer.resolve(ok({ kind: 'redirect', url: '/order-placed?cart_id=1' }));
    await expect(second).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.recorded.callsTo('pay')).toHaveLength(1);
  });

  it.each(['javascript:alert(1)', '//evil.example/pay', 'https://pay.example.com.evil.example/x', 'https://evil.example'])(
    'a redirect to %s is refused and counts as a failed payment',
    async (url) => {
      const world = await givenACheckout(
        givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment, { pay: async () => ok({ kind: 'redirect', url }) }),
      );
      chooseEverything(world);
      await expect(world.payment.pay()).resolves.toBe(false);
      expect(world.payment.redirectTo).toBeNull();
      expect(world.payment.redirect).toBeNull();
      expect(world.payment.failure).toBe('refused');
    },
  );

  it('a configured provider host is followed', async () => {
    const url = 'https://pay.example.com/session/42';
    const world = await givenACheckout(
      givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment, { pay: async () => ok({ kind: 'redirect', url }) }),
    );
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(true);
    expect(world.payment.redirectTo).toBe(url);
    expect(world.payment.redirect).toEqual({ kind: 'external', url });
  });

  it("a failed call reads 'An unexpected error occurred while submitting your order.'", async () => {
    const world = await givenACheckout(givenAShop());
    world.knobs.fail('PaymentPort.pay');
    chooseEverything(world);
    await expect(world.payment.pay()).resolves.toBe(false);
    expect(world.payment.failure).toBe('unexpected');
  });
});

describe('the delivery cost at checkout', () => {
  it("does not spin forever on 'Invalid data': after 15 s it offers a retry, which calculates again", async () => {
    let invalid = true;
    const world = await givenACheckout(
      givenARecordedPort(CHECKOUT_PORT, (fakes) => {
        const real = fakes.checkout;
        const getPostage: CheckoutPort['getPostage'] = (request) =>
          invalid ? Promise.resolve(fail(portError('rejected', 'Invalid data', 400))) : real.getPostage(request);
        return Object.assign(Object.create(real) as CheckoutPort, { getPostage });
      }),
    );
    const { shipment } = await theCart(world);
    expect(world.choice.postageLoading).toBe(true);
    world.clock.advanceBy(14_999);
    expect(world.choice.postageFailed).toBe(false);
    world.clock.advanceBy(1);
    expect(world.choice.postageLoading).toBe(false);
    expect(world.choice.postageFailed).toBe(true);

    invalid = false;
    world.choice.retryPostage();
    await settle(10);
    expect(world.choice.postageFailed).toBe(false);
    expect(shipment.status).toBe('ready');
  });
});
