import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAYMENT_RETRY_WAIT_MS } from '../../src/domain/payment-retry';
import FakeProviderPage from '../../src/features/checkout/fake-provider-page';
import OrderFailedPage from '../../src/features/checkout/order-failed-page';
import OrderPlacedPage from '../../src/features/checkout/order-placed-page';
import { givenAShop, type TestWorld } from '../support/build-root-store';
import { settle } from '../support/given-a-cart-shop';
import { aCardPayment, givenAnApprovedPayment, givenAPaymentAtTheProvider } from '../support/given-a-payment';
import { renderCheckoutScreen } from '../support/render-with-stores';
import { useStores } from '../../src/shared/store-context';

function Where() {
  const { pathname, search } = useLocation();
  const { cartLines } = useStores();
  return (
    <>
      <output data-testid="where">{pathname + search}</output>
      <Link to={`/fake-provider?cart_id=${cartLines.cartId}&provider=card`}>Pay now</Link>
    </>
  );
}

/** The outcome routes as the app has them, and a marker for anywhere else (the checkout). */
async function renderAt(world: TestWorld, path: string) {
  await renderCheckoutScreen(
    <Routes>
      <Route path="/order-placed" element={<OrderPlacedPage />} />
      <Route path="/order-failed" element={<OrderFailedPage />} />
      <Route path="/fake-provider" element={<FakeProviderPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { world, path },
  );
  await act(() => settle());
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const click = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name }));
  await act(() => settle());
};

describe('/order-placed', () => {
  it('confirms the order with its lines, totals, addresses, methods and what happens next, and ends the cart', async () => {
    const world = await givenAnApprovedPayment();
    const placed = await world.fakes.orders.getPlacedOrder(world.cartId, 'en_US');
    if (!placed.ok) throw new Error('no placed order');
    const order = placed.value;

    await renderAt(world, `/order-placed?cart_id=${world.cartId}`);

    expect(heading()).toBe('Thank you for your order');
    expect(screen.getByText(new RegExp(`Your order ${order.ref} has been placed`))).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Items' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(order.lines.length);
    expect(rows[0]?.textContent).toContain(order.lines[0]!.title);
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      world.root.pricing.format(order.totalGross),
    );
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeTruthy();
    expect(screen.getByText(order.deliveryMethod)).toBeTruthy();
    expect(screen.getByText(order.paymentMethod)).toBeTruthy();
    // Saturday morning: no next-day delivery.
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(screen.getByText(/next working day and let you know/)).toBeTruthy();

    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.storage.get('delivery_id')).toBeNull();
    expect(world.root.cartLines.items).toEqual([]);
  });

  it.each(['/order-placed', '/order-placed?cart_id=undefined', '/order-placed?cart_id=0'])(
    '%s says the link names no valid cart, and keeps the cart',
    async (path) => {
      const world = await givenAPaymentAtTheProvider();
      await renderAt(world, path);
      expect(heading()).toBe('Thank you for your order');
      expect(screen.getByRole('alert').textContent).toMatch(/does not name a valid cart/);
      expect(screen.queryByRole('table')).toBeNull();
      expect(world.storage.get('cart_id')).toBe(String(world.cartId));
    },
  );

  it('says when there is no order for the cart, and keeps the cart', async () => {
    const world = await givenAPaymentAtTheProvider();
    await renderAt(world, `/order-placed?cart_id=${world.cartId}`);
    expect(screen.getByRole('alert').textContent).toMatch(/could not find an order for this cart/);
    expect(world.storage.get('cart_id')).toBe(String(world.cartId));
    expect(world.storage.get('delivery_id')).not.toBeNull();
  });
});

describe('/order-failed', () => {
  it('says the payment was unsuccessful and keeps the cart', async () => {
    const world = await givenAPaymentAtTheProvider();
    await world.fakes.provider.decline(world.cartId);
    await renderAt(world, `/order-failed?cart_id=${world.cartId}`);
    expect(screen.getByRole('alert').textContent).toBe("We're sorry - there was a problem and your payment was unsuccessful");
    expect(world.storage.get('cart_id')).toBe(String(world.cartId));
    expect(world.root.cartLines.items).toHaveLength(1);
  });

  it('makes a shopper who retries at once wait 2 minutes, then lets them go to the checkout', async () => {
    const world = await givenAPaymentAtTheProvider();
    world.checkout.orderFailed.recordAttempt(); // as the checkout does when it pays
    await renderAt(world, `/order-failed?cart_id=${world.cartId}`);

    await click('Try again');
    expect(screen.getByRole('status').textContent).toBe('You have to wait 2 minutes to try again.');
    expect(screen.queryByTestId('where')).toBeNull();

    act(() => world.clock.advanceBy(PAYMENT_RETRY_WAIT_MS));
    await click('Choose another payment method');
    expect(screen.getByTestId('where').textContent).toBe('/checkout');
  });

  it('still makes the shopper wait after a reload', async () => {
    const world = await givenAPaymentAtTheProvider();
    world.checkout.orderFailed.recordAttempt();
    world.clock.advanceBy(60_000);
    const reloaded = givenAShop({ storage: world.storage, clock: world.clock, fakes: world.fakes });

    await renderAt(reloaded, `/order-failed?cart_id=${world.cartId}`);
    await click('Choose another payment method');

    expect(screen.getByRole('status').textContent).toBe('You have to wait 2 minutes to try again.');
    expect(screen.queryByTestId('where')).toBeNull();
  });
});

describe('/fake-provider (fake mode)', () => {
  it('shows the amount, provider and e-mail; Approve leads to the placed order', async () => {
    const world = await givenAPaymentAtTheProvider();
    await renderAt(world, `/fake-provider?cart_id=${world.cartId}&provider=card`);
    expect(heading()).toBe('Test payment provider');
    expect(screen.getByText('Provider', { selector: 'dt' }).nextElementSibling?.textContent).toBe('card');
    const pending = await world.fakes.provider.pending(world.cartId);
    if (!pending.ok || pending.value === null) throw new Error('no payment waits');
    const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'RON' }).format(pending.value.amountGross);
    // The Romanian shop's order is in lei, never shown as euro.
    expect(screen.getByText('Amount', { selector: 'dt' }).nextElementSibling?.textContent).toBe(amount);

    await click('Approve');

    expect(heading()).toBe('Thank you for your order');
    expect(screen.getByRole('table', { name: 'Items' })).toBeTruthy();
    expect(world.storage.get('cart_id')).toBeNull();
  });

  it('Decline leads to the failed order with the cart kept', async () => {
    const world = await givenAPaymentAtTheProvider();
    await renderAt(world, `/fake-provider?cart_id=${world.cartId}&provider=card`);

    await click('Decline');

    expect(screen.getByRole('alert').textContent).toMatch(/your payment was unsuccessful/);
    expect(world.storage.get('cart_id')).toBe(String(world.cartId));
    expect(world.root.cartLines.items).toHaveLength(1);
    expect((await world.fakes.cart.getCart(world.cartId, null)).ok).toBe(true);
  });

  it('after a decline and the wait, the next payment of the cart waits for Approve or Decline again', async () => {
    const world = await givenAPaymentAtTheProvider();
    await renderAt(world, `/fake-provider?cart_id=${world.cartId}&provider=card`);
    await click('Decline');
    act(() => world.clock.advanceBy(PAYMENT_RETRY_WAIT_MS));
    await click('Try again');
    expect(screen.getByTestId('where').textContent).toBe('/checkout');

    await world.fakes.payment.pay(aCardPayment(world.cartId));
    await userEvent.click(screen.getByRole('link', { name: 'Pay now' }));
    await act(() => settle());

    expect(heading()).toBe('Test payment provider');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    await click('Approve');
    expect(heading()).toBe('Thank you for your order');
  });

  it('is the not-found screen without the fake family (the http build)', async () => {
    const world = givenAShop({ withoutFakeProvider: true });
    await renderAt(world, '/fake-provider?cart_id=5&provider=card');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(document.querySelector('[data-reason="route-not-found"]')).not.toBeNull();
  });
});
