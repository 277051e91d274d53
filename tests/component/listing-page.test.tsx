import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CATALOG_PORT, type CatalogPort } from '../../ports/catalog-port';
import type { BrandWithCount } from '../../ports/model/category';
import type { ProductQuery } from '../../ports/model/product';
import { ok } from '../../ports/model/result';
import { bindingOf } from '../../ports/port-token';
import ListingPage from '../../src/features/catalog/listing-page';
import { aFakeFamily, givenAShop, type TestWorld } from '../support/build-root-store';
import { recordingPort } from '../support/recording-port';
import { renderCatalogScreen } from '../support/render-with-stores';

/** A started shop whose catalog port is recorded, with some methods replaced. */
function shopWith(overrides: Partial<CatalogPort> = {}) {
  const family = aFakeFamily();
  const catalog = recordingPort<CatalogPort>(family.fakes.catalog, overrides);
  const world = givenAShop({ ...family, ports: [bindingOf(CATALOG_PORT, catalog.port)] });
  const productRequests = () => catalog.callsTo('listProducts').map(([query]) => query as ProductQuery);
  return { world, productRequests };
}

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderListing(world: TestWorld, path: string) {
  return renderCatalogScreen(
    <>
      <Routes>
        <Route path="/products" element={<ListingPage source="all" />} />
        <Route path="/shop-grid-standard/:type" element={<ListingPage source="grid" />} />
      </Routes>
      <Where />
    </>,
    { world, path },
  );
}

const cards = () => screen.queryAllByTestId('product-card');
const skeletons = () => screen.queryAllByTestId('product-card-skeleton');
const search = () => screen.getByTestId('search').textContent;

describe('listing page', () => {
  it('shows skeleton cards in the grid while loading, then the products with the result count', async () => {
    const { world } = shopWith();
    await renderListing(world, '/products');
    expect(skeletons()).toHaveLength(24);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(skeletons()).toHaveLength(0);
    expect(screen.getByTestId('result-count').textContent).toMatch(/^\d+ products$/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All products');
  });

  it('the sort select writes ?sort= and asks the server for that order', async () => {
    const { world, productRequests } = shopWith();
    const user = userEvent.setup();
    await renderListing(world, '/products');
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(search()).toBe('?sort=priceLowToHigh');
    await waitFor(() =>
      expect(productRequests().at(-1)).toMatchObject({
        sort: 'priceLowToHigh',
        offset: 0,
      }),
    );
    await waitFor(() => expect(cards()).toHaveLength(24));
  });

  it("'Load more' writes ?page= and appends the next 24 (offset 24)", async () => {
    const { world, productRequests } = shopWith();
    await renderListing(world, '/products?sort=priceHighToLow');
    await waitFor(() => expect(cards()).toHaveLength(24));
    const first = cards()[0]?.getAttribute('data-product-id');
    const loadMore = screen.getByRole('link', { name: 'Load more' });
    expect(loadMore.getAttribute('href')).toBe('/products?sort=priceHighToLow&page=2');
    fireEvent.click(loadMore);
    expect(search()).toBe('?sort=priceHighToLow&page=2');
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(cards()[0]?.getAttribute('data-product-id')).toBe(first);
    expect(productRequests().map((query) => query.offset)).toEqual([0, 24]);
    expect(screen.getByText(/^Showing 48 of \d+ products$/)).toBeTruthy();
  });

  it('junk in the query falls back to the defaults', async () => {
    const { world, productRequests } = shopWith();
    await renderListing(world, '/products?page=-3&sort=%3Cscript%3E');
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(productRequests()).toEqual([{ limit: 24, offset: 0, sort: 'default' }]);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('default');
  });

  it('shows brand filters only for counts above 0, and choosing one writes ?brand=', async () => {
    const brands: BrandWithCount[] = [
      { id: 1, title: 'Nordholm', descriptionHtml: '', url: 'n', logoUrl: null, count: 12 },
      { id: 2, title: 'Empty brand', descriptionHtml: '', url: 'e', logoUrl: null, count: 0 },
    ];
    const { world } = shopWith({ listBrands: async () => ok(brands) });
    await renderListing(world, '/products');
    const group = await screen.findByRole('group', { name: 'Brands' });
    expect(within(group).getByRole('button', { name: 'Nordholm, 12 products' })).toBeTruthy();
    expect(within(group).queryByText('Empty brand')).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Nordholm, 12 products' }));
    expect(search()).toBe('?brand=1');
  });

  it('no brand filter at all when every count is 0', async () => {
    const { world } = shopWith({
      listBrands: async () => ok([{ id: 2, title: 'Empty brand', descriptionHtml: '', url: 'e', logoUrl: null, count: 0 }]),
    });
    await renderListing(world, '/products');
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByRole('group', { name: 'Brands' })).toBeNull();
  });

  it('an empty listing says so', async () => {
    const { world } = shopWith({ listProducts: async () => ok({ products: [], total: 0 }) });
    await renderListing(world, '/products');
    expect(await screen.findByText('There are no products here at the moment.')).toBeTruthy();
    expect(skeletons()).toHaveLength(0);
  });

  it('a failed load shows an error with retry', async () => {
    const { world } = shopWith();
    const { knobs } = world;
    knobs.fail('CatalogPort.listProducts');
    await renderListing(world, '/products');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    knobs.heal('CatalogPort.listProducts');
    fireEvent.click(retry);
    await waitFor(() => expect(cards()).toHaveLength(24));
  });

  it('going back to a listing already seen renders at once (no skeleton) and makes no request', async () => {
    const { world, productRequests } = shopWith();
    const first = await renderListing(world, '/shop-grid-standard/1?page=2');
    await waitFor(() => expect(cards()).toHaveLength(48));
    first.unmount();
    const requests = productRequests().length;
    await renderListing(world, '/shop-grid-standard/1?page=2');
    expect(skeletons()).toHaveLength(0);
    expect(cards()).toHaveLength(48);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(productRequests()).toHaveLength(requests);
  });

  it("a collection grid ('sale') lists discounted products under its own title", async () => {
    const { world } = shopWith();
    await renderListing(world, '/shop-grid-standard/sale');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sale');
    const ids = cards().map((card) => Number(card.getAttribute('data-product-id')));
    const shown = await world.fakes.catalog.listProducts(
      { ids, limit: ids.length, offset: 0, sort: 'default' },
      world.root.shop.context,
    );
    expect(shown.ok && shown.value.products.every((p) => p.tags.includes('sale'))).toBe(true);
  });
});
