import type { components } from '../../../adapters/http/generated/shop-api';
import type { Address } from '../../../ports/model/customer';
import { fromResult, queryText } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { callerOf, mayActFor, notYours } from '../login-token';
import { bodyOf, integer, wholeNumber } from '../request-body';
import { type BackendReply, type BackendRequest, isReply, replyError, type Route, route } from '../route';
import { addressInputFrom, addressWire, countyWire } from './address-wire';

const written = (address: Address): AddressWrite => ({ status_code: 200, status: 'success', message: null, id: address.id });

type AddressWrite = components['schemas']['AddressWriteResult'];

/** The shop API's address calls (tag address): a customer's addresses (login bearer) and the counties (shop token). */
export function addressRoutes({ fakes, clock }: FakeWorld): Route[] {
  /** The customer a write is for: the body's CUSTOMER, else the login token's; a token acts for its own customer only. */
  const customerOf = (request: BackendRequest): number | BackendReply => {
    const caller = callerOf(request, clock.now());
    if (isReply(caller)) return caller;
    const customerId = integer(bodyOf(request.body), 'CUSTOMER') ?? (caller.kind === 'customer' ? caller.customerId : null);
    if (customerId === null) return replyError(400, 'Invalid data');
    return mayActFor(caller, customerId) ? customerId : notYours();
  };

  return [
    route('GET', '/api/ExternalOrderApi/address/', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const customerId = wholeNumber(request.query.get('customer_id'));
      if (customerId === null) return replyError(400, 'Invalid data');
      if (!mayActFor(caller, customerId)) return notYours();
      const limit = wholeNumber(request.query.get('limit')) ?? 100;
      return fromResult(await fakes.addresses.listAddresses(customerId), (addresses) => ({
        AddressItems: addresses.slice(0, limit).map((address) => addressWire(address, customerId)),
      }));
    }),
    route('POST', '/api/ExternalOrderApi/address', async (request) => {
      const customerId = customerOf(request);
      if (isReply(customerId)) return customerId;
      const input = addressInputFrom(request.body);
      if (input === null) return replyError(400, 'Invalid data');
      return fromResult(await fakes.addresses.addAddress(customerId, input), written);
    }),
    route('PUT', '/api/ExternalOrderApi/address/{id}', async (request) => {
      const customerId = customerOf(request);
      if (isReply(customerId)) return customerId;
      const input = addressInputFrom(request.body);
      const id = wholeNumber(request.params['id']);
      if (input === null || id === null) return replyError(400, 'Invalid data');
      return fromResult(await fakes.addresses.updateAddress(customerId, { ...input, id }), written);
    }),
    route('GET', '/api/ExternalOrderApi/county/{id}', async ({ params, query }) => {
      const countryId = wholeNumber(params['id']);
      if (countryId === null) return replyError(404, 'Country not found');
      const counties = await fakes.addresses.listCounties(countryId, queryText(query, 'api_locale'));
      return fromResult(counties, (list) => ({ data: list.map((county) => countyWire(county, countryId)) }));
    }),
  ];
}
