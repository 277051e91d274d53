import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { AUSTRIA, GERMANY, ROMANIA } from '../../src/domain/countries';
import { PriceTag } from '../../src/features/catalog/price-tag';
import { givenAShop, shopSettingsLoaded, type TestWorld } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';
import { aLoginOfTheTestDay } from '../support/jwt-builder';

const amountOf = (text: string | null | undefined): number => Number((text ?? '').replace(/[^\d.]/g, ''));
const shown = () => amountOf(screen.getByTestId('price').textContent);

async function shop(storage = new InMemoryStorage(), config = {}): Promise<TestWorld> {
  const world = givenAShop({ storage, config });
  await shopSettingsLoaded(world);
  return world;
}

describe('PriceTag', () => {
  it('computes through the pricing store: net × (1 + VAT) × currency rate, two decimals', async () => {
    const world = await shop();
    renderWithStores(<PriceTag net={1829.9} listNet={null} defaultCategoryId={1111} />, { world });
    expect(shown()).toBe(Math.round(1829.9 * 1.21 * 4.97 * 100) / 100);
    expect(screen.getByTestId('price').textContent).toMatch(/\.\d{2}\s?lei$/);
    expect(screen.getByTestId('vat-label').textContent).toBe('incl. VAT');
  });

  it('reprices in place when the country changes (RO 21% → DE 19% → AT 20%)', async () => {
    const world = await shop();
    renderWithStores(<PriceTag net={250} listNet={300} defaultCategoryId={null} />, { world });
    const romania = shown();
    const listRomania = amountOf(screen.getByTestId('list-price').textContent);
    act(() => world.root.shop.selectCountry(GERMANY));
    expect(shown() / romania).toBeCloseTo(1.19 / 1.21, 4);
    expect(amountOf(screen.getByTestId('list-price').textContent) / listRomania).toBeCloseTo(1.19 / 1.21, 4);
    act(() => world.root.shop.selectCountry(AUSTRIA));
    expect(shown() / romania).toBeCloseTo(1.2 / 1.21, 4);
    act(() => world.root.shop.selectCountry(ROMANIA));
    expect(shown()).toBe(romania);
  });

  it("VAT-exempt buyers see the net price with 'VAT 0%'", async () => {
    const world = await shop(new InMemoryStorage({ excludeVAT: 'true', jwtToken: aLoginOfTheTestDay() }));
    renderWithStores(<PriceTag net={100} listNet={null} defaultCategoryId={null} />, { world });
    expect(screen.getByTestId('vat-label').textContent).toBe('VAT 0%');
    expect(shown()).toBe(497);
  });

  it('shows the struck-through list price only with a discount badge, as a ceiling', async () => {
    const world = await shop();
    renderWithStores(<PriceTag net={100} listNet={101} defaultCategoryId={null} />, { world });
    // 100 vs 101: 0.99% off → −1% (a rounded value would be 0 and hide the badge)
    expect(screen.getByTestId('discount-badge').textContent).toBe('−1%');
    expect(screen.getByTestId('discount-badge').getAttribute('aria-label')).toBe('1% off');
  });

  it.each([-5, -0.01])("a malformed price (%s) reads 'Price unavailable' without a VAT label or badge", async (net) => {
    const world = await shop();
    renderWithStores(<PriceTag net={net} listNet={120} defaultCategoryId={null} />, { world });
    expect(screen.getByText('Price unavailable')).toBeTruthy();
    expect(screen.queryByTestId('vat-label')).toBeNull();
    expect(screen.queryByTestId('discount-badge')).toBeNull();
  });

  it('a malformed tax title does not give NaN or a negative price', async () => {
    const world = await shop(new InMemoryStorage({ tax_title: 'abc%', country_id: '146' }));
    renderWithStores(<PriceTag net={100} listNet={null} defaultCategoryId={null} />, { world });
    expect(Number.isFinite(shown())).toBe(true);
    expect(shown()).toBeGreaterThan(0);
  });

  it('before the store configuration arrives, prices are in euro (rate 1)', () => {
    const world = givenAShop({ config: { locale: 'de_DE' } });
    renderWithStores(<PriceTag net={100} listNet={null} defaultCategoryId={null} />, { world });
    expect(screen.getByTestId('price').textContent?.replace(/\s/g, ' ')).toBe('119.00 €');
  });
});
