import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import type { Country } from '../../ports/model/country';
import { CountryDropdown } from '../../src/features/shell/header/country-dropdown';
import type { TestWorld } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';
import { aLoginOfTheTestDay } from '../support/jwt-builder';

afterEach(() => vi.restoreAllMocks());

const GERMANY: Country = { id: 5, isoAlpha2: 'DE', title: 'Germany', taxTitle: '19% Ust.' };
const AUSTRIA: Country = { id: 13, isoAlpha2: 'AT', title: 'Austria', taxTitle: '20% Ust.' };
const ROMANIA: Country = { id: 146, isoAlpha2: 'RO', title: 'Romania', taxTitle: '21% TVA' };

function givenCountries(countries: Country[], storage = new InMemoryStorage()) {
  return givenAShopWithStoreData({ locale: { countries } }, { storage });
}

const loaded = async (world: TestWorld) => vi.waitFor(() => expect(world.root.shop.localeConfig.status).toBe('ready'));

describe('country dropdown', () => {
  it('lists the countries with their VAT rate; choosing one stores the country id and tax title', async () => {
    const world = givenCountries([GERMANY, AUSTRIA, ROMANIA]);
    await loaded(world);
    renderWithStores(<CountryDropdown />, { world });
    const trigger = screen.getByRole('button', { name: /Delivery country: Romania, 21% VAT/ });
    await userEvent.click(trigger);
    const list = screen.getByRole('list', { name: 'Delivery country' });
    const options = within(list).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['Germany19% VAT', 'Austria20% VAT', 'Romania21% VAT']);
    expect(options[2]?.getAttribute('aria-current')).toBe('true');

    await userEvent.click(within(list).getByRole('button', { name: /Germany/ }));
    expect(world.storage.get('country_id')).toBe('5');
    expect(world.storage.get('tax_title')).toBe('19% Ust.');
    expect(world.root.shop.countryId).toBe(5);
    expect(world.root.shop.taxRate).toBeCloseTo(0.19);
    expect(screen.queryByRole('list', { name: 'Delivery country' })).toBeNull();
    expect(screen.getByRole('button', { name: /Delivery country: Germany, 19% VAT/ })).toBeTruthy();
  });

  it('never shows 0% VAT for a tax title it cannot read: it shows the rate the prices use', async () => {
    const unreadable = { ...ROMANIA, taxTitle: 'TVA' };
    const world = givenCountries([GERMANY, { ...AUSTRIA, taxTitle: '' }, unreadable]);
    await loaded(world);
    renderWithStores(<CountryDropdown />, { world });
    expect(world.root.shop.taxRate).toBeCloseTo(0.21);
    const trigger = screen.getByRole('button', { name: /Delivery country: Romania, 21% VAT/ });
    expect(trigger.textContent).toBe('21% VAT');
    await userEvent.click(trigger);
    const options = within(screen.getByRole('list', { name: 'Delivery country' })).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['Germany19% VAT', 'Austria20% VAT', 'Romania21% VAT']);
  });

  it('is disabled on /checkout', async () => {
    const world = givenCountries([GERMANY, AUSTRIA, ROMANIA]);
    await loaded(world);
    renderWithStores(<CountryDropdown />, { world, path: '/checkout' });
    const trigger = screen.getByRole('button', { name: /Delivery country/ }) as HTMLButtonElement;
    expect(trigger.disabled).toBe(true);
  });

  it('is enabled away from /checkout', async () => {
    const world = givenCountries([GERMANY, AUSTRIA, ROMANIA]);
    await loaded(world);
    renderWithStores(<CountryDropdown />, { world, path: '/cart' });
    expect((screen.getByRole('button', { name: /Delivery country/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('in VAT-exempt mode shows the selected flag with 0% VAT and cannot be changed, also on /checkout', async () => {
    const world = givenCountries(
      [GERMANY, AUSTRIA, ROMANIA],
      new InMemoryStorage({ excludeVAT: 'true', jwtToken: aLoginOfTheTestDay() }),
    );
    expect(world.root.session.excludeVat).toBe(true);
    await loaded(world);
    renderWithStores(<CountryDropdown />, { world, path: '/checkout' });
    const shown = screen.getByTestId('country-static');
    expect(shown.textContent).toBe('0% VAT');
    expect(shown.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/21%/)).toBeNull();
  });

  it('with a single country shows only its flag', async () => {
    const world = givenCountries([ROMANIA]);
    await loaded(world);
    renderWithStores(<CountryDropdown />, { world });
    const shown = screen.getByRole('img', { name: 'Delivery country: Romania' });
    expect(shown.querySelector('svg')).not.toBeNull();
    expect(shown.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
