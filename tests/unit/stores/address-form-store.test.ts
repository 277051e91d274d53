import { describe, expect, it } from 'vitest';
import { ADDRESS_PORT, type AddressPort } from '../../../ports/address-port';
import { ok } from '../../../ports/model/result';
import type { AddressFields } from '../../../src/domain/address-form-rules';
import { aFakeFamily } from '../../support/build-root-store';
import { someAddressFields } from '../../support/address-builder';
import { settle } from '../../support/given-a-cart-shop';
import { givenALoggedInCustomer } from '../../support/given-a-customer';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

const ROMANIA = '146';
const GERMANY = '5';
const AUSTRIA = '13';
const OFFICE = 7002;

/** Anna on /account with her address list read, the address form following its country, the port recorded. */
async function givenTheAddressForm(overrides: Partial<AddressPort> = {}) {
  const world = await givenALoggedInCustomer(
    'private',
    givenARecordedPort(ADDRESS_PORT, (fakes) => fakes.addresses, overrides, aFakeFamily()),
  );
  world.addresses.start();
  world.addressForm.start();
  await settle();
  return world;
}

type FormWorld = Awaited<ReturnType<typeof givenTheAddressForm>>;

async function fillIn(world: FormWorld, fields: Partial<AddressFields>) {
  for (const [field, value] of Object.entries(fields)) {
    world.addressForm.draft.set(field as keyof AddressFields, value);
    if (field === 'countryId') await settle();
  }
}

describe('the add and edit address form', () => {
  it("opens empty in the shop's own country (Romania)", async () => {
    const { addressForm } = await givenTheAddressForm();
    addressForm.open(null);
    expect(addressForm.editing).toBe('new');
    const blank = { label: '', firstName: '', lastName: '', company: '', street: '', streetNumber: '', extra: '' };
    expect(addressForm.draft.fields).toEqual({ ...blank, zipCode: '', city: '', countryId: ROMANIA, stateId: '', phone: '' });
    expect(addressForm.problems).toEqual({});
  });

  it('an address kept with only a mobile number opens with it as its phone, so it saves unchanged', async () => {
    const world = await givenTheAddressForm();
    const office = world.addresses.byId(OFFICE);
    expect(office?.phone).toBeNull();
    world.addressForm.open(office ?? null);
    expect(world.addressForm.draft.fields.phone).toBe(office?.cellphone);
    await expect(world.addressForm.submit()).resolves.toBe(true);
  });

  it('opens filled with the address to edit', async () => {
    const world = await givenTheAddressForm();
    world.addressForm.open(world.addresses.byId(OFFICE) ?? null);
    expect(world.addressForm.editing).toBe(OFFICE);
    expect(world.addressForm.draft.fields).toMatchObject({
      label: 'Birou',
      firstName: 'Anna',
      street: 'Strada Memorandumului',
      streetNumber: '12',
      zipCode: '400114',
      city: 'Cluj-Napoca',
      countryId: ROMANIA,
      stateId: '12',
    });
  });

  it('choosing another country clears the county; the counties follow the country', async () => {
    const world = await givenTheAddressForm();
    world.addressForm.open(null);
    await settle();
    const romanian = world.addressForm.draft.counties.value ?? [];
    expect(romanian.map((county) => county.title)).toContain('Iași');
    world.addressForm.draft.set('stateId', '22');
    world.addressForm.draft.set('city', 'Iași');
    expect(world.addressForm.draft.fields.stateId).toBe('22');

    await fillIn(world, { countryId: GERMANY });
    expect(world.addressForm.draft.fields.stateId).toBe('');
    expect(world.addressForm.draft.fields.city).toBe('Iași');
    expect(world.recorded.callsTo('listCounties').map(([countryId]) => countryId)).toEqual([146, 5]);
    expect(world.addressForm.draft.counties.value).not.toEqual(romanian);
    expect(world.addressForm.draft.counties.value?.length).toBeGreaterThan(0);
  });

  it('the rules follow the chosen country: postcode digits, and the phone pattern only at home', async () => {
    const world = await givenTheAddressForm();
    world.addressForm.open(null);
    await settle();
    expect(world.addressForm.draft.rules).toMatchObject({ postcodeDigits: 6, hasCounties: true });
    expect(world.addressForm.draft.rules.phonePattern).not.toBeNull();

    await fillIn(world, { countryId: AUSTRIA });
    expect(world.addressForm.draft.rules).toMatchObject({ postcodeDigits: 4, phonePattern: null });

    await fillIn(world, { ...someAddressFields({ countryId: AUSTRIA, stateId: '', zipCode: '700064' }) });
    await world.addressForm.submit();
    expect(world.addressForm.problems).toEqual({ zipCode: 'postcode', stateId: 'required' });
  });

  it('a country without counties needs no state', async () => {
    const world = await givenTheAddressForm({ listCounties: async () => ok([]) });
    world.addressForm.open(null);
    await fillIn(world, someAddressFields({ stateId: '' }));
    expect(world.addressForm.draft.rules.hasCounties).toBe(false);
    await expect(world.addressForm.submit()).resolves.toBe(true);
  });

  it('shows no rule before the first submit; an incomplete form is not sent', async () => {
    const world = await givenTheAddressForm();
    world.addressForm.open(null);
    await fillIn(world, { firstName: 'A' });
    expect(world.addressForm.problems).toEqual({});

    await expect(world.addressForm.submit()).resolves.toBe(false);
    expect(world.addressForm.problems).toMatchObject({ label: 'required', firstName: 'too-short', stateId: 'required' });
    expect(world.recorded.count('addAddress')).toBe(0);
    expect(world.addressForm.editing).toBe('new');
  });

  it('adds a new address through the port, closes the form and the list shows it', async () => {
    const world = await givenTheAddressForm();
    world.addressForm.open(null);
    await fillIn(world, someAddressFields({ company: '  ', extra: ' Ap. 3 ' }));
    await expect(world.addressForm.submit()).resolves.toBe(true);

    expect(world.recorded.callsTo('addAddress')).toEqual([
      [
        world.customerId,
        expect.objectContaining({ label: 'Acasă', company: null, address3: 'Ap. 3', stateId: 22, countryId: 146 }),
      ],
    ]);
    expect(world.addressForm.editing).toBeNull();
    expect(world.addresses.notice).toBe('saved');
    expect(world.addresses.sorted.map((a) => a.address1)).toContain('Strada Ion Creangă');
  });

  it('updates an edited address under its id, keeping what the form does not show', async () => {
    const world = await givenTheAddressForm();
    const office = world.addresses.byId(OFFICE);
    world.addressForm.open(office ?? null);
    await settle();
    await fillIn(world, { city: 'Cluj', phone: '0264 555 010' });
    await expect(world.addressForm.submit()).resolves.toBe(true);

    const [[customerId, sent]] = world.recorded.callsTo('updateAddress') as [[number, unknown]];
    expect(customerId).toBe(world.customerId);
    expect(sent).toMatchObject({ id: OFFICE, city: 'Cluj', cellphone: office?.cellphone, isDefault: false, titleCode: 2 });
    expect(world.addresses.byId(OFFICE)?.city).toBe('Cluj');
    expect(world.recorded.count('addAddress')).toBe(0);
  });

  it('a failed save keeps the form open with what was typed and says so', async () => {
    const world = await givenTheAddressForm();
    world.knobs.fail('AddressPort.addAddress');
    world.addressForm.open(null);
    await fillIn(world, someAddressFields());
    await expect(world.addressForm.submit()).resolves.toBe(false);

    expect(world.addressForm.failed).toBe(true);
    expect(world.addressForm.editing).toBe('new');
    expect(world.addressForm.draft.fields.street).toBe('Strada Ion Creangă');
    expect(world.addresses.notice).toBeNull();
  });

  it.each([
    ['diacritics', 'Acasă', 'Ștefan', 'Țărănescu-Groß', 'Bräunlingen'],
    ['emoji', 'Acasă 🏡', 'Zoë 🌲', 'SS👨‍👩‍👧', 'Iași'],
    ['very long names', 'Acasă', 'Ș'.repeat(120), `Wolfeschlegelsteinhausenbergerdorff${'ä'.repeat(90)}`, 'Iași'],
  ])('%s round-trip unchanged through add and the list', async (_, label, firstName, lastName, city) => {
    const world = await givenTheAddressForm();
    world.addressForm.open(null);
    await fillIn(world, someAddressFields({ label, firstName, lastName, city }));
    await expect(world.addressForm.submit()).resolves.toBe(true);

    const added = world.addresses.sorted.find((a) => a.address1 === 'Strada Ion Creangă');
    expect(added).toMatchObject({ label, firstName, lastName, city });
  });
});
