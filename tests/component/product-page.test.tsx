import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import type { Product, ProductSaleElement } from '../../ports/model/product';
import { ok } from '../../ports/model/result';
import { bindingOf } from '../../ports/port-token';
import { PRODUCT_PORT, type ProductPort } from '../../ports/product-port';
import { GERMANY } from '../../src/domain/countries';
import type { AddToCartButtonProps } from '../../src/features/cart/add-to-cart-button';
import ProductPage from '../../src/features/product/product-page';
import { aFakeFamily, givenAShop, shopSettingsLoaded, type TestWorld } from '../support/build-root-store';
import { givenALongPage } from '../support/given-a-long-page';
import { recordingPort } from '../support/recording-port';
import { renderCatalogScreen } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';

// The add-to-cart button belongs to the cart work; here it only shows what the page hands it.
vi.mock('../../src/features/cart/add-to-cart-button', () => ({
  AddToCartButton: ({ pseId, quantity, disabled }: AddToCartButtonProps) => (
    <button type="button" data-testid="add-to-cart" data-pse={String(pseId)} data-quantity={quantity} disabled={disabled}>
      Add to cart
    </button>
  ),
}));

const amountOf = (text: string | null | undefined): number => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * A started shop whose product port is recorded, with some methods replaced; a function receives
 * the fake product port to call through.
 */
function shopWith(overrides: Partial<ProductPort> | ((fake: ProductPort) => Partial<ProductPort>) = {}) {
  const family = aFakeFamily();
  const fake = family.fakes.products;
  const products = recordingPort<ProductPort>(fake, typeof overrides === 'function' ? overrides(fake) : overrides);
  const world = givenAShop({ ...family, ports: [bindingOf(PRODUCT_PORT, products.port)] });
  return { world, fake, requests: () => products.count(), count: products.count };
}

function renderProduct(world: TestWorld, path: string, element = <ProductPage />) {
  return renderCatalogScreen(
    <Routes>
      <Route path="/product/:id" element={element} />
      <Route path="*" element={element} />
    </Routes>,
    { world, path },
  );
}

const addButton = () => screen.getByTestId('add-to-cart');
/** The product's own summary (cards of accessories and recommendations carry prices too). */
const summary = () => within(screen.getByTestId('product-summary'));
const price = () => summary().getByTestId('price');

async function aProductWithColoursAndSizes(world: TestWorld): Promise<Product> {
  const page = await world.fakes.catalog.listProducts({ limit: 200, offset: 0, sort: 'default' }, world.root.shop.context);
  const found = (page.ok ? page.value.products : []).find(
    (p) =>
      !p.isPriceRequest &&
      p.colours.length >= 2 &&
      (p.colours[1]?.sizes.length ?? 0) >= 2 &&
      p.colours[1]?.sizes[1]?.name !== p.colours[1]?.sizes[0]?.name,
  );
  if (!found) throw new Error('no product with colours and sizes in the seed');
  return found;
}

describe('product page: colour → size → PRODUCT_SALE_ELEMENT', () => {
  it('shows gallery, title, REF, brand, price and stock, and hands the preselected pse to add-to-cart', async () => {
    const { world } = shopWith();
    await renderProduct(world, `/product/${seedFacts().productInStockId}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    const product = (await world.fakes.products.getProduct(seedFacts().productInStockId, world.root.shop.context)) as {
      ok: true;
      value: Product;
    };
    expect(heading.textContent).toBe(product.value.title);
    expect(screen.getByText(product.value.brandName)).toBeTruthy();
    await waitFor(() => expect(summary().getByTestId('price')).toBeTruthy());
    expect(screen.getByTestId('product-ref').textContent).toMatch(/^REF /);
    expect(summary().getByTestId('stock-badge')).toBeTruthy();
    expect(addButton().getAttribute('data-pse')).toBe(String(product.value.defaultPseId));
    expect(addButton().getAttribute('data-quantity')).toBe('1');
  });

  it('choosing a colour shows its sizes; choosing a size selects its pse and shows its price', async () => {
    const { world, fake } = shopWith();
    const product = await aProductWithColoursAndSizes(world);
    const user = userEvent.setup();
    await renderProduct(world, `/product/${product.id}`);
    await screen.findByRole('heading', { level: 1 });
    const colour = product.colours[1];
    const size = colour?.sizes[1];
    await user.click(screen.getByRole('radio', { name: colour?.name ?? '' }));
    expect((screen.getByRole('radio', { name: colour?.name ?? '' }) as HTMLInputElement).checked).toBe(true);
    const sizeGroup = screen.getByRole('group', { name: 'Size' });
    expect(within(sizeGroup).getAllByRole('radio')).toHaveLength(colour?.sizes.length ?? 0);
    await user.click(
      within(sizeGroup).getByRole('radio', { name: new RegExp(`^${(size?.name ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
    );
    await waitFor(() => expect(addButton().getAttribute('data-pse')).toBe(String(size?.pseId)));
    const pse = await fake.getSaleElement(size?.pseId ?? 0, world.root.shop.context);
    if (!pse.ok) throw new Error('pse');
    await waitFor(() => expect(screen.getByTestId('product-ref').textContent).toBe(`REF ${pse.value.ref}`));
    const expected = world.root.pricing.price(pse.value.netPrice, product.defaultCategoryId).amount ?? 0;
    expect(amountOf(price().textContent)).toBeCloseTo(expected, 2);
  });

  it('a resolved pse URL opens that variant preselected', async () => {
    const { productId, pseId } = seedFacts().lowStockPse;
    const { world } = shopWith();
    await renderProduct(world, '/resolved-variant.html', <ProductPage pseId={pseId} />);
    await screen.findByRole('heading', { level: 1 });
    expect(addButton().getAttribute('data-pse')).toBe(String(pseId));
    expect(world.root.recentlyViewed.ids[0]).toBe(productId);
  });
});

describe('product page: quantity multiple', () => {
  it('adjusts an entry to the multiple and shows the spec’s message', async () => {
    const { world } = shopWith({ getQuantityMultiple: async () => ok(2) });
    await renderProduct(world, `/product/${seedFacts().productInStockId}`);
    const input = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('2'));
    expect(screen.queryByText('Quantity must be a multiple of 2')).toBeNull();
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    expect(input.value).toBe('4');
    expect(screen.getByText('Quantity must be a multiple of 2')).toBeTruthy();
    expect(addButton().getAttribute('data-quantity')).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input.value).toBe('6');
    expect(screen.queryByText('Quantity must be a multiple of 2')).toBeNull();
  });
});

describe('product page: price requests', () => {
  it("shows 'Request a price' (mail to the store) instead of add-to-cart", async () => {
    const { world } = shopWith();
    await renderProduct(world, `/product/${seedFacts().priceRequestProductId}`);
    await screen.findByRole('heading', { level: 1 });
    const request = await screen.findByRole('link', { name: 'Request a price' });
    await waitFor(() =>
      expect(request.getAttribute('href')).toMatch(/^mailto:contact@lemnia\.example\.com\?subject=Price%20request/),
    );
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(summary().getByText('Price on request')).toBeTruthy();
  });

  it('without a usable store e-mail it links to the contact page', async () => {
    const world = givenAShopWithStoreData({ info: { email: 'not an email' } });
    await shopSettingsLoaded(world);
    expect(world.root.shop.storeInfo.value?.email).toBe('not an email');
    await renderProduct(world, `/product/${seedFacts().priceRequestProductId}`);
    const request = await screen.findByRole('link', { name: 'Request a price' });
    expect(request.getAttribute('href')).toBe('/contact');
  });
});

describe('product page: country switch', () => {
  it('changes the gross price by the ratio of the VAT rates (RO 21% → DE 19%), in the store currency', async () => {
    const { world } = shopWith();
    await shopSettingsLoaded(world);
    await renderProduct(world, `/product/${seedFacts().productWithoutVariantsId}`);
    await waitFor(() => expect(summary().getByTestId('price')).toBeTruthy());
    const romania = amountOf(price().textContent);
    expect(price().textContent).toMatch(/lei$/);
    act(() => world.root.shop.selectCountry(GERMANY));
    const germany = amountOf(price().textContent);
    expect(germany).not.toBe(romania);
    expect(germany / romania).toBeCloseTo(1.19 / 1.21, 3);
    expect(price().textContent).toMatch(/lei$/);
  });
});

describe('product page: bad input', () => {
  /** The seeded product with some fields replaced, as a getProduct override. */
  const patchedProduct =
    (patch: Partial<Product>) =>
    (fake: ProductPort): Partial<ProductPort> => ({
      getProduct: async (id, ctx) => {
        const real = await fake.getProduct(id, ctx);
        return real.ok ? ok({ ...real.value, ...patch }) : real;
      },
    });

  /** The seeded variants with some fields replaced, as a getSaleElement override. */
  const patchedVariant =
    (patch: Partial<ProductSaleElement>) =>
    (fake: ProductPort): Partial<ProductPort> => ({
      getSaleElement: async (pseId, ctx) => {
        const real = await fake.getSaleElement(pseId, ctx);
        return real.ok ? ok({ ...real.value, ...patch }) : real;
      },
    });

  it('no visible image: a placeholder', async () => {
    const { world } = shopWith();
    await renderProduct(world, `/product/${seedFacts().productWithoutVisibleImageId}`);
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByTestId('product-gallery')).getByRole('img', { name: 'No picture available' })).toBeTruthy();
  });

  it('no variants and no default pse: add-to-cart disabled with a message', async () => {
    const { world } = shopWith(patchedProduct({ colours: [], defaultPseId: null }));
    await renderProduct(world, `/product/${seedFacts().productInStockId}`);
    await screen.findByRole('heading', { level: 1 });
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This product cannot be ordered at the moment.')).toBeTruthy();
  });

  it('negative stock reads as out of stock and disables add-to-cart', async () => {
    const { world } = shopWith(patchedVariant({ stock: -7 }));
    await renderProduct(world, `/product/${seedFacts().productWithoutVariantsId}`);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(summary().getByTestId('stock-badge').textContent).toBe('Out of stock'));
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('an unknown product shows the not-found screen; a junk id too', async () => {
    const { world } = shopWith();
    const { unmount } = await renderProduct(world, '/product/999999');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('The requested product could not be found');
    unmount();
    await renderProduct(world, '/product/abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The requested product could not be found');
  });

  it('a network failure shows an error with retry that loads the product', async () => {
    const { world } = shopWith();
    world.knobs.fail('ProductPort.getProduct');
    await renderProduct(world, `/product/${seedFacts().productInStockId}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    world.knobs.heal('ProductPort.getProduct');
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('product page: the read cache', () => {
  it('going back to a product already seen renders at once (no skeleton) and makes no request', async () => {
    const { world, requests } = shopWith();
    const first = await renderProduct(world, `/product/${seedFacts().productInStockId}`);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(summary().getByTestId('price')).toBeTruthy());
    await waitFor(() => expect(screen.queryByText('Customer reviews')).toBeTruthy());
    first.unmount();
    const before = requests();
    await renderProduct(world, `/product/${seedFacts().productInStockId}`);
    // Synchronously on mount: the page, its price, no skeleton.
    expect(screen.queryByTestId('product-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(summary().getByTestId('price')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(requests()).toBe(before);
  });
});

describe('product page: the sections below the summary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads features, accessories, recommendations and comments only once the shopper comes near them', async () => {
    const page = givenALongPage();
    const { world, count } = shopWith();
    await renderProduct(world, `/product/${seedFacts().productWithCommentsId}`);
    await waitFor(() => expect(summary().getByTestId('price')).toBeTruthy());
    const sectionReads = () => (['getFeatures', 'getAccessories', 'getRecommendations', 'getComments'] as const).map(count);
    expect(sectionReads()).toEqual([0, 0, 0, 0]);
    expect(screen.queryByText('Customer reviews')).toBeNull();

    await page.scrollNear();
    expect(await screen.findByText('Customer reviews')).toBeTruthy();
    expect(sectionReads()).toEqual([1, 1, 1, 1]);
  });
});
