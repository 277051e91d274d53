import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { addressInput, addressInputBody, addressRow } from '../pact-address-bodies';
import { customerHasAddress, given } from '../pact-states';
import { refusesTheShopToken } from '../pact-shop-token';
import { asCustomer, get, json, pactFor, post, send, valueOf } from '../pact-support';

const { arrayContaining, eachLike, integer, string } = MatchersV3;

const shopApi = pactFor('shop-api');
const { pact, verify } = shopApi;

const hasAddress = customerHasAddress(3);

describe('shop API contract, address port (spec 7.5; storefront → shop-api)', () => {
  it("lists a customer's addresses", async () => {
    pact.addInteraction({
      states: [hasAddress],
      uponReceiving: "a request for customer 77's addresses",
      withRequest: asCustomer(get('/api/ExternalOrderApi/address/', { customer_id: '77', limit: '100' })),
      willRespondWith: json({ AddressItems: arrayContaining(addressRow) }),
    });
    await verify(async (ports) => {
      const [first] = valueOf(await ports.addresses.listAddresses(77));
      expect(first).toMatchObject({ id: 3, titleCode: 2, countryId: 146, stateId: 41, isDefault: true });
    });
  });

  it("refuses the shop token on a customer's addresses (401)", async () => {
    await refusesTheShopToken(shopApi, {
      state: hasAddress,
      uponReceiving: "a request for customer 77's addresses with the shop token",
      request: get('/api/ExternalOrderApi/address/', { customer_id: '77', limit: '100' }),
      call: (ports) => ports.addresses.listAddresses(77),
    });
  });

  it('adds an address', async () => {
    pact.addInteraction({
      states: [hasAddress],
      uponReceiving: 'a new address for customer 77',
      withRequest: asCustomer(post('/api/ExternalOrderApi/address', addressInputBody)),
      willRespondWith: json({ status: 'success', id: integer(9) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.addresses.addAddress(77, addressInput))).toEqual({ ...addressInput, id: 9 });
    });
  });

  it('changes an address', async () => {
    pact.addInteraction({
      states: [hasAddress],
      uponReceiving: 'a change of address 3 of customer 77',
      withRequest: asCustomer(send('PUT', '/api/ExternalOrderApi/address/3', addressInputBody)),
      willRespondWith: json({ status: 'success', id: integer(3) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.addresses.updateAddress(77, { ...addressInput, id: 3 }))).toMatchObject({ id: 3 });
    });
  });

  it('lists the counties of a country', async () => {
    pact.addInteraction({
      states: [given('country {countryId} has counties', { countryId: 146 })],
      uponReceiving: 'a request for the counties of Romania',
      withRequest: get('/api/ExternalOrderApi/county/146', { api_locale: 'ro_RO' }),
      willRespondWith: json({ data: eachLike({ id: integer(41), title: string('Ilfov') }) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.addresses.listCounties(146, 'ro'))).toEqual([{ id: 41, title: 'Ilfov' }]);
    });
  });
});
