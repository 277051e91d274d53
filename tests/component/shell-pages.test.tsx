import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import type { LocaleConfig } from '../../ports/model/store-config';
import { Route, Routes } from 'react-router-dom';
import { openAdventDoors } from '../../src/domain/advent';
import { withdrawalFormTarget } from '../../src/domain/external-url';
import { AdventLink, adventLinkMode } from '../../src/features/content/advent-link';
import AdventPage from '../../src/features/content/advent-page';
import LogoutPage from '../../src/features/shell/logout-page';
import WithdrawalFormPage from '../../src/features/content/withdrawal-form-page';
import { aStoredToken } from '../support/jwt-builder';
import { givenAShop, shopSettingsLoaded } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';

afterEach(() => vi.restoreAllMocks());

const shopWithConfig = (locale: (seeded: LocaleConfig) => Partial<LocaleConfig>) => givenAShopWithStoreData({ locale });

const withAdvent = (advent: boolean) => (config: LocaleConfig) => ({ flags: { ...config.flags, advent } });

describe('advent calendar', () => {
  const at = (iso: string) => givenAShop({ clock: new InMemoryClock(Date.parse(iso)) });
  const doors = () => within(screen.getByRole('list', { name: 'The 24 doors' })).getAllByRole('listitem');
  const openDoors = () => doors().filter((door) => door.dataset['state'] === 'open');

  it('shows a heading, a festive text and 24 doors; before December all are closed', () => {
    renderWithStores(<AdventPage />, { path: '/advent-calendar', world: at('2026-11-21T09:00:00') });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Advent calendar');
    expect(screen.getByText(/open a door each day until Christmas/)).toBeTruthy();
    expect(doors()).toHaveLength(24);
    expect(openDoors()).toHaveLength(0);
    expect(doors()[0]?.getAttribute('aria-label')).toBe('Door 1, opens on 1 December');
  });

  it('opens the doors up to today and keeps the days after today closed', () => {
    renderWithStores(<AdventPage />, { path: '/advent-calendar', world: at('2026-12-05T12:00:00') });
    expect(openDoors().map((door) => door.textContent?.match(/\d+/)?.[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(doors()[5]?.dataset['state']).toBe('closed');
    expect(screen.getByRole('link', { name: 'Door 5, open: discover the offers' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Door 6/ })).toBeNull();
  });

  it('counts open doors by the calendar day', () => {
    expect(openAdventDoors(new Date(2026, 10, 30, 23, 59))).toBe(0);
    expect(openAdventDoors(new Date(2026, 11, 1, 0, 1))).toBe(1);
    expect(openAdventDoors(new Date(2026, 11, 24, 8))).toBe(24);
    expect(openAdventDoors(new Date(2026, 11, 31, 8))).toBe(24);
    expect(openAdventDoors(new Date(2027, 0, 2, 8))).toBe(0);
  });
});

describe('advent link rule', () => {
  it('is a link on wide screens, a banner below 1200px, and nothing when off or already on the page', () => {
    expect(adventLinkMode({ enabled: true, wide: true, pathname: '/' })).toBe('link');
    expect(adventLinkMode({ enabled: true, wide: false, pathname: '/' })).toBe('banner');
    expect(adventLinkMode({ enabled: false, wide: true, pathname: '/' })).toBe('none');
    expect(adventLinkMode({ enabled: true, wide: true, pathname: '/advent-calendar' })).toBe('none');
    expect(adventLinkMode({ enabled: true, wide: false, pathname: '/advent-calendar/' })).toBe('none');
  });

  function stubViewport(wide: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: wide && query === '(min-width: 1200px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('renders the link when the advent setting is on and the screen is wide', async () => {
    stubViewport(true);
    const world = shopWithConfig(withAdvent(true));
    await shopSettingsLoaded(world);
    renderWithStores(<AdventLink />, { world, path: '/' });
    expect(screen.getByRole('link', { name: 'Advent calendar' }).getAttribute('href')).toBe('/advent-calendar');
    vi.unstubAllGlobals();
  });

  it('renders a banner below 1200px and nothing when the setting is off', async () => {
    stubViewport(false);
    const world = shopWithConfig(withAdvent(true));
    await shopSettingsLoaded(world);
    const { unmount } = renderWithStores(<AdventLink />, { world, path: '/' });
    expect(screen.getByRole('link', { name: /a new door every day/ }).getAttribute('href')).toBe('/advent-calendar');
    unmount();
    const off = shopWithConfig(withAdvent(false));
    await shopSettingsLoaded(off);
    const { container } = renderWithStores(<AdventLink />, { world: off, path: '/' });
    expect(container.textContent).toBe('');
    vi.unstubAllGlobals();
  });

  it('renders nothing on the advent page itself', async () => {
    stubViewport(true);
    const world = shopWithConfig(withAdvent(true));
    await shopSettingsLoaded(world);
    const { container } = renderWithStores(<AdventLink />, { world, path: '/advent-calendar' });
    expect(container.textContent).toBe('');
    vi.unstubAllGlobals();
  });
});

describe('withdrawal form', () => {
  it('accepts same-origin paths and allowlisted https addresses only', () => {
    expect(withdrawalFormTarget('/media/widerrufsformular.pdf', [])).toBe('/media/widerrufsformular.pdf');
    expect(withdrawalFormTarget('https://cdn.example.com/form.pdf', ['example.com'])).toBe('https://cdn.example.com/form.pdf');
    expect(withdrawalFormTarget('https://evil.test/form.pdf', ['example.com'])).toBeNull();
    expect(withdrawalFormTarget('//evil.test/form.pdf', ['example.com'])).toBeNull();
    expect(withdrawalFormTarget('javascript:alert(1)', ['example.com'])).toBeNull();
    expect(withdrawalFormTarget(null, ['example.com'])).toBeNull();
  });

  it('replaces the location with the configured PDF once the config is loaded', async () => {
    const redirect = vi.fn();
    const world = shopWithConfig(() => ({ withdrawalFormPdfUrl: '/media/widerrufsformular.pdf' }));
    renderWithStores(<WithdrawalFormPage redirect={redirect} />, { path: '/widerrufsformular', world });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/media/widerrufsformular.pdf'));
    expect(screen.getByRole('link', { name: 'Open the withdrawal form (PDF)' }).getAttribute('href')).toBe(
      '/media/widerrufsformular.pdf',
    );
  });

  it('does not leave the shop for an address outside the allowlist, and explains instead', async () => {
    const redirect = vi.fn();
    const world = shopWithConfig(() => ({ withdrawalFormPdfUrl: 'https://evil.test/form.pdf' }));
    renderWithStores(<WithdrawalFormPage redirect={redirect} />, { path: '/widerrufsformular', world });
    expect(await screen.findByText(/cannot be opened right now/)).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Right of withdrawal' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the withdrawal form (PDF)' })).toBeNull();
  });
});

describe('logout', () => {
  it('logs out and replaces the location with the home page', async () => {
    const storage = new InMemoryStorage({ jwtToken: aStoredToken(99999999999999), customer_id: '5' });
    const world = givenAShop({ storage });
    expect(world.root.session.loggedIn).toBe(true);
    renderWithStores(
      <Routes>
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>,
      { path: '/logout', world },
    );
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(world.root.session.loggedIn).toBe(false);
    expect(storage.get('jwtToken')).toBeNull();
  });
});
