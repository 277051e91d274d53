import { describe, expect, it } from 'vitest';
import { DELIVERY_METHOD_IDS } from '../../../adapters/fake/seed/seed-facts';
import { PICKUP_POINTS } from '../../../adapters/fake/seed/seed-checkout';
import { CHECKOUT_PORT } from '../../../ports/checkout-port';
import type { PaymentRequest } from '../../../ports/payment-port';
import { PAYMENT_PORT } from '../../../ports/payment-port';
import { parseStoredPickup } from '../../../src/domain/local-pickup';
import { givenAShop } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { chooseEverything } from '../../support/given-a-checkout';
import { aKeptPickup, chooseLocalPickup, givenAPickupCheckout } from '../../support/given-a-pickup';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

const [BUCHAREST, CLUJ] = PICKUP_POINTS as [(typeof PICKUP_POINTS)[0], (typeof PICKUP_POINTS)[0]];

describe('local pickup at checkout (Romanian store)', () => {
  it("shows the store's pickup points once local pickup is chosen, and asks for them only then", async () => {
    const world = await givenAPickupCheckout(givenARecordedPort(CHECKOUT_PORT, (fakes) => fakes.checkout));
    expect(world.pickupChoice.options).toEqual([]);
    expect(world.recorded.callsTo('listPickupPoints')).toEqual([]);

    await chooseLocalPickup(world);

    expect(world.pickupChoice.pickupChosen).toBe(true);
    expect(world.pickupChoice.options).toEqual(PICKUP_POINTS);
    expect(world.recorded.callsTo('listPickupPoints')).toEqual([[world.root.shop.context.locale]]);
  });

  it("requires a pickup point before paying ('Please choose a pickup point') and sends nothing without one", async () => {
    const world = await givenAPickupCheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    chooseEverything(world);
    await chooseLocalPickup(world);
    expect(world.pickupChoice.problem).toBeNull();

    await expect(world.payment.pay()).resolves.toBe(false);

    expect(world.pickupChoice.problem).toBe('pickup-point');
    expect(world.recorded.callsTo('pay')).toEqual([]);
    world.pickupChoice.choose(CLUJ.id);
    expect(world.pickupChoice.problem).toBeNull();
    await expect(world.payment.pay()).resolves.toBe(true);
    expect(world.recorded.callsTo('pay')).toHaveLength(1);
  });

  it('names the missing point together with the other missing choices', async () => {
    const world = await givenAPickupCheckout(givenAShop());
    await chooseLocalPickup(world);
    await world.payment.pay();
    expect(world.checkout.problems).toEqual(['payment-method', 'terms']);
    expect(world.pickupChoice.problem).toBe('pickup-point');
  });

  it("keeps the point and the order's invoice address for the cart being paid, across the provider's redirect", async () => {
    const world = await givenAPickupCheckout(givenARecordedPort(PAYMENT_PORT, (fakes) => fakes.payment));
    chooseEverything(world);
    await chooseLocalPickup(world);
    world.pickupChoice.choose(BUCHAREST.id);

    await world.payment.pay();

    const [[request]] = world.recorded.callsTo('pay') as [[PaymentRequest]];
    expect(request.deliveryMethodId).toBe(DELIVERY_METHOD_IDS.localPickup);
    expect(parseStoredPickup(world.storage.get('local_pickup'))).toEqual({
      cartId: request.cartId,
      pointId: BUCHAREST.id,
      addressId: request.invoiceAddressId,
      applied: false,
    });
  });

  it('forgets a kept pickup for the cart when it is paid with another delivery method', async () => {
    const world = await givenAPickupCheckout(givenAShop());
    aKeptPickup(world.storage, { cartId: world.root.cartLines.cartId ?? 0, pointId: CLUJ.id, addressId: 7001 });
    chooseEverything(world);
    world.choice.chooseDelivery(DELIVERY_METHOD_IDS.standard);
    await settle(10);

    await expect(world.payment.pay()).resolves.toBe(true);

    expect(world.storage.get('local_pickup')).toBeNull();
  });

  it('leaves the pickup kept for another cart alone', async () => {
    const world = await givenAPickupCheckout(givenAShop());
    aKeptPickup(world.storage, { cartId: 424242, pointId: CLUJ.id, addressId: 7001 });
    chooseEverything(world);
    await world.payment.pay();
    expect(parseStoredPickup(world.storage.get('local_pickup'))?.cartId).toBe(424242);
  });

  it('comes back to the checkout (after a declined payment) with the point chosen for this cart', async () => {
    const world = await givenAPickupCheckout(givenAShop());
    aKeptPickup(world.storage, { cartId: world.root.cartLines.cartId ?? 0, pointId: CLUJ.id, addressId: 7001 });
    await chooseLocalPickup(world);
    expect(world.pickupChoice.chosenPoint).toBeNull();

    const stopAgain = world.pickupChoice.start();

    expect(world.pickupChoice.chosenPoint).toEqual(CLUJ);
    stopAgain();
  });

  it('offers no pickup and asks for no point in a store without local pickup (de_DE)', async () => {
    const world = await givenAPickupCheckout(
      givenARecordedPort(CHECKOUT_PORT, (fakes) => fakes.checkout, {}, { config: { locale: 'de_DE', language: 'de' } }),
    );
    chooseEverything(world);
    expect(world.choice.deliveryOptions.map((method) => method.id)).not.toContain(DELIVERY_METHOD_IDS.localPickup);

    await expect(world.payment.pay()).resolves.toBe(true);

    expect(world.pickupChoice.pickupChosen).toBe(false);
    expect(world.pickupChoice.problem).toBeNull();
    expect(world.recorded.callsTo('listPickupPoints')).toEqual([]);
  });

  it('says when the pickup points cannot be read, and reads them again on retry', async () => {
    const world = await givenAPickupCheckout(givenAShop());
    world.knobs.failNext('CheckoutPort.listPickupPoints');
    await chooseLocalPickup(world);
    expect(world.pickupChoice.failed).toBe(true);

    world.pickupChoice.retryPoints();
    await settle(10);

    expect(world.pickupChoice.failed).toBe(false);
    expect(world.pickupChoice.options).toHaveLength(PICKUP_POINTS.length);
  });
});
