import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import type { SalesBarEntry } from '../../ports/model/store-config';
import { Header } from '../../src/features/shell/header/header';
import { renderWithStores } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';

afterEach(() => vi.restoreAllMocks());

const ENTRY: SalesBarEntry = {
  message: '<strong>Black Week</strong>: up to 30% off sofas',
  link: '/sofas.html',
  linkText: 'Shop sofas',
  dismissible: true,
  active: true,
};

function givenSalesBar(options: { storage?: InMemoryStorage; entry?: SalesBarEntry | null; moduleActive?: boolean } = {}) {
  return givenAShopWithStoreData(
    {
      locale: (seeded) => ({
        salesBar: options.entry === undefined ? ENTRY : options.entry,
        flags: { ...seeded.flags, salesBar: options.moduleActive ?? true },
      }),
    },
    { storage: options.storage },
  );
}

const salesBar = () => screen.queryByRole('region', { name: 'Current offer' });

describe('sales bar', () => {
  it('shows the message and the link', async () => {
    renderWithStores(<Header />, { world: givenSalesBar() });
    expect(await screen.findByRole('region', { name: 'Current offer' })).toBeTruthy();
    expect(screen.getByText('Black Week')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop sofas' }).getAttribute('href')).toBe('/sofas.html');
  });

  it('hides after dismissing, stores salesBarVisible, and stays hidden on the next visit', async () => {
    const storage = new InMemoryStorage();
    const first = renderWithStores(<Header />, { world: givenSalesBar({ storage }) });
    await screen.findByRole('region', { name: 'Current offer' });
    await userEvent.click(screen.getByRole('button', { name: 'Hide this offer' }));
    expect(salesBar()).toBeNull();
    expect(storage.get('salesBarVisible')).toBe('false');
    first.unmount();

    const second = givenSalesBar({ storage });
    renderWithStores(<Header />, { world: second });
    await vi.waitFor(() => expect(second.root.shop.localeConfig.status).toBe('ready'));
    expect(salesBar()).toBeNull();
  });

  it('has no dismiss button when the entry is not dismissible', async () => {
    renderWithStores(<Header />, { world: givenSalesBar({ entry: { ...ENTRY, dismissible: false } }) });
    await screen.findByRole('region', { name: 'Current offer' });
    expect(screen.queryByRole('button', { name: 'Hide this offer' })).toBeNull();
  });

  it.each([
    ['the module is inactive', { moduleActive: false }],
    ['the entry is not active', { entry: { ...ENTRY, active: false } }],
    ['there is no entry', { entry: null }],
  ])('stays hidden when %s', async (_case, options) => {
    const world = givenSalesBar(options);
    renderWithStores(<Header />, { world });
    await vi.waitFor(() => expect(world.root.shop.localeConfig.status).toBe('ready'));
    expect(salesBar()).toBeNull();
  });
});
