import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import AccountPage from '../../src/features/account/account-page';
import { givenAShop } from '../support/build-root-store';
import { settle } from '../support/given-a-cart-shop';
import { aSeededOrderId, givenALoggedInCustomer } from '../support/given-a-customer';
import { renderAccountScreen } from '../support/render-with-stores';

const anna = DEMO_ACCOUNTS.private;

async function renderAccount(world = givenAShop()) {
  await renderAccountScreen(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="/login-register" element={<p>login screen</p>} />
    </Routes>,
    { world, path: '/account' },
  );
  return world;
}

describe('/account (section 4)', () => {
  it("lists the customer's orders, newest first, each linking to its detail", async () => {
    const world = givenAShop();
    await world.root.session.logIn(anna.email, anna.password);
    await renderAccount(world);
    await act(() => settle());

    const orders = within(screen.getByRole('list', { name: 'My orders' })).getAllByRole('listitem');
    const expected = await world.fakes.orders.listOrders(anna.customerId, 'en_US');
    expect(expected.ok && expected.value.length).toBeGreaterThan(1);
    expect(orders).toHaveLength(expected.ok ? expected.value.length : -1);
    const newest = expected.ok ? [...expected.value].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] : undefined;
    expect(within(orders[0]!).getByRole('link').getAttribute('href')).toBe(`/account/order/${newest?.id}`);
    expect(screen.getByText(`Hello, ${world.root.session.profileName}`)).toBeTruthy();
  });

  it('after a withdrawal on the order screen, the list shows the withdrawal instead of the status', async () => {
    const world = await givenALoggedInCustomer('private');
    const orderId = await aSeededOrderId(world, 'private', 'processing');
    const stopAccount = world.account.start();
    await act(() => settle());
    const stopOrder = world.order.open({ orderId });
    await act(() => settle());
    world.order.ask('withdraw');
    await act(() => world.order.confirm());
    stopOrder();
    stopAccount();

    await renderAccount(world);
    await act(() => settle());
    const item = screen.getByRole('link', { name: new RegExp(String(orderId)) }).closest('li') as HTMLElement;
    expect(within(item).getByText('Withdrawn')).toBeTruthy();
    expect(within(item).queryByText('Processing')).toBeNull();
  });

  it('sends a logged-out shopper to the login screen', async () => {
    await renderAccount();
    await act(() => settle());
    expect(screen.getByText('login screen')).toBeTruthy();
  });
});
