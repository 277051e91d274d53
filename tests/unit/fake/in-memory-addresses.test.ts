import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import type { Address, AddressInput } from '../../../ports/model/customer';
import { givenTheFakes } from './fake-orders-support';
import { error, value } from './fake-test-support';

const anna = DEMO_ACCOUNTS.private.customerId;

const input = (fields: Partial<AddressInput> = {}): AddressInput => ({
  label: 'Vacanță',
  titleCode: 2,
  firstName: 'Anna',
  lastName: 'Popescu',
  company: null,
  address1: 'Strada Mării',
  address2: '7',
  address3: null,
  city: 'Constanța',
  zipCode: '900178',
  countryId: 146,
  stateId: 13,
  phone: null,
  cellphone: '+40 722 555 123',
  isDefault: false,
  ...fields,
});

describe('the fake addresses', () => {
  it("lists the account's addresses with their title codes, in the order they were added", async () => {
    const { ports } = givenTheFakes();
    const addresses = value(await ports.addresses.listAddresses(anna));
    expect(addresses.map((a) => [a.id, a.isDefault, a.titleCode])).toEqual([
      [7001, true, 2],
      [7002, false, 2],
    ]);
    expect(value(await ports.addresses.listAddresses(9999))).toEqual([]);
  });

  it('adds, updates, makes default and deletes, and the fake server keeps it', async () => {
    const fakes = givenTheFakes();
    const { addresses, customers } = fakes.ports;
    const added = value(await addresses.addAddress(anna, input()));
    expect(added).toMatchObject({ ...input(), id: expect.any(Number) });
    const moved = { ...added, city: 'Mangalia', zipCode: '905500' };
    expect(value(await addresses.updateAddress(anna, moved))).toEqual(moved);
    value(await addresses.setDefaultAddress(added.id));
    expect(value(await customers.findByEmail(DEMO_ACCOUNTS.private.email))?.addressId).toBe(added.id);
    value(await addresses.deleteAddress(anna, 7001));
    const kept = value(await fakes.reload().addresses.listAddresses(anna));
    expect(kept.map((a) => [a.id, a.city, a.isDefault])).toEqual([
      [7002, 'Cluj-Napoca', false],
      [added.id, 'Mangalia', true],
    ]);
  });

  it('keeps the default (and so the last) address, as the shop backend does', async () => {
    const { ports } = givenTheFakes();
    const vatExempt = DEMO_ACCOUNTS.vatExempt.customerId;
    const [only] = value(await ports.addresses.listAddresses(vatExempt));
    expect(error(await ports.addresses.deleteAddress(vatExempt, only?.id ?? 0))).toEqual({
      kind: 'rejected',
      message: 'The default address cannot be deleted',
      status: 409,
    });
    expect(value(await ports.addresses.listAddresses(vatExempt))).toHaveLength(1);
  });

  it("answers not-found for unknown addresses and for another customer's address", async () => {
    const { ports } = givenTheFakes();
    const company = DEMO_ACCOUNTS.company.customerId;
    const annas = value(await ports.addresses.listAddresses(anna))[1] as Address;
    const notFound = { kind: 'not-found', message: 'Address not found' };
    expect(error(await ports.addresses.updateAddress(company, annas))).toMatchObject(notFound);
    expect(error(await ports.addresses.deleteAddress(company, annas.id))).toMatchObject(notFound);
    expect(error(await ports.addresses.deleteAddress(anna, 4242))).toMatchObject(notFound);
    expect(error(await ports.addresses.setDefaultAddress(4242))).toMatchObject(notFound);
    expect(error(await ports.addresses.addAddress(9999, input()))).toMatchObject({ kind: 'not-found' });
  });

  it("answers 'Invalid data' for an address without a street or in an unknown country", async () => {
    const { ports } = givenTheFakes();
    expect(error(await ports.addresses.addAddress(anna, input({ address1: '  ' })))).toMatchObject({ message: 'Invalid data' });
    expect(error(await ports.addresses.addAddress(anna, input({ countryId: 999 })))).toMatchObject({ message: 'Invalid data' });
  });

  it('keeps long names, diacritics and emoji exactly as given', async () => {
    const fakes = givenTheFakes();
    const long = 'Maximiliane-Ștefănița Țăranu-Größenbäcker '.repeat(4).trim();
    const fancy = input({
      label: 'Casa de vacanță 🏖️ am Wörthersee',
      firstName: long,
      lastName: 'Müßiggang-Țepeș',
      company: 'Ärzte & Söhne Straßenbau S.R.L. 👷‍♀️',
      address1: 'Șoseaua Ștefan cel Mare și Sfânt',
      address3: 'Bl. Ț3, sc. ä, ap. 7 🔑',
      city: 'Târgu Mureș',
    });
    const added = value(await fakes.ports.addresses.addAddress(anna, fancy));
    expect(added).toMatchObject(fancy);
    const updated = { ...added, city: 'Klagenfurt am Wörthersee 🏔️', lastName: 'Strauß' };
    value(await fakes.ports.addresses.updateAddress(anna, updated));
    const listed = value(await fakes.reload().addresses.listAddresses(anna)).find((a) => a.id === added.id);
    expect(listed).toEqual(updated);
  });

  it('can be made to fail by the knobs, method by method', async () => {
    const fakes = givenTheFakes();
    fakes.knobs.fail('AddressPort.addAddress');
    expect(error(await fakes.ports.addresses.addAddress(anna, input()))).toEqual({
      kind: 'network',
      message: 'Failed to fetch',
    });
    expect(value(await fakes.ports.addresses.listAddresses(anna))).toHaveLength(2);
  });
});

describe('the fake counties', () => {
  it('are the 41 județe and București for Romania, in Romanian order', async () => {
    const { ports } = givenTheFakes();
    const counties = value(await ports.addresses.listCounties(146, 'ro'));
    expect(counties).toHaveLength(42);
    expect(new Set(counties.map((c) => c.id)).size).toBe(42);
    expect(counties.slice(0, 5).map((c) => c.title)).toEqual(['Alba', 'Arad', 'Argeș', 'Bacău', 'Bihor']);
    expect(counties).toContainEqual({ id: 40, title: 'București' });
    expect(value(await ports.addresses.listCounties(146, 'en'))).toContainEqual({ id: 40, title: 'Bucharest' });
  });

  it('are the 16 Länder of Germany and the 9 of Austria, titled in the language', async () => {
    const { ports } = givenTheFakes();
    const germany = value(await ports.addresses.listCounties(5, 'de'));
    expect(germany).toHaveLength(16);
    expect(germany.map((c) => c.title)).toContain('Thüringen');
    expect(value(await ports.addresses.listCounties(5, 'en')).map((c) => c.title)).toContain('Bavaria');
    const austria = value(await ports.addresses.listCounties(13, 'ro'));
    expect(austria).toHaveLength(9);
    expect(austria.map((c) => c.title)).toContain('Viena');
  });

  it('are none for a country without them', async () => {
    expect(value(await givenTheFakes().ports.addresses.listCounties(999, 'de'))).toEqual([]);
  });
});
