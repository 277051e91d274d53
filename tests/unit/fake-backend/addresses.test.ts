import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import type { AddressInput } from '../../../ports/model/customer';
import {
  failureOf,
  givenAFakeBackend,
  loggedInOnBoth,
  loggedOut,
  type FakeBackendWorld,
} from '../../support/given-a-fake-backend';

const anAddress = (patch: Partial<AddressInput> = {}): AddressInput => ({
  label: 'Birou',
  titleCode: 2,
  firstName: 'Anna',
  lastName: 'Popescu',
  company: null,
  address1: 'Strada Ion Creangă',
  address2: '12',
  address3: null,
  city: 'Iași',
  zipCode: '700064',
  countryId: 146,
  stateId: 22,
  phone: '+40 745 555 318',
  cellphone: null,
  isDefault: false,
  ...patch,
});

const ANNA = DEMO_ACCOUNTS.private;

describe('the fake backend: addresses (AddressPort)', () => {
  let world: FakeBackendWorld;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());
  afterEach(() => loggedOut(world));

  /** The customer's addresses as the backend serves them and as the fake holds them. */
  const bothLists = async (customerId: number) =>
    [await world.http.addresses.listAddresses(customerId), await world.fake.addresses.listAddresses(customerId)] as const;

  it.each(Object.entries(DEMO_ACCOUNTS))(
    "lists the %s demo account's addresses as the fake holds them",
    async (_role, account) => {
      await loggedInOnBoth(world, account);
      const [served, held] = await bothLists(account.customerId);
      expect(served).toEqual(held);
      expect(served).toMatchObject({ ok: true, value: expect.arrayContaining([expect.objectContaining({ isDefault: true })]) });
    },
  );

  it('adds, changes and makes default an address as the fake does, read back the same', async () => {
    await loggedInOnBoth(world, ANNA);
    const added = await world.http.addresses.addAddress(ANNA.customerId, anAddress());
    const heldAdded = await world.fake.addresses.addAddress(ANNA.customerId, anAddress());
    expect(added).toEqual(heldAdded);
    if (!added.ok) throw new Error('not added');
    const changed = { ...added.value, city: 'Suceava', zipCode: '720001', label: '' };
    expect(await world.http.addresses.updateAddress(ANNA.customerId, changed)).toEqual(
      await world.fake.addresses.updateAddress(ANNA.customerId, changed),
    );
    expect(await world.http.addresses.setDefaultAddress(added.value.id)).toEqual(
      await world.fake.addresses.setDefaultAddress(added.value.id),
    );
    const [served, held] = await bothLists(ANNA.customerId);
    expect(served).toEqual(held);
    expect(served).toMatchObject({ ok: true, value: expect.arrayContaining([{ ...changed, isDefault: true }]) });
  });

  it('deletes an address, but not the default one (409), as the fake does', async () => {
    await loggedInOnBoth(world, ANNA);
    const added = await world.http.addresses.addAddress(ANNA.customerId, anAddress({ label: 'Old' }));
    await world.fake.addresses.addAddress(ANNA.customerId, anAddress({ label: 'Old' }));
    if (!added.ok) throw new Error('not added');
    expect(await world.http.addresses.deleteAddress(ANNA.customerId, added.value.id)).toEqual({ ok: true, value: undefined });
    await world.fake.addresses.deleteAddress(ANNA.customerId, added.value.id);
    const [served, held] = await bothLists(ANNA.customerId);
    expect(served).toEqual(held);
    const defaultId = served.ok ? served.value.find((address) => address.isDefault)?.id : undefined;
    if (defaultId === undefined) throw new Error('no default address');
    expect(failureOf(await world.http.addresses.deleteAddress(ANNA.customerId, defaultId))).toEqual(
      failureOf(await world.fake.addresses.deleteAddress(ANNA.customerId, defaultId)),
    );
  });

  it("refuses an incomplete address with 'Invalid data', and an unknown one as not found", async () => {
    await loggedInOnBoth(world, ANNA);
    const incomplete = anAddress({ city: ' ' });
    expect(failureOf(await world.http.addresses.addAddress(ANNA.customerId, incomplete))).toEqual({
      message: 'Invalid data',
      status: 400,
    });
    expect(failureOf(await world.fake.addresses.addAddress(ANNA.customerId, incomplete))).toEqual({
      message: 'Invalid data',
      status: 400,
    });
    const unknown = { ...anAddress(), id: 999_999 };
    expect(await world.http.addresses.updateAddress(ANNA.customerId, unknown)).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await world.http.addresses.setDefaultAddress(999_999)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it("keeps a login token to its own customer's addresses", async () => {
    await loggedInOnBoth(world, ANNA);
    const company = DEMO_ACCOUNTS.company.customerId;
    expect(await world.http.addresses.listAddresses(company)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await world.http.addresses.addAddress(company, anAddress())).toMatchObject({ ok: false, error: { status: 401 } });
    const theirs = await world.fake.addresses.listAddresses(company);
    const theirId = theirs.ok ? theirs.value[0]?.id : undefined;
    expect(await world.http.addresses.setDefaultAddress(theirId ?? 0)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await world.http.addresses.deleteAddress(company, theirId ?? 0)).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it.each([
    [146, 'ro'],
    [5, 'de'],
    [13, 'en'],
    [999, 'ro'],
  ])('lists the counties of country %i in %s as the fake does', async (countryId, language) => {
    const served = await world.http.addresses.listCounties(countryId, language);
    expect(served).toEqual(await world.fake.addresses.listCounties(countryId, language));
  });
});
