import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import { Header } from '../../src/features/shell/header/header';
import { givenAShop } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';

const adminBar = () => screen.queryByRole('navigation', { name: 'Back office shortcuts' });

/** Section 2.7: the admin flag comes with the login answer (the fake issues it for admin@example.com). */
describe('the admin bar after a login through the shop', () => {
  it('never shows for a customer', async () => {
    const shop = givenAShop();
    await shop.root.session.logIn(DEMO_ACCOUNTS.private.email, DEMO_ACCOUNTS.private.password);
    renderWithStores(<Header />, { world: shop });
    expect(shop.root.session.loggedIn).toBe(true);
    expect(adminBar()).toBeNull();
  });

  it('shows for admin@example.com, and goes with the logout', async () => {
    const shop = givenAShop();
    await shop.root.session.logIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    renderWithStores(<Header />, { world: shop });
    expect(await screen.findByRole('navigation', { name: 'Back office shortcuts' })).toBeTruthy();
    act(() => shop.root.session.logOut());
    expect(adminBar()).toBeNull();
  });
});
