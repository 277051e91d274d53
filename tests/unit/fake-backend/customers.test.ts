import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import type { GuestRegistration, Registration } from '../../../ports/model/customer';
import {
  failureOf,
  givenAFakeBackend,
  loggedInOnBoth,
  loggedOut,
  type FakeBackendWorld,
} from '../../support/given-a-fake-backend';
import { aStoredToken } from '../../support/jwt-builder';

const aRegistration = (email: string, patch: Partial<Registration> = {}): Registration => ({
  email,
  password: 'secret12',
  firstName: 'Ioana',
  lastName: 'Marin',
  titleCode: 2,
  company: null,
  vatNumber: null,
  ...patch,
});

const anAddress = { label: '', titleCode: 1, firstName: 'Radu', lastName: 'Enache', company: null, address1: 'Strada Lungă' };
const aGuest = (patch: Partial<GuestRegistration> = {}): GuestRegistration => ({
  email: 'guest@example.com',
  titleCode: 1,
  firstName: 'Radu',
  lastName: 'Enache',
  company: null,
  vatNumber: null,
  delivery: {
    ...anAddress,
    address2: '4',
    address3: null,
    city: 'Brașov',
    zipCode: '500001',
    countryId: 146,
    stateId: 8,
    phone: '+40 745 000 111',
    cellphone: null,
    isDefault: true,
  },
  billing: null,
  cartId: 0,
  locale: 'ro_RO',
  ...patch,
});

describe('the fake backend: customers (CustomerPort)', () => {
  let world: FakeBackendWorld;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());
  afterEach(() => loggedOut(world));

  it.each(Object.entries(DEMO_ACCOUNTS))(
    'logs the %s demo account in with the session the fake gives',
    async (_role, account) => {
      const { served, held } = await loggedInOnBoth(world, account);
      expect(served).toEqual(held);
    },
  );

  it("answers wrong credentials with 'Wrong login data' (401), as the fake refuses them", async () => {
    const served = await world.http.customers.logIn(DEMO_ACCOUNTS.private.email, 'wrong');
    expect(served).toEqual({ ok: false, error: { kind: 'wrong-credentials' } });
    expect(served).toEqual(await world.fake.customers.logIn(DEMO_ACCOUNTS.private.email, 'wrong'));
  });

  it('registers an account and logs it in, as the fake does', async () => {
    const registration = aRegistration('ioana.marin@example.com');
    const served = await world.http.customers.register(registration);
    const held = await world.fake.customers.register(registration);
    if (!served.ok || !held.ok) throw new Error('not registered');
    // The register answer carries no customer ref; the adapter fills in what it sent.
    expect(served.value).toEqual({ ...held.value, customer: { ...held.value.customer, ref: '' } });
    expect(await world.http.customers.logIn(registration.email, registration.password)).toEqual(
      await world.fake.customers.logIn(registration.email, registration.password),
    );
  });

  it("refuses a taken e-mail with 'Email address already exists' and bad data with 'Invalid data'", async () => {
    const taken = aRegistration(DEMO_ACCOUNTS.private.email);
    expect(await world.http.customers.register(taken)).toEqual({ ok: false, error: { kind: 'email-exists' } });
    expect(await world.fake.customers.register(taken)).toEqual({ ok: false, error: { kind: 'email-exists' } });
    const invalid = aRegistration('not-an-email');
    expect(await world.http.customers.register(invalid)).toEqual({
      ok: false,
      error: { kind: 'failed', message: 'Invalid data' },
    });
    expect(await world.fake.customers.register(invalid)).toEqual({
      ok: false,
      error: { kind: 'failed', message: 'Invalid data' },
    });
  });

  it('registers guests, with and without a separate invoice address, as the fake does', async () => {
    const billing = { ...aGuest().delivery, address1: 'Bulevardul Eroilor', isDefault: false };
    for (const guest of [aGuest(), aGuest({ billing })]) {
      expect(await world.http.customers.registerGuest(guest)).toEqual(await world.fake.customers.registerGuest(guest));
    }
    const invalid = aGuest({ email: 'nope' });
    expect(failureOf(await world.http.customers.registerGuest(invalid))).toEqual({ message: 'Invalid data', status: 400 });
    expect(failureOf(await world.fake.customers.registerGuest(invalid))).toEqual({ message: 'Invalid data', status: 400 });
  });

  it('asks for a password reset, and refuses an e-mail that is none', async () => {
    expect(await world.http.customers.requestPasswordReset('anna.popescu@example.com')).toEqual({ ok: true, value: undefined });
    expect(failureOf(await world.http.customers.requestPasswordReset('anna'))).toEqual(
      failureOf(await world.fake.customers.requestPasswordReset('anna')),
    );
  });

  it('changes the password of the logged-in customer, and refuses a wrong current one', async () => {
    const registration = aRegistration('pw.change@example.com');
    await world.http.customers.register(registration);
    await world.fake.customers.register(registration);
    const { served } = await loggedInOnBoth(world, registration);
    const change = { customerId: served.customer.id, email: registration.email, oldPassword: 'secret12', newPassword: 'newer34' };
    expect(await world.http.customers.changePassword(change)).toEqual(await world.fake.customers.changePassword(change));
    expect((await world.http.customers.logIn(registration.email, 'newer34')).ok).toBe(true);
    await world.fake.customers.logIn(registration.email, 'newer34');
    const wrong = { ...change, oldPassword: 'secret12' };
    expect(failureOf(await world.http.customers.changePassword(wrong))).toEqual({ message: 'Wrong password', status: 403 });
    expect(failureOf(await world.fake.customers.changePassword(wrong))).toEqual({ message: 'Wrong password', status: 403 });
  });

  it('refreshes the login token as the fake does', async () => {
    const { served } = await loggedInOnBoth(world, DEMO_ACCOUNTS.company);
    const { id, email } = served.customer;
    expect(await world.http.customers.refreshToken(id, email)).toEqual(await world.fake.customers.refreshToken(id, email));
  });

  it('answers 401 to a user call with an expired login token, which ends the session', async () => {
    world.storage.set('jwtToken', aStoredToken(world.clock.now() - 1000, { sub: DEMO_ACCOUNTS.private.customerId }));
    const refreshed = await world.http.customers.refreshToken(DEMO_ACCOUNTS.private.customerId, DEMO_ACCOUNTS.private.email);
    expect(refreshed).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await world.http.customers.findByEmail(DEMO_ACCOUNTS.private.email)).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
  });

  it("refuses a login token acting for another customer (401), also on the lookup of another's e-mail", async () => {
    await loggedInOnBoth(world, DEMO_ACCOUNTS.private);
    const other = await world.http.customers.refreshToken(DEMO_ACCOUNTS.company.customerId, DEMO_ACCOUNTS.company.email);
    expect(other).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await world.http.customers.findByEmail(DEMO_ACCOUNTS.company.email)).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized', status: 401 },
    });
  });

  it.each(Object.entries(DEMO_ACCOUNTS))('looks the %s demo account up by e-mail', async (_role, account) => {
    const { email } = account;
    await loggedInOnBoth(world, account);
    const served = await world.http.customers.findByEmail(email);
    const held = await world.fake.customers.findByEmail(email);
    if (!served.ok || !held.ok || held.value === null) throw new Error('no customer');
    // The lookup carries no admin or VAT-exemption flag (those come with the login); the adapter reads
    // "company" from the title code.
    const { isAdmin: _a, excludeVat: _e, isCompany: _c, ...heldRest } = held.value;
    expect(served.value).toMatchObject(heldRest);
  });

  it('finds nobody for an unknown e-mail', async () => {
    await loggedInOnBoth(world, DEMO_ACCOUNTS.private);
    expect(await world.http.customers.findByEmail('nobody@example.com')).toEqual({ ok: true, value: null });
  });

  it.each(['DE123456789', 'RO1234567', 'XX1'])('checks the VAT number %s as the fake does', async (vatNumber) => {
    expect(await world.http.customers.checkVatNumber(vatNumber)).toEqual(await world.fake.customers.checkVatNumber(vatNumber));
  });
});
