import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CartPage from '../../src/features/cart/cart-page';
import { aSeededSofa, givenACartShop, settle, theCart } from '../support/given-a-cart-shop';
import { renderWithStores } from '../support/render-with-stores';

/** The cart page with one line in the cart. */
async function givenACartPageWithALine() {
  const world = givenACartShop();
  const { product, pseIds } = await aSeededSofa(world);
  const { cart } = await theCart(world);
  await cart.add(product, pseIds[0], 1);
  await settle();
  world.root.cartLines.setLocation('/cart');
  renderWithStores(<CartPage />, { world, path: '/cart' });
  await act(() => settle());
  return world;
}

describe("cart page: 'Delete all' (section 4)", () => {
  it('asks for confirmation, and keeps the items when the shopper changes their mind', async () => {
    const world = await givenACartPageWithALine();
    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));

    expect(screen.getByText('Remove all items from your cart?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my items' }));

    expect(screen.queryByText('Remove all items from your cart?')).toBeNull();
    expect(world.callsTo('clear')).toEqual([]);
    expect(screen.getAllByTestId(/^cart-line-/)).toHaveLength(1);
  });

  it('empties the cart once confirmed', async () => {
    const world = await givenACartPageWithALine();
    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete all' }));
    await act(() => settle());

    expect(world.callsTo('clear')).toHaveLength(1);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(world.storage.get('cart_id')).toBeNull();
  });
});
