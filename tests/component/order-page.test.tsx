import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../ports/model/order';
import OrderPage from '../../src/features/account/order-page';
import { givenAShop, type TestWorld } from '../support/build-root-store';
import { settle } from '../support/given-a-cart-shop';
import { aSeededOrderId, givenALoggedInCustomer, type DemoAccount } from '../support/given-a-customer';
import { renderAccountScreen } from '../support/render-with-stores';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderOrderPage(world: TestWorld, orderId: number) {
  await renderAccountScreen(
    <Routes>
      <Route path="/account/order/:id" element={<OrderPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { world, path: `/account/order/${orderId}` },
  );
  await act(() => settle());
}

/** A demo customer on the page of their first seeded order in that status. */
async function givenTheOrderPage(who: DemoAccount, status: OrderStatus, world = givenAShop()) {
  const customer = await givenALoggedInCustomer(who, world);
  const orderId = await aSeededOrderId(world, who, status);
  await renderOrderPage(world, orderId);
  const detail = await world.fakes.orders.getOrder({ orderId }, 'en_US');
  if (!detail.ok) throw new Error('the seeded order is missing');
  return { ...customer, orderId, detail: detail.value };
}

const click = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name }));
  await act(() => settle());
};
const notice = () =>
  screen
    .getAllByRole('status')
    .map((element) => element.textContent ?? '')
    .join(' ');
const amountAfter = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const sectionHeaded = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;

describe('/account/order/{id} (section 4)', () => {
  it('shows the lines, totals, addresses, delivery and payment', async () => {
    const { detail, order: store } = await givenTheOrderPage('private', 'sent');
    expect(screen.getByRole('heading', { name: `Order ${detail.ref}` })).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();

    const rows = within(screen.getByRole('table', { name: 'Items' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(detail.lines.length);
    detail.lines.forEach((line, index) => {
      const row = within(rows[index]!);
      expect(row.getByRole('rowheader').textContent).toBe(`${line.title}${line.ref}`);
      expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        String(line.quantity),
        expect.stringContaining(store.money(line.unitGross)),
        store.money(line.totalGross),
      ]);
    });

    expect(amountAfter('Shipping')).toBe(store.money(detail.postageGross));
    expect(detail.discountGross).toBeGreaterThan(0);
    expect(amountAfter('Discount')).toBe(store.money(-detail.discountGross));
    expect(amountAfter('Total excl. VAT')).toBe(store.money(detail.totalNet));
    expect(amountAfter('Total')).toBe(store.money(detail.totalGross));

    expect(within(sectionHeaded('Billing address')).getByText(/Strada Lipscani 53/)).toBeTruthy();
    expect(within(sectionHeaded('Delivery address')).getByText(/Strada Memorandumului 12/)).toBeTruthy();
    expect(within(sectionHeaded('Delivery')).getByText(detail.deliveryMethod)).toBeTruthy();
    expect(within(sectionHeaded('Delivery')).getByText(detail.paymentMethod)).toBeTruthy();
  });

  it('withdraws from the contract after the confirmation and tells when the shop received it', async () => {
    const { clock } = await givenTheOrderPage('private', 'sent');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await click('Withdraw from contract');
    expect(
      screen.getByText('Do you want to withdraw from the contract for this order? We will confirm it right away.'),
    ).toBeTruthy();
    await click('Confirm withdrawal');

    const now = new Date(clock.now());
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(now);
    const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(now);
    expect(notice()).toContain(`We have received your withdrawal from the contract on ${date} at ${time}.`);
    expect(screen.getByText('Withdrawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw from contract' })).toBeNull();
  });

  it('shows the VAT number a company order was placed with, under the billing address; a private order has none', async () => {
    await givenTheOrderPage('company', 'paid');
    expect(within(sectionHeaded('Billing address')).getByText('VAT number: RO18547290')).toBeTruthy();
  });

  it('a private order shows no VAT number', async () => {
    await givenTheOrderPage('private', 'sent');
    expect(screen.queryByText(/^VAT number:/)).toBeNull();
  });

  it('cancels a paid order after the confirmation', async () => {
    await givenTheOrderPage('company', 'paid');
    expect(screen.getByText('Paid')).toBeTruthy();
    await click('Cancel order');
    expect(screen.getByText('Cancel this order?')).toBeTruthy();
    await click('Yes, cancel the order');

    expect(notice()).toContain('Your order has been cancelled.');
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('going back from the confirmation keeps the order', async () => {
    await givenTheOrderPage('company', 'paid');
    await click('Cancel order');
    await click('No, go back');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
  });

  it('says so when the shop could not cancel the order', async () => {
    const world = givenAShop();
    world.knobs.fail('OrderPort.cancelOrder');
    await givenTheOrderPage('private', 'not_paid', world);
    await click('Cancel order');
    await click('Yes, cancel the order');

    expect(notice()).toContain('Failed to cancel order. Please try again or contact support.');
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
  });

  it('a cancelled order offers neither cancelling nor withdrawing', async () => {
    await givenTheOrderPage('private', 'canceled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw from contract' })).toBeNull();
  });

  it('sends a logged-out shopper to the login screen', async () => {
    await renderOrderPage(givenAShop(), 30002);
    expect(screen.getByTestId('where').textContent).toBe('/login-register');
  });
});
