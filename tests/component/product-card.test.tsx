import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import type { Product } from '../../ports/model/product';
import { AUSTRIA, GERMANY } from '../../src/domain/countries';
import { ProductCard } from '../../src/features/catalog/product-card';
import { givenAShop, shopSettingsLoaded, type TestWorld } from '../support/build-root-store';
import { aProduct } from '../support/product-builder';
import { renderWithStores } from '../support/render-with-stores';
import { aLoginOfTheTestDay } from '../support/jwt-builder';

/** The fake Romanian store: RON at 4.97 per euro, 21% VAT, 0-VAT category 4. */
const RON = 4.97;
const ZERO_VAT_CATEGORY = 4;

/** The builder's sofa with three pictures: the first visible one by position is 'first'. */
const product = (patch: Partial<Product> = {}): Product => ({
  ...aProduct()
    .withImages(
      { url: 'data:image/svg+xml,late', visible: true, position: 5 },
      { url: 'data:image/svg+xml,hidden', visible: false, position: 0 },
      { url: 'data:image/svg+xml,first', visible: true, position: 2 },
    )
    .build(),
  ...patch,
});

/** '1,234.56 lei' (the English interface) → 1234.56 */
const amountOf = (text: string | null | undefined): number => Number((text ?? '').replace(/[^\d.]/g, ''));
const money = (amount: number): string =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} lei`;
const clean = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

async function shop(storage = new InMemoryStorage()): Promise<TestWorld> {
  const world = givenAShop({ storage });
  await shopSettingsLoaded(world);
  return world;
}

function card(world: TestWorld, patch: Partial<Product> = {}) {
  renderWithStores(<ProductCard product={product(patch)} />, { world });
  return screen.getByTestId('product-card');
}

describe('ProductCard', () => {
  let world: TestWorld;
  beforeEach(async () => {
    world = await shop();
  });

  it('shows the picture chosen by the image rule, the title (linking to the product) and the brand', () => {
    const el = card(world);
    const link = within(el).getByRole('link');
    expect(link.getAttribute('href')).toBe('/product/77');
    expect(within(link).getByRole('heading').textContent).toBe('Sofa Lisa, velvet');
    expect(el.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,first');
    expect(within(el).getByText('Nordholm')).toBeTruthy();
  });

  it('shows a placeholder when no image is visible', () => {
    const el = card(world, { images: [{ url: 'data:image/svg+xml,x', visible: false, position: 1 }] });
    expect(el.querySelector('img')).toBeNull();
    expect(within(el).getByRole('img', { name: 'No picture available' })).toBeTruthy();
  });

  it('shows the gross price in the store currency with the VAT label', () => {
    const el = card(world);
    expect(clean(within(el).getByTestId('price').textContent)).toBe(clean(money(601.37))); // 100 × 1.21 × 4.97
    expect(within(el).getByTestId('vat-label').textContent).toBe('incl. VAT');
  });

  it("shows the net price and 'VAT 0%' for a company customer, in a 0-VAT category, in the default country (Austria)", async () => {
    const company = await shop(new InMemoryStorage({ isCompany: 'true', jwtToken: aLoginOfTheTestDay() }));
    act(() => company.root.shop.selectCountry(AUSTRIA));
    const el = card(company, { categories: [{ id: ZERO_VAT_CATEGORY, title: 'Office' }], defaultCategoryId: ZERO_VAT_CATEGORY });
    expect(within(el).getByTestId('vat-label').textContent).toBe('VAT 0%');
    expect(amountOf(within(el).getByTestId('price').textContent)).toBeCloseTo(100 * RON, 2);
  });

  it.each([
    ['a private customer', { isCompany: 'false' }, ZERO_VAT_CATEGORY, null],
    ['a company outside the 0-VAT categories', { isCompany: 'true', jwtToken: aLoginOfTheTestDay() }, 111, null],
    ['a company shopping for another country', { isCompany: 'true', jwtToken: aLoginOfTheTestDay() }, ZERO_VAT_CATEGORY, GERMANY],
  ] as const)('keeps the gross price for %s', async (_who, stored, categoryId, country) => {
    const w = await shop(new InMemoryStorage(stored));
    if (country) w.root.shop.selectCountry(country);
    const el = card(w, { categories: [{ id: categoryId, title: 'x' }], defaultCategoryId: categoryId });
    expect(within(el).getByTestId('vat-label').textContent).toBe('incl. VAT');
  });

  it('strikes through a higher list price and shows the ceiling of the discount', () => {
    // 100 → 115: 13.04% off, shown as −14% (the ceiling, not the rounded 13).
    const el = card(world, { listNetPrice: 115 });
    expect(clean(within(el).getByTestId('list-price').textContent)).toBe(clean(money(691.58))); // 115 × 1.21 × 4.97
    expect(el.querySelector('s')).toBe(within(el).getByTestId('list-price'));
    expect(within(el).getByTestId('discount-badge').textContent).toBe('−14%');
  });

  it.each([null, 90])('without a higher list price (%s) assumes the 16% markup: −14%', (listNetPrice) => {
    const el = card(world, { listNetPrice });
    expect(amountOf(within(el).getByTestId('list-price').textContent)).toBeCloseTo(697.59, 2); // 601.37 × 1.16
    expect(within(el).getByTestId('discount-badge').textContent).toBe('−14%');
  });

  it('uses the promo price with the regular price struck through', () => {
    const el = card(world, { promoNetPrice: 80 });
    expect(amountOf(within(el).getByTestId('price').textContent)).toBeCloseTo(481.1, 2); // 80 × 1.21 × 4.97
    expect(amountOf(within(el).getByTestId('list-price').textContent)).toBeCloseTo(601.37, 2);
    expect(within(el).getByTestId('discount-badge').textContent).toBe('−20%');
  });

  it.each([
    [12, 'In Stock'],
    [10, 'In Stock'],
    [9, '9 in stock'],
    [1, '1 in stock'],
    [0, 'Out of stock'],
    [-3, 'Out of stock'],
  ] as const)('stock %s in Romania reads "%s"', (stock, text) => {
    const el = card(world, { stock });
    expect(within(el).getByTestId('stock-badge').textContent).toBe(text);
  });

  it("outside Romania a full stock reads 'Is in stock', and the badge follows a country switch", () => {
    const el = card(world, { stock: 40 });
    expect(within(el).getByTestId('stock-badge').textContent).toBe('In Stock');
    act(() => world.root.shop.selectCountry(GERMANY));
    expect(within(el).getByTestId('stock-badge').textContent).toBe('Is in stock');
  });

  it('a price-request product shows the request wording instead of a price', () => {
    const el = card(world, { isPriceRequest: true });
    expect(within(el).queryByTestId('price')).toBeNull();
    expect(within(el).getByText('Price on request')).toBeTruthy();
  });

  it('a negative price reads "Price unavailable"', () => {
    const el = card(world, { netPrice: -1 });
    expect(within(el).getByText('Price unavailable')).toBeTruthy();
    expect(within(el).queryByTestId('discount-badge')).toBeNull();
  });
});
