import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { given } from '../pact-states';
import { get, json, pactFor, valueOf } from '../pact-support';

const { arrayContaining, eachLike, integer, string } = MatchersV3;

const { pact, verify } = pactFor('fast-api');

const pickupPoint = {
  id: integer(2),
  name: string('Depozit Cluj'),
  address1: string('Strada Fabricii 5'),
  zipcode: string('400632'),
  city: string('Cluj-Napoca'),
  country_id: integer(146),
  phone: string('+40 264 000 500'),
  opening_hours: string('L–V 9:00–18:00'),
};
const point = {
  id: 2,
  name: 'Depozit Cluj',
  address1: 'Strada Fabricii 5',
  zipCode: '400632',
  city: 'Cluj-Napoca',
  countryId: 146,
  phone: '+40 264 000 500',
  openingHours: 'L–V 9:00–18:00',
};

describe('fast API contract, checkout port: local pickup (spec 7.2; storefront → fast-api)', () => {
  it('lists the pickup points', async () => {
    pact.addInteraction({
      states: [given('pickup point {pickupPointId} exists', { pickupPointId: 2 })],
      uponReceiving: 'a request for the pickup points',
      withRequest: get('/api/local_pickup/'),
      willRespondWith: json(arrayContaining(pickupPoint)),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.listPickupPoints('ro_RO'))).toEqual([point]);
    });
  });

  it("reads an order's local pickup", async () => {
    pact.addInteraction({
      states: [given('order {orderId} is picked up at pickup point {pickupPointId}', { orderId: 900, pickupPointId: 2 })],
      uponReceiving: 'a request for the local pickup of order 900',
      withRequest: get('/api/order_local_pickup/', { search_order_id: '900' }),
      willRespondWith: json(eachLike({ order_id: 900, local_pickup: 1, pickup_location: pickupPoint })),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.getOrderPickup(900))).toEqual({ orderId: 900, localPickup: true, point });
    });
  });

  it('reads no local pickup for an order without one', async () => {
    pact.addInteraction({
      states: [given('order {orderId} has no local pickup', { orderId: 901 })],
      uponReceiving: 'a request for the local pickup of order 901',
      withRequest: get('/api/order_local_pickup/', { search_order_id: '901' }),
      willRespondWith: json([]),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.checkout.getOrderPickup(901))).toBeNull();
    });
  });
});
