import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { Header } from '../../src/features/shell/header/header';
import { givenAShop } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A stored login token as SessionStore reads it (jwtToken: { token, expiresAt }), with the login answer's isAdmin. */
function loggedIn(claims: object, isAdmin = false): InMemoryStorage {
  const token = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ ...claims, exp: (NOW + 3_600_000) / 1000 })}.signature`;
  return new InMemoryStorage({
    jwtToken: JSON.stringify({ token, expiresAt: NOW + 3_600_000 }),
    customer_id: '42',
    isAdmin: String(isAdmin),
  });
}
const asAdmin = () => loggedIn({ sub: 1 }, true);

const world = (storage?: InMemoryStorage) => givenAShop({ clock: new InMemoryClock(NOW), storage });

describe('account dropdown', () => {
  it('offers Login/Register to a visitor who is not logged in', async () => {
    renderWithStores(<Header />, { world: world() });
    const toggle = screen.getByRole('button', { name: 'My account' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Login/Register' }).getAttribute('href')).toBe('/login-register');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
  });

  it('offers Account and Log out to a logged-in customer, and closes on Escape', async () => {
    renderWithStores(<Header />, { world: world(loggedIn({ sub: 42 })) });
    const toggle = screen.getByRole('button', { name: 'My account' });
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Login/Register' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});

describe('admin bar', () => {
  const adminBar = () => screen.queryByRole('navigation', { name: 'Back office shortcuts' });

  it('is not shown to visitors or to customers without the admin claim', () => {
    renderWithStores(<Header />, { world: world() });
    expect(adminBar()).toBeNull();
  });

  it('is not shown to a logged-in customer, not even one whose token claims isAdmin', () => {
    renderWithStores(<Header />, { world: world(loggedIn({ sub: 42, isAdmin: true })) });
    expect(adminBar()).toBeNull();
  });

  it('links an admin to the back office sections', async () => {
    const admin = world(asAdmin());
    expect(admin.root.session.isAdmin).toBe(true);
    renderWithStores(<Header />, { world: admin });
    const bar = await screen.findByRole('navigation', { name: 'Back office shortcuts' });
    const hrefs = within(bar as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/customers',
      '/admin/orders',
      '/admin/catalog',
      '/admin/folders',
      '/admin/coupon',
      '/admin/sales',
      '/admin/brand',
      '/admin/export',
      '/admin/import',
      '/admin/modules',
      '/admin/configuration',
    ]);
  });

  it('adds the edit link of the current product page', async () => {
    renderWithStores(<Header />, { world: world(asAdmin()), path: '/product/314' });
    const edit = await screen.findByRole('link', { name: 'Edit product' });
    expect(edit.getAttribute('href')).toBe('/admin/products/update?product_id=314');
  });

  it('adds edit links for categories and content pages from the navigation state', async () => {
    const { bar: adminBar } = await world(asAdmin()).root.adminBar.load();
    const edits = (pathname: string, state: unknown) =>
      adminBar
        .linksFor(pathname, state)
        .slice(11)
        .map(({ key, target }) => `${key} ${target.href}`);
    expect(edits('/sofas.html', { title: 'Sofas', id: 12 })).toEqual(['updateCategory /admin/categories/update?category_id=12']);
    expect(edits('/about.html', { title: 'About', contentId: 7 })).toEqual(['updateContent /admin/content/update?content_id=7']);
    expect(edits('/', null)).toEqual([]);
  });
});
