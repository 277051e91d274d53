import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../ports/model/product';
import { MiniCart } from '../../src/features/cart/mini-cart';
import { CheckoutLines } from '../../src/features/checkout/checkout-lines';
import CartPage from '../../src/features/cart/cart-page';
import { givenAShop, type TestWorld } from '../support/build-root-store';
import { aSeededSofa, settle, theCart } from '../support/given-a-cart-shop';
import { renderWithStores } from '../support/render-with-stores';

/** An English shop whose cart holds one seeded sofa; the cart answers with Romanian names. */
async function givenAnEnglishCart(): Promise<{ world: TestWorld; english: Product; colour: string }> {
  const world = givenAShop({ config: { language: 'en', locale: 'ro_RO' } });
  const { product, pseIds } = await aSeededSofa(world);
  const { cart } = await theCart(world);
  await cart.add(product, pseIds[0], 1);
  const colour = product.colours.find((candidate) => candidate.sizes.some((size) => size.pseId === pseIds[0]))?.name ?? '';
  return { world, english: product, colour };
}

describe('cart lines in the interface language, on every screen that lists them', () => {
  it('the mini cart names the line in English', async () => {
    const { world, english } = await givenAnEnglishCart();
    expect(world.root.cartLines.items[0]?.title).not.toBe(english.title);
    renderWithStores(<MiniCart />, { world });
    await act(() => settle(10));

    expect(within(screen.getByRole('region', { name: 'Your cart' })).getByText(english.title)).toBeTruthy();
  });

  it('the cart page names the line and its colour in English', async () => {
    const { world, english, colour } = await givenAnEnglishCart();
    renderWithStores(<CartPage />, { world, path: '/cart' });
    await act(() => settle(10));

    expect(screen.getByRole('link', { name: english.title })).toBeTruthy();
    expect(screen.getByText(`Colour: ${colour}`)).toBeTruthy();
  });

  it('the checkout names the line in English', async () => {
    const { world, english } = await givenAnEnglishCart();
    renderWithStores(<CheckoutLines />, { world, path: '/checkout' });
    await act(() => settle(10));

    expect(screen.getByText(`1 × ${english.title}`)).toBeTruthy();
  });
});
