import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Product, ProductSize } from '../../ports/model/product';
import ProductPage from '../../src/features/product/product-page';
import type { TestWorld } from '../support/build-root-store';
import { givenACartShop, settle } from '../support/given-a-cart-shop';
import { renderCatalogScreen } from '../support/render-with-stores';

/** A seeded product with a size in stock whose own price differs from the product's base price. */
async function aProductWithAPricierSize(world: TestWorld): Promise<{ product: Product; size: ProductSize; sizeNet: number }> {
  const page = await world.fakes.catalog.listProducts({ limit: 200, offset: 0, sort: 'default' }, world.root.shop.context);
  for (const product of page.ok ? page.value.products : []) {
    if (product.isPriceRequest) continue;
    for (const size of product.colours[0]?.sizes ?? []) {
      if (size.stock < 5) continue;
      const pse = await world.fakes.products.getSaleElement(size.pseId, world.root.shop.context);
      if (pse.ok && pse.value.netPrice > product.netPrice) return { product, size, sizeNet: pse.value.netPrice };
    }
  }
  throw new Error('the seed needs a product with a pricier size');
}

describe('adding the chosen variant (spec 4): its price from the click on', () => {
  it('the new cart line and the addToCart event carry the chosen size’s price, as the page shows it', async () => {
    const world = givenACartShop();
    const { product, size, sizeNet } = await aProductWithAPricierSize(world);
    await renderCatalogScreen(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { world, path: `/product/${product.id}` },
    );
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(size.name) }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(false));
    const shown = world.root.pricing.productPrice(sizeNet, null, product.defaultCategoryId).amount;

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await act(() => settle());

    const line = world.root.cartLines.items[0];
    expect(line).toMatchObject({ pseId: size.pseId, unitNetPrice: sizeNet });
    expect(world.analytics.events.at(-1)).toMatchObject({ event: 'addToCart', pseId: size.pseId, grossPrice: shown });
  });
});
