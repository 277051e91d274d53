import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { json, pactFor, post, valueOf } from '../pact-support';

const { boolean, integer, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, customer port (spec 7.5; storefront → shop-api)', () => {
  it('logs in', async () => {
    pact.addInteraction({
      states: [{ description: 'a customer with e-mail ana@example.ro and password parola123 exists' }],
      uponReceiving: 'a login with the right password',
      withRequest: post('/api/login', { email: 'ana@example.ro', password: 'parola123', satellite: 'RO' }),
      willRespondWith: json({
        token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'),
        expires: integer(1750021600),
        customer_id: integer(77),
        email: 'ana@example.ro',
        user_identifier: string('CUS000077'),
        address_id: integer(3),
        firstname: string('Ana'),
        lastname: string('Popescu'),
        title: integer(2),
        profileName: string('Ana Popescu'),
        isCompany: boolean(false),
        company: null,
        excludeVAT: boolean(false),
        isAdmin: boolean(false),
      }),
    });
    await verify(async (ports) => {
      const session = valueOf(await ports.customers.logIn('ana@example.ro', 'parola123'));
      expect(session.token).toEqual({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', expiresAt: 1750021600000 });
      expect(session.customer).toMatchObject({
        id: 77,
        email: 'ana@example.ro',
        addressId: 3,
        isAdmin: false,
        isCompany: false,
        excludeVat: false,
      });
    });
  });

  it("is refused with 'Wrong login data'", async () => {
    pact.addInteraction({
      states: [{ description: 'a customer with e-mail ana@example.ro and password parola123 exists' }],
      uponReceiving: 'a login with a wrong password',
      withRequest: post('/api/login', { email: 'ana@example.ro', password: 'gresit', satellite: 'RO' }),
      willRespondWith: json({ status: 'error', status_code: 401, message: 'Wrong login data' }, 401),
    });
    await verify(async (ports) => {
      expect(await ports.customers.logIn('ana@example.ro', 'gresit')).toEqual({
        ok: false,
        error: { kind: 'wrong-credentials' },
      });
    });
  });
});
