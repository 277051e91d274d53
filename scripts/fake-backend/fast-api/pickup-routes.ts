import type { components } from '../../../adapters/http/generated/fast-api';
import type { OrderPickup, PickupPoint } from '../../../ports/model/checkout';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { replyError, route, type Route } from '../route';

type Fast = components['schemas'];

/** local_pickup/ takes no locale (spec 7.2): the fast API serves one satellite, the shipped Romanian store. */
const SATELLITE_LOCALE = 'ro_RO';

const pickupPointWire = (point: PickupPoint): Fast['PickupLocation'] => ({
  id: point.id,
  name: point.name,
  address1: point.address1,
  zipcode: point.zipCode,
  city: point.city,
  country_id: point.countryId,
  phone: point.phone,
  opening_hours: point.openingHours,
});

/** Zero or one entry: none for an order that never chose local pickup. */
const orderPickupWire = (pickup: OrderPickup | null): Fast['OrderLocalPickup'][] =>
  pickup === null
    ? []
    : [
        {
          order_id: pickup.orderId,
          local_pickup: pickup.localPickup ? 1 : 0,
          pickup_location: pickup.point === null ? null : pickupPointWire(pickup.point),
        },
      ];

/** The fast API's local-pickup calls (tag logistics). */
export function pickupRoutes({ fakes }: FakeWorld): Route[] {
  return [
    route('GET', '/api/local_pickup/', async () =>
      fromResult(await fakes.checkout.listPickupPoints(SATELLITE_LOCALE), (points) => points.map(pickupPointWire)),
    ),
    route('GET', '/api/order_local_pickup/', async ({ query }) => {
      const raw = query.get('search_order_id')?.trim() ?? '';
      const orderId = raw === '' ? Number.NaN : Number(raw);
      if (!Number.isInteger(orderId)) return replyError(400, 'search_order_id must be a number');
      return fromResult(await fakes.checkout.getOrderPickup(orderId), orderPickupWire);
    }),
  ];
}
