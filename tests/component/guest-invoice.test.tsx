import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GUEST_INVOICE } from '../../adapters/fake/seed/seed-facts';
import GuestInvoicePage from '../../src/features/account/guest-invoice-page';
import { ORDER_PORT } from '../../ports/order-port';
import { givenARecordedPort } from '../support/given-a-recorded-port';
import { settle } from '../support/given-a-cart-shop';
import { renderAccountScreen } from '../support/render-with-stores';

/** A shopper who is not logged in follows a guest-invoice link. */
async function givenTheGuestLink(ref: string, hash: string) {
  const world = givenARecordedPort(ORDER_PORT, (fakes) => fakes.orders);
  await renderAccountScreen(
    <Routes>
      <Route path="/guest/invoice/:ref/:hash" element={<GuestInvoicePage />} />
    </Routes>,
    { world, path: `/guest/invoice/${ref}/${hash}` },
  );
  await act(() => settle());
  return world;
}

describe('/guest/invoice/{ref}/{hash} (section 4)', () => {
  it('opens the order without logging in', async () => {
    const world = await givenTheGuestLink(GUEST_INVOICE.ref, GUEST_INVOICE.hash);
    expect(world.root.session.loggedIn).toBe(false);
    expect(screen.getByRole('heading', { name: `Order ${GUEST_INVOICE.ref}` })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Items' })).toBeTruthy();
    expect(screen.getAllByText(/Ion Vasilescu/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('a guest may withdraw through the link', async () => {
    await givenTheGuestLink(GUEST_INVOICE.ref, GUEST_INVOICE.hash);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw from contract' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await act(() => settle());
    expect(screen.getByText(/^We have received your withdrawal from the contract on /)).toBeTruthy();
  });

  it.each([
    ['a wrong hash', GUEST_INVOICE.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')), 1],
    ['a malformed hash (never sent to the shop)', 'not%20a%20hash', 0],
  ])('%s shows the not-found screen and no order data', async (_, hash, reads) => {
    const { recorded } = await givenTheGuestLink(GUEST_INVOICE.ref, hash);
    expect(recorded.count('getOrder')).toBe(reads);
    expect(screen.getByRole('heading', { name: 'Sorry, the page was not found' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Items' })).toBeNull();
    expect(screen.queryByText(new RegExp(GUEST_INVOICE.ref))).toBeNull();
    expect(screen.queryByText(/Ion Vasilescu/)).toBeNull();
  });
});
