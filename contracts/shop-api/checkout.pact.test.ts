import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { get, json, pactFor, post, valueOf } from '../pact-support';

const { eachLike, integer, number, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

const cartWithLines = { description: 'a cart with id {cartId} and {lines} lines', parameters: { cartId: 55, lines: 1 } };

describe('shop API contract, checkout port (spec 7.4; storefront → shop-api)', () => {
  const postage = { country_id: 146, state_id: null, cart_id: 55, locale: 'ro_RO', delivery_module_id: 77 };

  it('reads the postage of a cart', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'delivery module 77 is active' }],
      uponReceiving: 'a postage request for cart 55',
      withRequest: post('/api/customdelivery/postage', postage),
      willRespondWith: json({ postage_amount: number(16.53), postage_amount_taxed: number(20), error: null }),
    });
    await verify(async (ports) => {
      expect(
        valueOf(await ports.checkout.getPostage({ cartId: 55, countryId: 146, deliveryMethodId: 77, locale: 'ro_RO' })),
      ).toEqual({ net: 16.53, gross: 20 });
    });
  });

  it("gets 'Invalid data' for a postage request the shop cannot price", async () => {
    pact.addInteraction({
      states: [{ description: 'delivery module 78 does not deliver to Romania' }],
      uponReceiving: 'a postage request with a delivery module that does not apply',
      withRequest: post('/api/customdelivery/postage', { ...postage, delivery_module_id: 78 }),
      willRespondWith: json({ postage_amount: null, postage_amount_taxed: null, error: 'Invalid data' }, 400),
    });
    await verify(async (ports) => {
      const result = await ports.checkout.getPostage({ cartId: 55, countryId: 146, deliveryMethodId: 78, locale: 'ro_RO' });
      expect(result).toMatchObject({ ok: false, error: { kind: 'rejected', message: 'Invalid data' } });
    });
  });

  it('lists the active delivery methods', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'delivery module 77 is active' }],
      uponReceiving: 'a request for the delivery methods of cart 55',
      withRequest: get('/api/ExternalOrderApi/getActiveDelivery/55/ro_RO'),
      willRespondWith: json({
        data: eachLike({ id: integer(77), position: integer(1), title: string('Curier'), code: string('customdelivery') }),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.listDeliveryMethods(55, 'ro_RO'))).toEqual([
        { id: 77, position: 1, title: 'Curier', code: 'customdelivery' },
      ]);
    });
  });

  it('lists local pickup by its module code (localpickup), which offers the pickup points', async () => {
    pact.addInteraction({
      states: [
        { description: 'cart 55 holds item 901 with quantity 3' },
        { description: 'delivery module {deliveryModuleId} is local pickup', parameters: { deliveryModuleId: 45 } },
      ],
      uponReceiving: 'a request for the delivery methods of cart 55, local pickup among them',
      withRequest: get('/api/ExternalOrderApi/getActiveDelivery/55/ro_RO'),
      willRespondWith: json({
        data: eachLike({ id: integer(45), position: integer(4), title: string('Ridicare personală'), code: 'localpickup' }),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.listDeliveryMethods(55, 'ro_RO'))).toEqual([
        { id: 45, position: 4, title: 'Ridicare personală', code: 'localpickup' },
      ]);
    });
  });

  it('lists the active payment methods', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'the card payment module is active' }],
      uponReceiving: 'a request for the payment methods of cart 55',
      withRequest: get('/api/ExternalOrderApi/getActivePaymentMethods/55/ro_RO'),
      willRespondWith: json({
        data: eachLike({ id: integer(12), code: 'card', title: string('Card bancar'), position: integer(1) }),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.listPaymentMethods(55, 'ro_RO'))).toEqual([
        { id: 12, provider: 'card', title: 'Card bancar', position: 1 },
      ]);
    });
  });

  it("switches an order to local pickup ('Order Local Pickup Updated')", async () => {
    pact.addInteraction({
      states: [
        { description: 'order 900 exists and local pickup is possible' },
        { description: 'pickup point {pickupPointId} exists', parameters: { pickupPointId: 2 } },
      ],
      uponReceiving: 'a local pickup request for order 900',
      withRequest: post('/api/localpickup/order', { order_id: 900, local_pickup_id: 2 }),
      willRespondWith: json({ status_code: 200, status: 'success', message: 'Order Local Pickup Updated' }),
    });
    await verify(async (ports) => {
      expect(await ports.checkout.choosePickupPoint({ orderId: 900, pickupPointId: 2 })).toEqual({ ok: true, value: true });
    });
  });

  it("sets the pickup address of an order ('Order Local Pickup Address Updated')", async () => {
    pact.addInteraction({
      states: [{ description: 'order 900 exists and local pickup is possible' }, { description: 'pickup address 4 exists' }],
      uponReceiving: 'a local pickup address request for order 900',
      withRequest: post('/api/localPickupAddress/order', { order_id: 900, address_id: 4 }),
      willRespondWith: json({ status_code: 200, status: 'success', message: 'Order Local Pickup Address Updated' }),
    });
    await verify(async (ports) => {
      expect(await ports.checkout.choosePickupAddress({ orderId: 900, addressId: 4 })).toEqual({ ok: true, value: true });
    });
  });

  it('lists the active payment methods in the default language (no locale)', async () => {
    pact.addInteraction({
      states: [cartWithLines, { description: 'the card payment module is active' }],
      uponReceiving: 'a request for the payment methods of cart 55 without a locale',
      withRequest: get('/api/ExternalOrderApi/getActivePaymentMethods/55'),
      willRespondWith: json({
        data: eachLike({ id: integer(12), code: 'card', title: string('Card bancar'), position: integer(1) }),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.listPaymentMethods(55, null))).toEqual([
        { id: 12, provider: 'card', title: 'Card bancar', position: 1 },
      ]);
    });
  });

  it.each([
    ['localpickup/order', { order_id: 404, local_pickup_id: 2 }],
    ['localPickupAddress/order', { order_id: 404, address_id: 4 }],
  ])('is refused by %s for an order that does not exist', async (path, body) => {
    pact.addInteraction({
      states: [{ description: 'no order with id {orderId} exists', parameters: { orderId: 404 } }],
      uponReceiving: `a ${path} request for an order that does not exist`,
      withRequest: post(`/api/${path}`, body),
      willRespondWith: json({ status: 'error', message: string('Order not found') }, 400),
    });
    await verify(async (ports) => {
      const result =
        'local_pickup_id' in body
          ? await ports.checkout.choosePickupPoint({ orderId: 404, pickupPointId: 2 })
          : await ports.checkout.choosePickupAddress({ orderId: 404, addressId: 4 });
      expect(result).toMatchObject({ ok: false, error: { kind: 'rejected', status: 400 } });
    });
  });
});
