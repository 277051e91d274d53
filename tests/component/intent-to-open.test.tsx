import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PORT, type ProductPort } from '../../ports/product-port';
import { ProductCard } from '../../src/features/catalog/product-card';
import { CatalogScreenPreloads } from '../../src/features/product/catalog-screens';
import { givenARecordedPort } from '../support/given-a-recorded-port';
import { aProduct } from '../support/product-builder';
import { renderWithStores } from '../support/render-with-stores';

/** A product card among the app's routes (which give the catalog screens' preloads), or outside them. */
function givenACard({ amongTheRoutes = true } = {}) {
  const world = givenARecordedPort<ProductPort>(PRODUCT_PORT, (fakes) => fakes.products);
  const product = aProduct().build();
  const card = <ProductCard product={product} />;
  renderWithStores(amongTheRoutes ? <CatalogScreenPreloads>{card}</CatalogScreenPreloads> : card, { world });
  return { ...world, product, link: screen.getByRole('link') };
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a product card starts its page on the shopper’s intent, before the click', () => {
  it('pointing at it downloads the product page’s stores, and asks for no product yet', async () => {
    const { root, recorded, link } = givenACard();
    expect(root.productPage.value).toBeUndefined();
    fireEvent.pointerEnter(link);
    await waitFor(() => expect(root.productPage.value).toBeDefined());
    expect(recorded.count('getProduct')).toBe(0);
  });

  it('focusing it from the keyboard does the same', async () => {
    const { root, link } = givenACard();
    fireEvent.focus(link);
    await waitFor(() => expect(root.productPage.value).toBeDefined());
  });

  it('pressing it (a touch starts here) asks for the product too, once', async () => {
    const { root, recorded, product, link } = givenACard();
    fireEvent.pointerDown(link);
    fireEvent.pointerDown(link);
    expect(recorded.callsTo('getProduct')).toEqual([[product.id, root.shop.context]]);
    await waitFor(() => expect(root.productPage.value).toBeDefined());
  });

  it('outside the app’s routes, pointing at it downloads nothing', async () => {
    const { root, link } = givenACard({ amongTheRoutes: false });
    fireEvent.pointerEnter(link);
    await aMoment();
    expect(root.productPage.value).toBeUndefined();
  });
});
