import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { cartExists, cartHoldsItem, customerHasAddress, given, noOrder, paymentModuleActive } from '../pact-states';
import { get, json, pactFor, post, valueOf } from '../pact-support';

const { arrayContaining, eachLike, integer, number, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

const deliveryModuleActive = (deliveryModuleId: number, code: string) =>
  given('delivery module {deliveryModuleId} ({code}) is active for cart {cartId}', { deliveryModuleId, code, cartId: 55 });
const pickupPossible = given('local pickup is possible for order {orderId}', { orderId: 900 });
const paymentMethod = { id: integer(12), code: string('card'), title: string('Card bancar'), position: integer(1) };

describe('shop API contract, checkout port (spec 7.4; storefront → shop-api)', () => {
  const postage = { country_id: 146, state_id: null, cart_id: 55, locale: 'ro_RO', delivery_module_id: 77 };

  it('reads the postage of a cart', async () => {
    pact.addInteraction({
      states: [cartHoldsItem, deliveryModuleActive(77, 'customdelivery')],
      uponReceiving: 'a postage request for cart 55',
      withRequest: post('/api/customdelivery/postage', postage),
      willRespondWith: json({ postage_amount: number(16.53), postage_amount_taxed: number(20) }),
    });
    await verify(async (ports) => {
      expect(
        valueOf(await ports.checkout.getPostage({ cartId: 55, countryId: 146, deliveryMethodId: 77, locale: 'ro_RO' })),
      ).toEqual({ net: 16.53, gross: 20 });
    });
  });

  it("gets 'Invalid data' for a postage request the shop cannot price", async () => {
    pact.addInteraction({
      states: [
        cartHoldsItem,
        given('delivery module {deliveryModuleId} does not deliver to country {countryId}', {
          deliveryModuleId: 78,
          countryId: 146,
        }),
      ],
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
      states: [cartHoldsItem, deliveryModuleActive(77, 'customdelivery')],
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

  it('finds local pickup among the delivery methods by its module code (localpickup)', async () => {
    pact.addInteraction({
      states: [cartHoldsItem, deliveryModuleActive(45, 'localpickup')],
      uponReceiving: 'a request for the delivery methods of cart 55, local pickup among them',
      withRequest: get('/api/ExternalOrderApi/getActiveDelivery/55/ro_RO'),
      willRespondWith: json({
        data: arrayContaining({
          id: integer(45),
          position: integer(4),
          title: string('Ridicare personală'),
          code: 'localpickup',
        }),
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
      states: [cartHoldsItem, paymentModuleActive('card', 12)],
      uponReceiving: 'a request for the payment methods of cart 55',
      withRequest: get('/api/ExternalOrderApi/getActivePaymentMethods/55/ro_RO'),
      willRespondWith: json({ data: eachLike(paymentMethod) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.listPaymentMethods(55, 'ro_RO'))).toEqual([
        { id: 12, provider: 'card', title: 'Card bancar', position: 1 },
      ]);
    });
  });

  it('lists the active payment methods in the default language (no locale)', async () => {
    pact.addInteraction({
      states: [cartExists, paymentModuleActive('card', 12)],
      uponReceiving: 'a request for the payment methods of cart 55 without a locale',
      withRequest: get('/api/ExternalOrderApi/getActivePaymentMethods/55'),
      willRespondWith: json({ data: eachLike(paymentMethod) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.listPaymentMethods(55, null))).toEqual([
        { id: 12, provider: 'card', title: 'Card bancar', position: 1 },
      ]);
    });
  });

  it.each([
    ['/api/ExternalOrderApi/getActivePaymentMethods/57/ro_RO', 'ro_RO'],
    ['/api/ExternalOrderApi/getActivePaymentMethods/57', null],
  ] as const)('reads an empty payment-method list (%s)', async (path, locale) => {
    pact.addInteraction({
      states: [given('no payment module applies to cart {cartId}', { cartId: 57 })],
      uponReceiving: `a request for the payment methods of cart 57, which none applies to${locale ? '' : ', without a locale'}`,
      withRequest: get(path),
      willRespondWith: json({ data: [] }),
    });
    await verify(async (ports) => {
      expect(await ports.checkout.listPaymentMethods(57, locale)).toEqual({ ok: true, value: [] });
    });
  });

  it("switches an order to local pickup ('Order Local Pickup Updated')", async () => {
    pact.addInteraction({
      states: [pickupPossible, given('pickup point {pickupPointId} exists', { pickupPointId: 2 })],
      uponReceiving: 'a local pickup request for order 900',
      withRequest: post('/api/localpickup/order', { order_id: 900, local_pickup_id: 2 }),
      willRespondWith: json({ status: string('success'), message: 'Order Local Pickup Updated' }),
    });
    await verify(async (ports) => {
      expect(await ports.checkout.choosePickupPoint({ orderId: 900, pickupPointId: 2 })).toEqual({ ok: true, value: true });
    });
  });

  it("sets the pickup address of an order ('Order Local Pickup Address Updated')", async () => {
    pact.addInteraction({
      states: [pickupPossible, customerHasAddress(4)],
      uponReceiving: 'a local pickup address request for order 900',
      withRequest: post('/api/localPickupAddress/order', { order_id: 900, address_id: 4 }),
      willRespondWith: json({ status: string('success'), message: 'Order Local Pickup Address Updated' }),
    });
    await verify(async (ports) => {
      expect(await ports.checkout.choosePickupAddress({ orderId: 900, addressId: 4 })).toEqual({ ok: true, value: true });
    });
  });

  it.each([
    ['localpickup/order', { order_id: 404, local_pickup_id: 2 }],
    ['localPickupAddress/order', { order_id: 404, address_id: 4 }],
  ])('is refused by %s for an order that does not exist', async (path, body) => {
    pact.addInteraction({
      states: [noOrder],
      uponReceiving: `a ${path} request for an order that does not exist`,
      withRequest: post(`/api/${path}`, body),
      willRespondWith: json({ status: string('error'), message: string('Order not found') }, 400),
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
