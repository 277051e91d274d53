import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PICKUP_POINTS } from '../../adapters/fake/seed/seed-checkout';
import { parseStoredPickup } from '../../src/domain/local-pickup';
import CheckoutPage from '../../src/features/checkout/checkout-page';
import OrderPlacedPage from '../../src/features/checkout/order-placed-page';
import { givenAShop, type TestWorld } from '../support/build-root-store';
import { settle } from '../support/given-a-cart-shop';
import { givenACheckout } from '../support/given-a-checkout';
import { aKeptPickup } from '../support/given-a-pickup';
import { givenAnApprovedPayment } from '../support/given-a-payment';
import { renderCheckoutScreen } from '../support/render-with-stores';

const [BUCHAREST, CLUJ] = PICKUP_POINTS as [(typeof PICKUP_POINTS)[0], (typeof PICKUP_POINTS)[0]];

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

async function renderAt(world: TestWorld, path: string) {
  await renderCheckoutScreen(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/order-placed" element={<OrderPlacedPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { world, path },
  );
  await act(() => settle(10));
}

const click = async (element: HTMLElement) => {
  await userEvent.click(element);
  await act(() => settle(10));
};
const pickupPoints = () => screen.queryByRole('group', { name: 'Pickup point' });

describe('local pickup at /checkout', () => {
  it('lists the pickup points with local pickup, asks for one before paying, and keeps it for the cart', async () => {
    const world = await givenACheckout(givenAShop());
    world.stop();
    await renderAt(world, '/checkout');
    expect(pickupPoints()).toBeNull();

    await click(screen.getByRole('radio', { name: 'Local pickup' }));
    const points = within(pickupPoints()!);
    expect(points.getAllByRole('radio')).toHaveLength(2);
    const bucharest = points.getByRole('radio', { name: new RegExp(BUCHAREST.name) });
    expect(bucharest.closest('label')?.textContent).toContain(`Opening hours: ${BUCHAREST.openingHours}`);
    expect(bucharest.closest('label')?.textContent).toContain(`Phone: ${BUCHAREST.phone}`);
    expect(bucharest.closest('label')?.textContent).toContain(`${BUCHAREST.address1}, ${BUCHAREST.zipCode} ${BUCHAREST.city}`);

    await click(screen.getAllByRole('radio', { name: /Credit card/ })[0]!);
    await click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a pickup point');
    expect(screen.queryByTestId('where')).toBeNull();

    await click(points.getByRole('radio', { name: new RegExp(CLUJ.name) }));
    expect(screen.getByRole('alert').textContent).toBe('');
    await click(screen.getByRole('button', { name: 'Pay now' }));

    expect(screen.getByTestId('where').textContent).toBe('/fake-provider');
    expect(parseStoredPickup(world.storage.get('local_pickup'))).toMatchObject({
      cartId: world.root.cartLines.cartId,
      pointId: CLUJ.id,
    });
  });

  it('shows no pickup in a store without local pickup (de_DE)', async () => {
    const world = await givenACheckout(givenAShop({ config: { locale: 'de_DE', language: 'de' } }));
    world.stop();
    await renderAt(world, '/checkout');
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
    expect(screen.queryByRole('radio', { name: /Selbstabholung/ })).toBeNull();
    expect(pickupPoints()).toBeNull();
  });
});

describe('local pickup at /order-placed', () => {
  it('applies the pickup to the order and shows where to pick it up', async () => {
    const world = await givenAnApprovedPayment();
    aKeptPickup(world.storage, { cartId: world.cartId, pointId: CLUJ.id, addressId: 7001 });

    await renderAt(world, `/order-placed?cart_id=${world.cartId}`);

    const where = screen.getByRole('region', { name: 'Where to pick up your order' });
    expect(where.textContent).toContain(CLUJ.name);
    expect(where.textContent).toContain(`Opening hours: ${CLUJ.openingHours}`);
  });

  it("says 'Could not process local pickup address.' when it fails, and succeeds on retry", async () => {
    const world = await givenAnApprovedPayment();
    aKeptPickup(world.storage, { cartId: world.cartId, pointId: CLUJ.id, addressId: 7001 });
    world.knobs.failNext('CheckoutPort.choosePickupAddress');

    await renderAt(world, `/order-placed?cart_id=${world.cartId}`);

    expect(screen.getByRole('alert').textContent).toContain('Could not process local pickup address.');
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Where to pick up your order' }).textContent).toContain(CLUJ.name);
  });

  it('shows no pickup section for an order without local pickup', async () => {
    const world = await givenAnApprovedPayment();
    await renderAt(world, `/order-placed?cart_id=${world.cartId}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order');
    expect(screen.queryByRole('region', { name: 'Where to pick up your order' })).toBeNull();
  });
});
