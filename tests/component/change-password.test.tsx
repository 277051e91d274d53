import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import AccountPage from '../../src/features/account/account-page';
import { givenAShop } from '../support/build-root-store';
import { fieldLabelled, problemOf } from '../support/form-queries';
import { settle } from '../support/given-a-cart-shop';
import { givenALoggedInCustomer } from '../support/given-a-customer';
import { renderAccountScreen } from '../support/render-with-stores';

const anna = DEMO_ACCOUNTS.private;

async function givenAnnaOnHerAccount() {
  const world = givenAShop();
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

const theSection = () => screen.getByRole('region', { name: 'Change password' });
const field = (label: string) => fieldLabelled(label, theSection());
const problem = (label: string) => problemOf(label, theSection());

async function changeFrom(oldPassword: string, password: string, repeat = password) {
  for (const [label, text] of [
    ['Current password', oldPassword],
    ['New password', password],
    ['Repeat the new password', repeat],
  ] as const) {
    await userEvent.clear(field(label));
    if (text !== '') await userEvent.type(field(label), text);
  }
  await userEvent.click(within(theSection()).getByRole('button', { name: 'Change password' }));
  await act(() => settle());
}

describe('/account: changing the password (section 4)', () => {
  it('shows the rules, then changes the password and clears the fields', async () => {
    await givenAnnaOnHerAccount();
    await changeFrom('', 'abc', 'abd');
    expect(problem('Current password')).toBe('This field is required.');
    expect(problem('New password')).not.toBe('');
    expect(problem('Repeat the new password')).toBe('The passwords do not match.');

    await changeFrom(anna.password, 'neu-1234');
    expect(within(theSection()).getByText('Your password has been changed.')).toBeTruthy();
    expect(field('New password').value).toBe('');
    expect(problem('Current password')).toBe('');
  });

  it('a wrong current password is refused', async () => {
    await givenAnnaOnHerAccount();
    await changeFrom('not-it', 'neu-1234');
    expect(
      within(theSection()).getByText('Your password could not be changed. Check your current password and try again.'),
    ).toBeTruthy();
    expect(field('New password').value).toBe('neu-1234');
  });
});
