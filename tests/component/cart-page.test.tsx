import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_COUPON } from '../../adapters/fake/seed/seed-coupons';
import { fail } from '../../ports/model/result';
import { ToastViewport } from '../../src/shared/components/toast-viewport';
import CartPage from '../../src/features/cart/cart-page';
import { renderWithStores } from '../support/render-with-stores';
import { aCartLine, storedCart } from '../support/cart-line-builder';
import { aSeededSofa, givenACartShop, settle, theCart, type CartWorld } from '../support/given-a-cart-shop';

afterEach(() => vi.restoreAllMocks());

const plain = (text: string): string => text.replace(/\u00a0/g, ' ');

/** A cart page over the fakes with one real line (quantity 2) in the cart. */
async function givenACartPage(prepare?: (world: CartWorld, pseId: number, productId: number) => void) {
  const world = givenACartShop();
  const { product, pseIds } = await aSeededSofa(world);
  const { cart, cartTotals, cartLineLabels } = await theCart(world);
  await cart.add(product, pseIds[0], 2);
  await settle();
  prepare?.(world, pseIds[0], product.id);
  renderWithStores(
    <>
      <CartPage />
      <ToastViewport />
    </>,
    { world, path: '/cart' },
  );
  await act(() => settle());
  const line = world.root.cartLines.items[0];
  // What the line shows: its names in the interface language (the cart answers in the store's).
  const shown = line ? cartLineLabels.of(line) : { title: '', colour: null, size: null };
  return { world, cartTotals, product, line, shown, pseId: pseIds[0] };
}

const lineRow = (pseId: number) => screen.getByTestId(`cart-line-${pseId}`);

describe('cart page', () => {
  it('shows each line with image, title, variant, unit price, quantity, line total and delivery time', async () => {
    const { world, cartTotals, line, shown, pseId } = await givenACartPage();
    const row = lineRow(pseId);

    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: shown.title }).getAttribute('href')).toBe(`/${line!.pseUrl}`);
    expect(within(row).getByRole('img', { name: shown.title })).toBeTruthy();
    expect(within(row).getByText(`Colour: ${shown.colour}`)).toBeTruthy();
    expect(within(row).getByText(`Size: ${shown.size}`)).toBeTruthy();
    const unit = cartTotals.unitPrice(line!).amount!;
    expect(plain(row.textContent ?? '')).toContain(plain(world.root.pricing.format(unit)));
    expect(plain(row.textContent ?? '')).toContain(plain(world.root.pricing.format(Math.round(unit * 200) / 100)));
    expect((within(row).getByRole('spinbutton', { name: `Quantity of ${shown.title}` }) as HTMLInputElement).value).toBe('2');
    expect(await within(row).findByText(/^Delivery in \d+–\d+ working days$/)).toBeTruthy();
  });

  it('increases, decreases and sets the quantity through the server', async () => {
    const user = userEvent.setup();
    const { world, cartTotals, shown, pseId } = await givenACartPage();
    const row = lineRow(pseId);
    const input = within(row).getByRole('spinbutton') as HTMLInputElement;

    await user.click(within(row).getByRole('button', { name: `Increase the quantity of ${shown.title}` }));
    await vi.waitFor(() => expect(input.value).toBe('3'));
    expect(world.callsTo('setQuantity').at(-1)![1]).toBe(3);

    await user.click(within(row).getByRole('button', { name: `Decrease the quantity of ${shown.title}` }));
    await vi.waitFor(() => expect(input.value).toBe('2'));
    expect(world.callsTo('decrease').at(-1)![1]).toBe(1);

    await user.clear(input);
    await user.type(input, '5{Enter}');
    await vi.waitFor(() => expect(world.root.cartLines.items[0]!.quantity).toBe(5));
    expect(world.callsTo('setQuantity').at(-1)![1]).toBe(5);
    expect(plain(screen.getByTestId('cart-total').textContent ?? '')).toBe(
      plain(world.root.pricing.format(cartTotals.totals.total)),
    );
  });

  it('removes a line with a toast and then shows the empty state with a link to the products', async () => {
    const user = userEvent.setup();
    const { world, shown, pseId } = await givenACartPage();

    await user.click(within(lineRow(pseId)).getByRole('button', { name: `Remove ${shown.title} from the cart` }));

    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover our products' }).getAttribute('href')).toBe('/products');
    expect(screen.getByRole('alert').textContent).toContain('Removed from cart');
    expect(world.root.cartLines.items).toEqual([]);
  });

  it('removes the line when the quantity is set to 0', async () => {
    const user = userEvent.setup();
    const { pseId } = await givenACartPage();
    const input = within(lineRow(pseId)).getByRole('spinbutton');

    await user.clear(input);
    await user.type(input, '0{Enter}');

    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });

  it("shows 'Failed to update quantity' when the server refuses", async () => {
    const user = userEvent.setup();
    const { world, shown, pseId } = await givenACartPage();
    world.knobs.failNext('CartPort.setQuantity');

    await user.click(within(lineRow(pseId)).getByRole('button', { name: `Increase the quantity of ${shown.title}` }));

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update quantity');
    expect((within(lineRow(pseId)).getByRole('spinbutton') as HTMLInputElement).value).toBe('2');
  });

  it('shows the price-change notice from cart validation', async () => {
    const { world, line } = await givenACartPage((w, pseId) => w.knobs.changePrice(pseId, 1234.5));

    const notices = await screen.findByRole('status', { name: 'Your cart has changed' });
    const newPrice = plain(world.root.pricing.price(1234.5).text!);
    expect(plain(notices.textContent ?? '')).toContain(`The price of ${line!.title} was updated from`);
    expect(plain(notices.textContent ?? '')).toContain(`to ${newPrice}.`);
    expect(world.root.cartLines.items[0]!.unitNetPrice).toBe(1234.5);
  });

  it('shows the removed and quantity-changed notices', async () => {
    const { line } = await givenACartPage((w, pseId) => w.knobs.changeStock(pseId, 1));

    const notices = await screen.findByRole('status', { name: 'Your cart has changed' });
    expect(notices.textContent).toContain(`The quantity of ${line!.title} was changed from 2 to 1.`);
  });

  it("shows 'Cart is no longer available' when the server dropped the cart", async () => {
    await givenACartPage((w) => w.knobs.dropCart(w.root.cartLines.cartId!));

    const notices = await screen.findByRole('status', { name: 'Your cart has changed' });
    expect(notices.textContent).toContain('Cart is no longer available');
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it('shows the lines once their delivery times and warehouses are known, so that nothing moves when these arrive', async () => {
    const { pseId } = await givenACartPage(({ knobs }) => {
      knobs.latencyMs = 200;
    });
    expect(screen.queryByTestId(`cart-line-${pseId}`)).toBeNull();

    const row = await screen.findByTestId(`cart-line-${pseId}`, {}, { timeout: 3000 });
    expect(within(row).getByRole('combobox', { name: 'Ships from' })).toBeTruthy();
    expect(within(row).getByText(/^Delivery in \d+–\d+ working days$/)).toBeTruthy();
  });

  it('offers the fulfilment centres of a variant with several and changes the line to the chosen one', async () => {
    const user = userEvent.setup();
    const { world, pseId } = await givenACartPage();
    const select = (await within(lineRow(pseId)).findByRole('combobox', { name: 'Ships from' })) as HTMLSelectElement;

    expect(select.options.length).toBeGreaterThan(1);
    await user.selectOptions(select, '2');

    await vi.waitFor(() => expect(world.root.cartLines.items[0]!.fulfilmentCentreId).toBe(2));
    expect(world.callsTo('changeFulfilmentCentre')).toHaveLength(1);
  });

  it('applies a coupon and shows the code and the discount; a wrong code gives an inline error', async () => {
    const user = userEvent.setup();
    const { world } = await givenACartPage();
    const field = screen.getByRole('textbox', { name: 'Coupon code' });

    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This coupon could not be applied. Check the code and try again.',
    );

    await user.clear(field);
    await user.type(field, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const applied = await screen.findByTestId('applied-coupon');
    // The coupon takes 25 € off, shown in the shop's currency.
    const discount = Math.round(WELCOME_COUPON.discount * world.root.shop.currency.rate * 100) / 100;
    expect(plain(applied.textContent ?? '')).toBe(`Coupon WELCOME10 applied: −${plain(world.root.pricing.format(discount))}`);
    expect(screen.getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(world.storage.get('appliedCoupon')).toBe('WELCOME10');
  });

  it('links to checkout from the summary and from the sticky phone bar', async () => {
    await givenACartPage();

    const links = screen.getAllByRole('link', { name: 'To checkout' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/checkout', '/checkout']);
  });

  it('shows an error with retry when the cart could not be loaded from the server', async () => {
    const user = userEvent.setup();
    let down = true;
    const world = givenACartShop({
      stored: storedCart(aCartLine().inCart(500)),
      cart: (fakes) => ({
        getCart: async (cartId, customerId) =>
          down ? fail({ kind: 'failed', message: 'Failed to fetch' }) : fakes.cart.getCart(cartId, customerId),
        validate: async () => fail({ kind: 'failed', message: 'Failed to fetch' }),
      }),
    });
    await theCart(world);
    renderWithStores(<CartPage />, { world, path: '/cart' });
    await act(() => settle());

    expect(screen.getByText('Your cart could not be updated from the server. The items below may be out of date.')).toBeTruthy();
    expect(screen.getByText('Velvet sofa')).toBeTruthy();

    down = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(world.callsTo('getCart').length).toBeGreaterThan(1);
  });

  it('shows the empty state for an empty cart', async () => {
    const world = givenACartShop();
    await theCart(world);
    renderWithStores(<CartPage />, { world, path: '/cart' });

    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });
});
