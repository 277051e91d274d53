import type { components } from '../../../adapters/http/generated/fast-api';
import { fromResult } from '../backend-result';
import type { FakeWorld } from '../fake-world';
import { callerOf, mayActFor, notYours } from '../login-token';
import { wholeNumber } from '../request-body';
import { isReply, replyError, route, type Route } from '../route';

const done = (): components['schemas']['StatusMessage'] => ({ status_code: 200, status: 'success', message: null });

/** The fast API's address calls (delete, set default), with the login bearer. */
export function fastAddressRoutes({ fakes, books, clock }: FakeWorld): Route[] {
  return [
    route('DELETE', '/api/{customer_id}/addresses/{address_id}', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      const [customerId, addressId] = [wholeNumber(request.params['customer_id']), wholeNumber(request.params['address_id'])];
      if (customerId === null || addressId === null) return replyError(400, 'Invalid data');
      if (!mayActFor(caller, customerId)) return notYours();
      return fromResult(await fakes.addresses.deleteAddress(customerId, addressId), done);
    }),
    route('PATCH', '/api/address/{id}/set-default', async (request) => {
      const caller = callerOf(request, clock.now());
      if (isReply(caller)) return caller;
      if (caller.kind === 'shop') return notYours();
      const addressId = wholeNumber(request.params['id']);
      if (addressId === null) return replyError(400, 'Invalid data');
      // A login token may only change its own customer's addresses: another's is not found.
      const owner = books.accounts.ownerOf(addressId)?.customer.id ?? null;
      if (owner !== null && !mayActFor(caller, owner)) return replyError(404, 'Address not found');
      return fromResult(await fakes.addresses.setDefaultAddress(addressId), done);
    }),
  ];
}
