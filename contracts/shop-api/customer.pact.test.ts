import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { Registration } from '../../ports/model/customer';
import { customerExists, given, noCustomerWithEmail } from '../pact-states';
import { refusesTheShopToken } from '../pact-shop-token';
import { asCustomer, get, json, pactFor, post, valueOf } from '../pact-support';

const { boolean, eachLike, integer, string } = MatchersV3;

const shopApi = pactFor('shop-api');
const { pact, verify } = shopApi;

describe('shop API contract, customer port (spec 7.5; storefront → shop-api)', () => {
  it('logs in', async () => {
    pact.addInteraction({
      states: [customerExists],
      uponReceiving: 'a login with the right password',
      withRequest: post('/api/login', { email: 'ana@example.ro', password: 'parola123', satellite: 'RO' }),
      willRespondWith: json({
        token: string('eyJhbGciOiJIUzI1NiJ9.e30.sig'),
        expires: integer(1750021600),
        customer_id: integer(77),
        email: string('ana@example.ro'),
        user_identifier: string('CUS000077'),
        address_id: integer(3),
        firstname: string('Ana'),
        lastname: string('Popescu'),
        title: integer(2),
        profileName: string('Ana Popescu'),
        isCompany: boolean(false),
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
      states: [customerExists],
      uponReceiving: 'a login with a wrong password',
      withRequest: post('/api/login', { email: 'ana@example.ro', password: 'gresit', satellite: 'RO' }),
      willRespondWith: json({ status: string('error'), message: 'Wrong login data' }, 401),
    });
    await verify(async (ports) => {
      expect(await ports.customers.logIn('ana@example.ro', 'gresit')).toEqual({
        ok: false,
        error: { kind: 'wrong-credentials' },
      });
    });
  });

  const registration: Registration = {
    email: 'ion@example.ro',
    password: 'parola123',
    firstName: 'Ion',
    lastName: 'Ionescu',
    titleCode: 1,
    company: null,
    vatNumber: null,
  };
  const registerBody = (email: string) => ({
    email,
    email_confirm: email,
    password: 'parola123',
    password_confirm: 'parola123',
    firstname: 'Ion',
    lastname: 'Ionescu',
    title: 1,
    company: null,
    vat_number: null,
    is_company: false,
    country_id: 146,
    satellite: 'RO',
  });

  it('registers a customer who is logged in straight away', async () => {
    pact.addInteraction({
      states: [noCustomerWithEmail('ion@example.ro')],
      uponReceiving: 'a registration of ion@example.ro',
      withRequest: post('/api/register', registerBody('ion@example.ro')),
      willRespondWith: json({
        status: 'success',
        customer_id: integer(78),
        token: string('eyJhbGciOiJIUzI1NiJ9.e30.reg'),
        expires: integer(1750021600),
      }),
    });
    await verify(async (ports) => {
      const session = valueOf(await ports.customers.register(registration));
      expect(session.token).toEqual({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.reg', expiresAt: 1750021600000 });
      expect(session.customer).toMatchObject({ id: 78, email: 'ion@example.ro', firstName: 'Ion' });
    });
  });

  it("is refused with 'Email address already exists'", async () => {
    pact.addInteraction({
      states: [customerExists],
      uponReceiving: 'a registration with a taken e-mail',
      withRequest: post('/api/register', registerBody('ana@example.ro')),
      willRespondWith: json({ status: string('error'), message: 'Email address already exists' }, 409),
    });
    await verify(async (ports) => {
      expect(await ports.customers.register({ ...registration, email: 'ana@example.ro' })).toEqual({
        ok: false,
        error: { kind: 'email-exists' },
      });
    });
  });

  it('renews the login token', async () => {
    pact.addInteraction({
      states: [given('customer {customerId} with e-mail {email} is logged in', { customerId: 77, email: 'ana@example.ro' })],
      uponReceiving: 'a token refresh for customer 77',
      withRequest: asCustomer(post('/api/refreshToken', { customer_id: 77, email: 'ana@example.ro' })),
      willRespondWith: json({ token: string('eyJhbGciOiJIUzI1NiJ9.e30.new'), expires_in: integer(21600) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.customers.refreshToken(77, 'ana@example.ro'))).toEqual({
        token: 'eyJhbGciOiJIUzI1NiJ9.e30.new',
        expiresAt: 1_750_000_000_000 + 21600 * 1000,
      });
    });
  });

  it('refuses the shop token on the customer lookup by e-mail (401)', async () => {
    await refusesTheShopToken(shopApi, {
      state: customerExists,
      uponReceiving: 'a customer lookup by e-mail with the shop token',
      request: get('/api/ExternalOrderApi/customer/', { email: 'ana@example.ro' }),
      call: (ports) => ports.customers.findByEmail('ana@example.ro'),
    });
  });

  it('looks a customer up by e-mail and changes their password', async () => {
    pact.addInteraction({
      states: [customerExists],
      uponReceiving: 'a customer lookup by e-mail',
      withRequest: asCustomer(get('/api/ExternalOrderApi/customer/', { email: 'ana@example.ro' })),
      willRespondWith: json({
        CustomerItems: eachLike({
          ID: integer(77),
          EMAIL: string('ana@example.ro'),
          FIRSTNAME: string('Ana'),
          LASTNAME: string('Popescu'),
          REF: string('CUS000077'),
          TITLE: integer(2),
          ADDRESS_ID: integer(3),
        }),
      }),
    });
    pact.addInteraction({
      states: [customerExists],
      uponReceiving: 'a password change of customer 77',
      withRequest: asCustomer(
        post('/api/changePassword', {
          customer_id: 77,
          email: 'ana@example.ro',
          old_password: 'parola123',
          password: 'parola456',
          password_confirm: 'parola456',
        }),
      ),
      willRespondWith: json({ status: 'success' }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.customers.findByEmail('ana@example.ro'))).toMatchObject({ id: 77, addressId: 3, titleCode: 2 });
      expect(
        await ports.customers.changePassword({
          customerId: 77,
          email: 'ana@example.ro',
          oldPassword: 'parola123',
          newPassword: 'parola456',
        }),
      ).toEqual({ ok: true, value: undefined });
    });
  });

  it('asks for a password-reset e-mail', async () => {
    pact.addInteraction({
      states: [customerExists],
      uponReceiving: 'a password reset request for ana@example.ro',
      withRequest: post('/api/forgotPassword', { email: 'ana@example.ro', satellite: 'RO' }),
      willRespondWith: json({ status: 'success' }),
    });
    await verify(async (ports) => {
      expect(await ports.customers.requestPasswordReset('ana@example.ro')).toEqual({ ok: true, value: undefined });
    });
  });

  it.each([
    ['RO12345678', true],
    ['RO99999999', false],
  ] as const)('checks the VAT number %s (valid: %s)', async (vatNumber, valid) => {
    pact.addInteraction({
      states: [given(`the VAT number {vatNumber} is ${valid ? 'valid' : 'not valid'}`, { vatNumber })],
      uponReceiving: `a VAT number check of ${valid ? 'a valid' : 'an invalid'} number`,
      withRequest: post('/api/checkVatNumber', { vat_number: vatNumber }),
      willRespondWith: json({ valid }),
    });
    await verify(async (ports) => {
      expect(await ports.customers.checkVatNumber(vatNumber.replace(/(..)/, '$1 '))).toEqual({ ok: true, value: valid });
    });
  });
});
