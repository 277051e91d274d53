import { describe, expect, it } from 'vitest';
import { customerHasAddress } from '../pact-states';
import { asCustomer, json, pactFor, send } from '../pact-support';

const { pact, verify } = pactFor('fast-api');

const hasAddress = customerHasAddress(4);

describe('fast API contract, address port (spec 7.2; storefront → fast-api)', () => {
  it("deletes a customer's address", async () => {
    pact.addInteraction({
      states: [hasAddress],
      uponReceiving: 'a deletion of address 4 of customer 77',
      withRequest: asCustomer(send('DELETE', '/api/77/addresses/4')),
      willRespondWith: json({ status: 'success' }),
    });
    await verify(async (ports) => {
      expect(await ports.addresses.deleteAddress(77, 4)).toEqual({ ok: true, value: undefined });
    });
  });

  it('makes an address the default one', async () => {
    pact.addInteraction({
      states: [hasAddress],
      uponReceiving: 'address 4 made the default one',
      withRequest: asCustomer(send('PATCH', '/api/address/4/set-default')),
      willRespondWith: json({ status: 'success' }),
    });
    await verify(async (ports) => {
      expect(await ports.addresses.setDefaultAddress(4)).toEqual({ ok: true, value: undefined });
    });
  });
});
