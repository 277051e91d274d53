import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AccountPage from '../../src/features/account/account-page';
import { givenAShop, type TestWorld } from '../support/build-root-store';
import { settle } from '../support/given-a-cart-shop';
import { givenALoggedInCustomer } from '../support/given-a-customer';
import { fieldLabelled, problemOf } from '../support/form-queries';
import { renderAccountScreen } from '../support/render-with-stores';

const REQUIRED = 'This field is required.';
const POSTCODE = 'Please enter a valid postal code.';

/** Anna (the private demo account) on /account, her addresses listed. */
async function givenAnnaOnHerAccount(world: TestWorld = givenAShop()) {
  await givenALoggedInCustomer('private', world);
  await renderAccountScreen(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
    </Routes>,
    { world, path: '/account' },
  );
  await act(() => settle());
  return world;
}

const addressList = () => screen.getByRole('region', { name: 'My addresses' });
const addressNamed = (label: string) => within(addressList()).getByRole('listitem', { name: label });
const labelsListed = () =>
  within(addressList())
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const theForm = () => screen.getByRole('form', { name: 'Save address' });
const status = () => within(addressList()).getAllByRole('status')[0]?.textContent ?? '';

async function typeInto(label: string, text: string) {
  const field = fieldLabelled(label, theForm());
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

async function fillInANewAddress(zipCode = '700064') {
  await typeInto('Address name (e.g. Home)', 'Părinți');
  await typeInto('First name', 'Ștefan');
  await typeInto('Last name', 'Groß');
  await typeInto('Street name', 'Strada Păcurari');
  await typeInto('Street number', '7');
  await typeInto('Postal code', zipCode);
  await typeInto('City', 'Iași');
  await userEvent.selectOptions(fieldLabelled('County / state', theForm()), 'Iași');
  await typeInto('Phone', '0745 555 318');
}

const save = async () => {
  await userEvent.click(within(theForm()).getByRole('button', { name: 'Save address' }));
  await act(() => settle());
};

describe('/account: the address book (sections 5 and 8)', () => {
  it('lists the addresses, the default one first and marked', async () => {
    await givenAnnaOnHerAccount();
    expect(labelsListed()).toEqual(['Acasă', 'Birou']);
    expect(within(addressNamed('Acasă')).getByText('Default address')).toBeTruthy();
    expect(within(addressNamed('Birou')).queryByText('Default address')).toBeNull();
    expect(within(addressNamed('Birou')).getByText(/Strada Memorandumului 12/)).toBeTruthy();
  });

  it('adds an address through the form: the rules show inline until it is right', async () => {
    await givenAnnaOnHerAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await act(() => settle());
    expect(fieldLabelled('Country', theForm()).value).toBe('146');

    await save();
    expect(problemOf('Address name (e.g. Home)', theForm())).toBe(REQUIRED);
    expect(problemOf('First name', theForm())).toBe(REQUIRED);
    expect(problemOf('Company (optional)', theForm())).toBe('');

    await fillInANewAddress('70006');
    await save();
    expect(problemOf('Postal code', theForm())).toBe(POSTCODE);
    expect(problemOf('First name', theForm())).toBe('');

    await typeInto('Postal code', '700064');
    await save();
    expect(screen.queryByRole('form', { name: 'Save address' })).toBeNull();
    expect(status()).toBe('The address has been saved.');
    expect(labelsListed()).toEqual(['Acasă', 'Birou', 'Părinți']);
    expect(within(addressNamed('Părinți')).getByText(/Ștefan Groß/)).toBeTruthy();
  });

  it('edits an address in place', async () => {
    await givenAnnaOnHerAccount();
    await userEvent.click(within(addressNamed('Birou')).getByRole('button', { name: 'Edit' }));
    await act(() => settle());
    expect(fieldLabelled('City', theForm()).value).toBe('Cluj-Napoca');

    await typeInto('City', 'Florești');
    await typeInto('Phone', '0264 555 010');
    await save();
    expect(within(addressNamed('Birou')).getByText(/400114 Florești/)).toBeTruthy();
    expect(status()).toBe('The address has been saved.');
  });

  it('deletes an address after its confirmation; keeping it deletes nothing', async () => {
    await givenAnnaOnHerAccount();
    await userEvent.click(within(addressNamed('Birou')).getByRole('button', { name: 'Delete' }));
    expect(within(addressNamed('Birou')).getByText('Delete this address?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(labelsListed()).toEqual(['Acasă', 'Birou']);

    await userEvent.click(within(addressNamed('Birou')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await act(() => settle());
    expect(labelsListed()).toEqual(['Acasă']);
    expect(status()).toBe('The address has been deleted.');
  });

  it('says so when the shop could not save the new address, and keeps the form filled in', async () => {
    const world = givenAShop();
    world.knobs.fail('AddressPort.addAddress');
    await givenAnnaOnHerAccount(world);
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await act(() => settle());
    await fillInANewAddress();
    await save();

    expect(within(theForm()).getByText('The address could not be saved. Please try again.')).toBeTruthy();
    expect(fieldLabelled('Street name', theForm()).value).toBe('Strada Păcurari');
    expect(labelsListed()).toEqual(['Acasă', 'Birou']);
  });
});
