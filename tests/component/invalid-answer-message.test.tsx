import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { CATALOG_PORT, type CatalogPort } from '../../ports/catalog-port';
import { fail, portError, type PortErrorKind } from '../../ports/model/result';
import { bindingOf } from '../../ports/port-token';
import { PRODUCT_PORT, type ProductPort } from '../../ports/product-port';
import HomePage from '../../src/features/home/home-page';
import ProductPage from '../../src/features/product/product-page';
import { aFakeFamily, givenAShop } from '../support/build-root-store';
import { recordingPort } from '../support/recording-port';
import { renderCatalogScreen, renderWithStores } from '../support/render-with-stores';

const INVALID = 'This could not be loaded. Try again.';
const CONNECTION = 'This could not be loaded. Check your connection and try again.';

/** The product page of a shop whose product port fails with `kind`. */
async function productPageFailingWith(kind: PortErrorKind) {
  const family = aFakeFamily();
  const products = recordingPort<ProductPort>(family.fakes.products, {
    getProduct: async () => fail(portError(kind, 'GET /api/products/{id} 200: /0/TAXED_PRICE must be <= 10000000')),
  });
  const world = givenAShop({ ...family, ports: [bindingOf(PRODUCT_PORT, products.port)] });
  await renderCatalogScreen(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>,
    { world, path: `/product/${seedFacts().productInStockId}` },
  );
  return (await screen.findByRole('alert')).textContent ?? '';
}

describe('a product whose data failed validation', () => {
  it('reads as "could not be loaded, try again", not as a connection problem', async () => {
    const shown = await productPageFailingWith('invalid-response');
    expect(shown).toContain(INVALID);
    expect(shown).not.toContain('connection');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a network failure still asks the shopper to check the connection', async () => {
    expect(await productPageFailingWith('network')).toContain(CONNECTION);
  });
});

describe('the home page whose bestsellers failed validation', () => {
  it('reads as "could not be loaded, try again" too', async () => {
    const family = aFakeFamily();
    const catalog = recordingPort<CatalogPort>(family.fakes.catalog, {
      getBestsellers: async () => fail(portError('invalid-response', 'GET /api/bestsellers 200: /0/price must be <= 10000000')),
    });
    const world = givenAShop({ ...family, ports: [bindingOf(CATALOG_PORT, catalog.port)] });
    renderWithStores(<HomePage />, { world });
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
  });
});
