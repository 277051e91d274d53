import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_PORT } from '../../ports/product-port';
import { AppRoutes } from '../../src/app/app-routes';
import { givenARecordedPort } from '../support/given-a-recorded-port';
import { renderWithStores } from '../support/render-with-stores';

// The screens are replaced by recorders that load nothing: only the routes can start the stores' download.
vi.mock('../../src/features/catalog/listing-page', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('output', { 'data-testid': 'listing-page' }) };
});
vi.mock('../../src/features/product/product-page', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('output', { 'data-testid': 'product-page' }) };
});

describe("a screen's stores download together with its code", () => {
  it("the product route starts the product screen's stores, and only those", async () => {
    const { world } = renderWithStores(<AppRoutes />, { path: '/product/2021' });
    await screen.findByTestId('product-page', {}, { timeout: 3000 });
    await vi.waitFor(() => expect(world.root.productPage.value).toBeDefined());
    expect(world.root.listingPage.value).toBeUndefined();
  });

  it.each(['/products', '/shop-grid-standard/new'])("the listing route %s starts the listing screens' stores", async (path) => {
    const { world } = renderWithStores(<AppRoutes />, { path });
    await screen.findByTestId('listing-page', {}, { timeout: 3000 });
    await vi.waitFor(() => expect(world.root.listingPage.value).toBeDefined());
    expect(world.root.productPage.value).toBeUndefined();
  });

  it('the product route asks for its product while the screen’s code is still on its way', async () => {
    const world = givenARecordedPort(PRODUCT_PORT, (fakes) => fakes.products);
    renderWithStores(<AppRoutes />, { path: '/product/2021', world });
    await screen.findByTestId('product-page', {}, { timeout: 3000 });
    expect(world.recorded.callsTo('getProduct').map(([id]) => id)).toEqual([2021]);
  });

  it('a product path without a valid id asks for nothing', async () => {
    const world = givenARecordedPort(PRODUCT_PORT, (fakes) => fakes.products);
    renderWithStores(<AppRoutes />, { path: '/product/0x10', world });
    await screen.findByTestId('product-page', {}, { timeout: 3000 });
    expect(world.recorded.count('getProduct')).toBe(0);
  });
});
