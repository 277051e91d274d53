import type { components } from '../../../adapters/http/generated/shop-api';
import type { StoreInfo } from '../../../ports/model/store-config';
import { fromResult, queryText } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { route, type Route } from '../route';

const storeInfoWire = (info: StoreInfo): components['schemas']['StoreInfo'] => ({
  store_name: info.name,
  store_phone: info.phone,
  support_time: info.supportTime,
  support_time_mo_th: info.supportTimeMoTh,
  store_address1: info.address1,
  store_city: info.city,
  store_zipcode: info.zipCode,
  store_email: info.email,
  tracking_code: info.trackingCode,
});

/** The shop API's store calls (tag header). */
export function storeRoutes({ fakes }: FakeWorld): Route[] {
  return [
    route('GET', '/api/store_info', async ({ query }) =>
      fromResult(await fakes.store.getStoreInfo(queryText(query, 'satellite'), queryText(query, 'locale')), storeInfoWire),
    ),
  ];
}
