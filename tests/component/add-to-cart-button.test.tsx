import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddToCartButton } from '../../src/features/cart/add-to-cart-button';
import { ToastViewport } from '../../src/shared/components/toast-viewport';
import { renderWithStores } from '../support/render-with-stores';
import { aSeededSofa, givenACartShop, theCart, type CartWorld } from '../support/given-a-cart-shop';
import type { Product } from '../../ports/model/product';

/** The button for one variant of a product, beside the toasts it announces in. */
const renderTheButtonWithToasts = (world: CartWorld, product: Product, pseId: number, quantity: number) =>
  renderWithStores(
    <>
      <AddToCartButton product={product} pseId={pseId} quantity={quantity} />
      <ToastViewport />
    </>,
    { world },
  );

describe('add to cart button', () => {
  it('takes no click before the shopper’s own state is read (a page the server rendered, still hydrating)', async () => {
    const world = givenACartShop({ unstarted: true });
    const { product, pseIds } = await aSeededSofa(world);
    await theCart(world);
    renderTheButtonWithToasts(world, product, pseIds[0], 1);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
    for (const step = world.root.startSteps('/'); !step.next().done;);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false));
  });

  it('adds once on a double click, is busy meanwhile, and announces success', async () => {
    const user = userEvent.setup();
    const world = givenACartShop();
    const { product, pseIds } = await aSeededSofa(world);
    await theCart(world);
    world.knobs.setLatency(50); // a real add takes longer than the gap between two clicks
    renderTheButtonWithToasts(world, product, pseIds[0], 2);

    await user.dblClick(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Adding…' }).getAttribute('aria-busy')).toBe('true');

    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Added to cart'));
    expect(world.callsTo('addLine')).toHaveLength(1);
    expect(world.root.cartLines.items.map((line) => line.quantity)).toEqual([2]);
  });

  it("shows the error toast 'Adding to cart failed'", async () => {
    const user = userEvent.setup();
    const world = givenACartShop();
    world.knobs.failNext('CartPort.addLine');
    const { product, pseIds } = await aSeededSofa(world);
    await theCart(world);
    renderTheButtonWithToasts(world, product, pseIds[0], 1);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Adding to cart failed');
  });

  it('is disabled without a variant to add', async () => {
    const world = givenACartShop();
    const { product } = await aSeededSofa(world);
    await theCart(world);
    renderWithStores(<AddToCartButton product={{ ...product, defaultPseId: null }} pseId={null} quantity={1} />, { world });

    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
  });
});
