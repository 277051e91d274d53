import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPort } from '../../ports/checkout-port';
import { fail, ok } from '../../ports/model/result';
import { CartIndicator } from '../../src/features/cart/cart-indicator';
import { shopSettingsLoaded, type TestWorld } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';
import { aCartLine, storedCart } from '../support/cart-line-builder';
import { aSeededSofa, givenACartShop, settle, theCart } from '../support/given-a-cart-shop';
import { aLoginOfTheTestDay } from '../support/jwt-builder';

afterEach(() => vi.restoreAllMocks());

const offline = { getCart: async () => fail({ kind: 'failed' as const, message: 'Failed to fetch' }) };

const postage = (gross: number): Partial<CheckoutPort> => ({
  listDeliveryMethods: async () => ok([{ id: 12, position: 1, title: 'Parcel', code: 'standard' }]),
  getPostage: async () => ok({ net: gross / 1.21, gross }),
  listPaymentMethods: async () => ok([]),
});

/**
 * A gross euro amount as the Romanian shop shows it: in lei at the store's rate, with plain spaces
 * (the text matcher normalises no-break spaces).
 */
const lei = (world: TestWorld, euro: number): string =>
  world.root.pricing.format(Math.round(euro * world.root.shop.currency.rate * 100) / 100).replace(/\u00a0/g, ' ');
const plain = (text: string | null): string => (text ?? '').replace(/\u00a0/g, ' ');

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname} ${JSON.stringify(location.state ?? null)}`}</output>;
}

function givenACart(options: { loggedIn?: boolean; shipmentGross?: number; quantity?: number; empty?: boolean } = {}) {
  const line = aCartLine()
    .forPse(1)
    .titled('Velvet sofa')
    .withQuantity(options.quantity ?? 2)
    .withNetPrice(100)
    .inCart(500);
  return givenACartShop({
    stored: {
      ...(options.empty ? {} : storedCart(line)),
      ...(options.loggedIn ? { customer_id: '501', jwtToken: aLoginOfTheTestDay() } : {}),
    },
    cart: offline,
    checkout: postage(options.shipmentGross ?? 0),
  });
}

/** The header's cart on a page; the cart's own stores have loaded (a stored cart starts them). */
async function renderIndicator(world: ReturnType<typeof givenACart>, path = '/') {
  await theCart(world);
  return renderWithStores(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <p>Outside</p>
            <CartIndicator />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { world, path },
  );
}

const openMiniCart = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /^Cart,/ }));
  // The mini cart is lazy-loaded: wait for it to arrive.
  return screen.findByRole('region', { name: 'Your cart' });
};

describe('cart indicator', () => {
  it.each([
    [2, '2', false],
    [100, '100', true],
    [1500, '1k', true],
  ])('shows %i items as badge %s (smaller font: %s) and names the count', async (quantity, text, small) => {
    await renderIndicator(givenACart({ quantity }));

    const button = screen.getByRole('button', { name: `Cart, ${quantity.toLocaleString('en-GB')} items` });
    const badge = within(button).getByTestId('cart-badge');
    expect(badge.textContent).toBe(text);
    expect(badge.className.includes('badgeSmall')).toBe(small);
  });

  it('offers a plain link to /cart for phones', async () => {
    const user = userEvent.setup();
    await renderIndicator(givenACart());

    await user.click(screen.getByRole('link', { name: 'Go to the cart, 2 items' }));

    expect(screen.getByTestId('location').textContent).toBe('/cart null');
  });
});

describe('mini cart', () => {
  it('lists lines with quantity × unit price and the totals; shipment 0 reads Free', async () => {
    const user = userEvent.setup();
    const world = givenACart({ shipmentGross: 0 });
    await renderIndicator(world);
    await act(() => settle());
    await shopSettingsLoaded(world);

    const panel = await openMiniCart(user);

    expect(within(panel).getByText('Velvet sofa')).toBeTruthy();
    // 100 € net is 121 € gross.
    expect(within(panel).getByText(`2 × ${lei(world, 121)}`)).toBeTruthy();
    expect(within(panel).getByTestId('cart-shipment').textContent).toBe('Free');
    expect(plain(within(panel).getByTestId('cart-total').textContent)).toBe(lei(world, 242));
  });

  it('shows the total as calculating, not as the goods value, while the shipment is calculated', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const world = givenACartShop({
      stored: storedCart(aCartLine().forPse(1).titled('Velvet sofa').withQuantity(2).withNetPrice(100).inCart(500)),
      cart: offline,
      checkout: {
        ...postage(12.1),
        getPostage: () => new Promise((resolve) => (answer = () => resolve(ok({ net: 10, gross: 12.1 })))),
      },
    });
    await renderIndicator(world);
    await act(() => settle());
    await shopSettingsLoaded(world);

    const panel = await openMiniCart(user);
    const total = within(panel).getByTestId('cart-total');
    expect(total.textContent).toBe('Calculating the total…');
    expect(total.getAttribute('aria-busy')).toBe('true');

    await act(async () => {
      answer();
      await settle();
    });
    expect(plain(total.textContent)).toBe(lei(world, 254.1));
    expect(total.getAttribute('aria-busy')).toBe('false');
  });

  it('shows a shipment above 0 as an amount and adds it to the total', async () => {
    const user = userEvent.setup();
    const world = givenACart({ shipmentGross: 12.1 });
    await renderIndicator(world);
    await act(() => settle());
    await shopSettingsLoaded(world);

    const panel = await openMiniCart(user);

    expect(plain(within(panel).getByTestId('cart-shipment').textContent)).toBe(lei(world, 12.1));
    expect(plain(within(panel).getByTestId('cart-total').textContent)).toBe(lei(world, 254.1));
  });

  it('offers a guest Register to continue, Log in, OR and Continue as guest instead of To checkout', async () => {
    const user = userEvent.setup();
    await renderIndicator(givenACart());

    let panel = await openMiniCart(user);
    expect(within(panel).queryByRole('link', { name: 'To checkout' })).toBeNull();
    expect(within(panel).getByText('OR')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Continue as guest' }).getAttribute('href')).toBe('/checkout');
    expect(within(panel).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login-register');

    await user.click(within(panel).getByRole('link', { name: 'Register to continue' }));
    expect(screen.getByTestId('location').textContent).toBe('/login-register {"defaultTab":"register"}');

    panel = await openMiniCart(user);
    await user.click(within(panel).getByRole('link', { name: 'Log in' }));
    expect(screen.getByTestId('location').textContent).toBe('/login-register null');
  });

  it('offers a logged-in customer Cart and To checkout', async () => {
    const user = userEvent.setup();
    await renderIndicator(givenACart({ loggedIn: true }));

    const panel = await openMiniCart(user);

    expect(within(panel).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(within(panel).getByRole('link', { name: 'To checkout' }).getAttribute('href')).toBe('/checkout');
    expect(within(panel).queryByRole('link', { name: 'Register to continue' })).toBeNull();
    expect(within(panel).queryByText('OR')).toBeNull();
  });

  it('removes a line from the mini cart', async () => {
    const user = userEvent.setup();
    const world = givenACartShop();
    const { product, pseIds } = await aSeededSofa(world);
    const { cart } = await theCart(world);
    await cart.add(product, pseIds[0], 1);
    await act(() => settle());
    await renderIndicator(world);
    // The line's title in the interface language, as the catalogue names it.
    const title = product.title;

    const panel = await openMiniCart(user);
    await user.click(within(panel).getByRole('button', { name: `Remove ${title} from the cart` }));

    expect(await within(panel).findByText('No items added to cart')).toBeTruthy();
    expect(world.root.cartLines.items).toEqual([]);
  });

  it('hides the remove buttons on /checkout', async () => {
    const user = userEvent.setup();
    await renderIndicator(givenACart(), '/checkout');

    const panel = await openMiniCart(user);

    expect(within(panel).getByText('Velvet sofa')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it.each([
    ['a guest', false],
    ['a logged-in customer', true],
  ])('offers %s on /checkout only the way back to the cart, not Register, Log in or Continue as guest', async (_, loggedIn) => {
    const user = userEvent.setup();
    await renderIndicator(givenACart({ loggedIn }), '/checkout');

    const panel = await openMiniCart(user);

    expect(within(panel).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    for (const name of ['Register to continue', 'Log in', 'Continue as guest', 'To checkout'])
      expect(within(panel).queryByRole('link', { name })).toBeNull();
    expect(within(panel).queryByText('OR')).toBeNull();
  });

  it("says 'No items added to cart' when the cart is empty", async () => {
    const user = userEvent.setup();
    await renderIndicator(givenACart({ empty: true }));

    const panel = await openMiniCart(user);

    expect(within(panel).getByText('No items added to cart')).toBeTruthy();
    expect(within(panel).queryByTestId('cart-total')).toBeNull();
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    await renderIndicator(givenACart());
    await openMiniCart(user);

    await user.click(screen.getByText('Outside'));

    expect(screen.queryByRole('region', { name: 'Your cart' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Cart,/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('stays open on a click inside, and closes on Escape returning focus to the cart button', async () => {
    const user = userEvent.setup();
    await renderIndicator(givenACart());
    const panel = await openMiniCart(user);

    await user.click(within(panel).getByText('Velvet sofa'));
    expect(screen.getByRole('region', { name: 'Your cart' })).toBeTruthy();

    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Your cart' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Cart,/ }));
  });
});
