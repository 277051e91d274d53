import { describe, expect, it } from 'vitest';
import { PICKUP_POINTS } from '../../../adapters/fake/seed/seed-checkout';
import { CHECKOUT_PORT, type CheckoutPort } from '../../../ports/checkout-port';
import { ok } from '../../../ports/model/result';
import { parseStoredPickup } from '../../../src/domain/local-pickup';
import { givenAShop } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { chooseEverything } from '../../support/given-a-checkout';
import { aKeptPickup, chooseLocalPickup, givenAPickupCheckout, openTheConfirmation } from '../../support/given-a-pickup';
import { givenAnApprovedPayment, type PaymentWorld } from '../../support/given-a-payment';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

const CLUJ = PICKUP_POINTS[1]!;
const ADDRESS_ID = 7001;

/** The order placed from a card payment, seen again by a fresh app (as after the provider's redirect). */
async function givenAPlacedOrder(overrides: Partial<CheckoutPort> = {}) {
  const placed = await givenAnApprovedPayment();
  const world = givenARecordedPort(CHECKOUT_PORT, (fakes) => fakes.checkout, overrides, {
    storage: placed.storage,
    clock: placed.clock,
    fakes: placed.fakes,
    knobs: placed.knobs,
  });
  const checkout = await world.root.checkoutFeature.load();
  return { ...world, checkout, cartId: placed.cartId, orderId: placed.orderId };
}

const keepCluj = (world: Pick<PaymentWorld, 'storage' | 'cartId'>) =>
  aKeptPickup(world.storage, { cartId: world.cartId, pointId: CLUJ.id, addressId: ADDRESS_ID });

describe('local pickup on /order-placed', () => {
  it('applies the kept pickup to the order once (point, then invoice address) and shows where to pick it up', async () => {
    const world = await givenAPlacedOrder();
    keepCluj(world);

    const stop = await openTheConfirmation(world.checkout, world.cartId);

    expect(world.recorded.callsTo('choosePickupPoint')).toEqual([[{ orderId: world.orderId, pickupPointId: CLUJ.id }]]);
    expect(world.recorded.callsTo('choosePickupAddress')).toEqual([[{ orderId: world.orderId, addressId: ADDRESS_ID }]]);
    expect(world.checkout.orderPickup.status).toBe('ready');
    expect(world.checkout.orderPickup.point).toEqual(CLUJ);

    // The page shown again (a second look, a reload) sends nothing more.
    stop();
    await openTheConfirmation(world.checkout, world.cartId);
    const { storage, clock, fakes, knobs } = world;
    const reloaded = givenARecordedPort(CHECKOUT_PORT, (family) => family.checkout, {}, { storage, clock, fakes, knobs });
    const again = await reloaded.root.checkoutFeature.load();
    await openTheConfirmation(again, world.cartId);
    expect(world.recorded.count('choosePickupPoint') + reloaded.recorded.count('choosePickupPoint')).toBe(1);
    expect(world.recorded.count('choosePickupAddress') + reloaded.recorded.count('choosePickupAddress')).toBe(1);
    expect(again.orderPickup.point).toEqual(CLUJ);
    expect(parseStoredPickup(world.storage.get('local_pickup'))?.applied).toBe(true);
  });

  it('sends the pickup once even when the page mounts twice and retry is pressed while it is being sent', async () => {
    const world = await givenAPlacedOrder();
    keepCluj(world);
    const stops = [world.checkout.orderPickup.watch(), world.checkout.orderPickup.watch()];

    await world.checkout.orderPlaced.open(String(world.cartId));
    expect(world.checkout.orderPickup.status).toBe('applying');
    await world.checkout.orderPickup.retry();
    await settle(10);

    expect(world.recorded.count('choosePickupPoint')).toBe(1);
    expect(world.recorded.count('choosePickupAddress')).toBe(1);
    expect(world.checkout.orderPickup.status).toBe('ready');
    for (const stop of stops) stop();
  });

  it.each<[string, Partial<CheckoutPort>]>([
    ['the point', { choosePickupPoint: async () => ok(false) }],
    ['the address', { choosePickupAddress: async () => ok(false) }],
  ])("fails unless the server confirms %s ('Could not process local pickup address.')", async (_, overrides) => {
    const world = await givenAPlacedOrder(overrides);
    keepCluj(world);
    await openTheConfirmation(world.checkout, world.cartId);
    expect(world.checkout.orderPickup.status).toBe('failed');
    expect(world.checkout.orderPickup.point).toBeNull();
    expect(parseStoredPickup(world.storage.get('local_pickup'))?.applied).toBe(false);
  });

  it('does not send the address when the point was not confirmed', async () => {
    const world = await givenAPlacedOrder({ choosePickupPoint: async () => ok(false) });
    keepCluj(world);
    await openTheConfirmation(world.checkout, world.cartId);
    expect(world.recorded.callsTo('choosePickupAddress')).toEqual([]);
  });

  it('tries again on retry, sending only what is still missing', async () => {
    const world = await givenAPlacedOrder();
    keepCluj(world);
    world.knobs.failNext('CheckoutPort.choosePickupAddress');
    await openTheConfirmation(world.checkout, world.cartId);
    expect(world.checkout.orderPickup.status).toBe('failed');

    await world.checkout.orderPickup.retry();

    expect(world.checkout.orderPickup.status).toBe('ready');
    expect(world.checkout.orderPickup.point).toEqual(CLUJ);
    expect(world.recorded.count('choosePickupPoint')).toBe(1);
    expect(world.recorded.count('choosePickupAddress')).toBe(2);
  });

  it("does not apply a pickup kept for another cart to this cart's order", async () => {
    const world = await givenAPlacedOrder();
    aKeptPickup(world.storage, { cartId: world.cartId + 1, pointId: CLUJ.id, addressId: ADDRESS_ID });

    await openTheConfirmation(world.checkout, world.cartId);

    expect(world.recorded.callsTo('choosePickupPoint')).toEqual([]);
    expect(world.recorded.callsTo('choosePickupAddress')).toEqual([]);
    expect(world.checkout.orderPickup.status).toBe('none');
    expect(parseStoredPickup(world.storage.get('local_pickup'))?.cartId).toBe(world.cartId + 1);
  });

  it('shows nothing and asks nothing for an order without local pickup', async () => {
    const world = await givenAPlacedOrder();
    await openTheConfirmation(world.checkout, world.cartId);
    expect(world.checkout.orderPickup.status).toBe('none');
    expect(world.recorded.calls.filter((call) => call.method.toLowerCase().includes('pickup'))).toEqual([]);
  });

  it('from checkout to confirmation: the point chosen before the redirect ends up on the order', async () => {
    const world = await givenAPickupCheckout(givenAShop());
    chooseEverything(world);
    await chooseLocalPickup(world);
    world.pickupChoice.choose(CLUJ.id);
    await expect(world.payment.pay()).resolves.toBe(true);
    const cartId = world.root.cartLines.cartId!;
    const verdict = await world.fakes.provider.approve(cartId);
    if (!verdict.ok || verdict.value.orderId === null) throw new Error('the order was not placed');

    const after = givenAShop({ storage: world.storage, clock: world.clock, fakes: world.fakes, knobs: world.knobs });
    const checkout = await after.root.checkoutFeature.load();
    await openTheConfirmation(checkout, cartId);

    expect(checkout.orderPickup.point).toEqual(CLUJ);
    const pickup = await world.fakes.checkout.getOrderPickup(verdict.value.orderId);
    expect(pickup.ok && pickup.value?.point?.id).toBe(CLUJ.id);
    const order = await world.fakes.orders.getOrder({ orderId: verdict.value.orderId }, 'en');
    expect(order.ok && order.value.deliveryMethod).toBe('Local pickup');
  });
});
