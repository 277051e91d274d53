import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { DELIVERY_METHOD_IDS, LOCALES, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { givenAFakeBackend } from '../../support/given-a-fake-backend';
import { servedAndHeld, type Sides } from '../../support/served-and-held';

const ROMANIA = 146;
const { plentifulPse } = seedFacts();
const aSeededOrderId = (index: number): number => getSeedData().orders[index]?.id ?? 0;

describe('the fake backend: checkout port', () => {
  let world: Awaited<ReturnType<typeof givenAFakeBackend>>;
  let sides: Sides;
  let cartId: number;
  beforeAll(async () => {
    world = await givenAFakeBackend();
    sides = { http: world.http, fake: world.fake };
    const { held } = await servedAndHeld(sides, (ports) =>
      ports.cart.addLine({
        cartId: null,
        productId: plentifulPse.productId,
        pseId: plentifulPse.pseId,
        quantity: 1,
        customerId: null,
      }),
    );
    cartId = held.ok ? held.value.cartId : 0;
  });
  afterAll(() => world.backend.close());

  it.each(LOCALES)('lists the delivery methods of %s', async (locale) => {
    const { served, held } = await servedAndHeld(sides, (ports) => ports.checkout.listDeliveryMethods(cartId, locale));
    expect(held.ok && held.value.length).toBeGreaterThan(0);
    expect(served).toEqual(held);
  });

  it("answers delivery methods of a stale cart with 'Cart not found' (404) and of a junk id with 'invalid cartId'", async () => {
    const gone = await servedAndHeld(sides, (ports) => ports.checkout.listDeliveryMethods(999_999, 'ro_RO'));
    expect(gone.served).toEqual(gone.held);
    // Both carry 400 'invalid cartId'; the http adapter reads every failure but 404 as a server error.
    const junk = await servedAndHeld(sides, (ports) => ports.checkout.listDeliveryMethods(0, 'ro_RO'));
    expect(junk.held).toEqual({ ok: false, error: { kind: 'rejected', message: 'invalid cartId', status: 400 } });
    expect(junk.served).toEqual({ ok: false, error: { kind: 'server', message: 'invalid cartId', status: 400 } });
  });

  it.each([DELIVERY_METHOD_IDS.standard, DELIVERY_METHOD_IDS.express, DELIVERY_METHOD_IDS.freight])(
    'prices the postage of delivery method %s',
    async (deliveryMethodId) => {
      const { served, held } = await servedAndHeld(sides, (ports) =>
        ports.checkout.getPostage({ cartId, countryId: ROMANIA, deliveryMethodId, locale: 'ro_RO' }),
      );
      expect(held.ok).toBe(true);
      expect(served).toEqual(held);
    },
  );

  it("refuses postage for an unknown method, country or cart with 'Invalid data'", async () => {
    for (const request of [
      { cartId, countryId: ROMANIA, deliveryMethodId: 9999, locale: 'ro_RO' },
      { cartId, countryId: 9999, deliveryMethodId: DELIVERY_METHOD_IDS.standard, locale: 'ro_RO' },
      { cartId: 999_999, countryId: ROMANIA, deliveryMethodId: DELIVERY_METHOD_IDS.standard, locale: 'ro_RO' },
    ]) {
      const { served, held } = await servedAndHeld(sides, (ports) => ports.checkout.getPostage(request));
      expect(held).toEqual({ ok: false, error: { kind: 'rejected', message: 'Invalid data', status: 400 } });
      expect(served).toEqual(held);
    }
  });

  it.each([...LOCALES, null])('lists the payment methods for locale %s (null: the shop default language)', async (locale) => {
    const { served, held } = await servedAndHeld(sides, (ports) => ports.checkout.listPaymentMethods(cartId, locale));
    expect(held.ok && held.value.length).toBe(7);
    expect(served).toEqual(held);
  });

  it('lists no payment methods for a stale cart', async () => {
    const { served, held } = await servedAndHeld(sides, (ports) => ports.checkout.listPaymentMethods(999_999, 'ro_RO'));
    expect(held).toEqual({ ok: true, value: [] });
    expect(served).toEqual(held);
  });

  it('lists the pickup points of the Romanian store', async () => {
    const { served, held } = await servedAndHeld(sides, (ports) => ports.checkout.listPickupPoints('ro_RO'));
    expect(held.ok && held.value.length).toBeGreaterThan(0);
    expect(served).toEqual(held);
    // local_pickup/ takes no locale (spec 7.2): the served satellite is the Romanian store whatever the caller's locale.
    expect(await sides.http.checkout.listPickupPoints('de_DE')).toEqual(held);
  });

  it("switches an order to local pickup and reads its pickup back; 'Order not found' and an unknown point are refused", async () => {
    const orderId = aSeededOrderId(0);
    const before = await servedAndHeld(sides, (ports) => ports.checkout.getOrderPickup(orderId));
    expect(before.held).toEqual({ ok: true, value: null });
    expect(before.served).toEqual(before.held);
    for (const choice of [
      { orderId, pickupPointId: 999 },
      { orderId: 999_999, pickupPointId: 1 },
      { orderId, pickupPointId: 2 },
    ]) {
      const chosen = await servedAndHeld(sides, (ports) => ports.checkout.choosePickupPoint(choice));
      expect(chosen.served).toEqual(chosen.held);
    }
    const after = await servedAndHeld(sides, (ports) => ports.checkout.getOrderPickup(orderId));
    expect(after.held).toMatchObject({ ok: true, value: { orderId, localPickup: true, point: { id: 2 } } });
    expect(after.served).toEqual(after.held);
  });

  it('sets the pickup address of an order; an unknown order is refused', async () => {
    for (const choice of [
      { orderId: aSeededOrderId(1), addressId: 7001 },
      { orderId: 999_999, addressId: 7001 },
    ]) {
      const chosen = await servedAndHeld(sides, (ports) => ports.checkout.choosePickupAddress(choice));
      expect(chosen.served).toEqual(chosen.held);
    }
  });
});
