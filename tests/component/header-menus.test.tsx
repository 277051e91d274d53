import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_PORT, type CatalogPort } from '../../ports/catalog-port';
import type { NavCategory } from '../../ports/model/category';
import { fail, ok, portError } from '../../ports/model/result';
import type { LocaleConfig } from '../../ports/model/store-config';
import { bindingOf } from '../../ports/port-token';
import { Header } from '../../src/features/shell/header/header';
import { aFakeFamily, givenAShop } from '../support/build-root-store';
import { recordingPort } from '../support/recording-port';
import { renderWithStores } from '../support/render-with-stores';
import { storeBinding } from '../support/store-data';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.classList.remove('scroll-locked');
  document.body.style.removeProperty('--scrollbar-compensation');
});

const cat = (id: number, title: string, children: NavCategory[] = []): NavCategory => ({
  id,
  title,
  url: `c-${id}.html`,
  children,
});

/**
 * Living (1): Sofas (10) with seven entries, one of them empty (103); Armchairs (11) empty.
 * Bedroom (2): only empty children. Garden (3): empty itself.
 * Kitchen (4): four levels plus a fifth (Kitchen > Tables > Dining > Oak > Oak XL).
 */
const TREE: NavCategory[] = [
  cat(1, 'Living', [
    cat(
      10,
      'Sofas',
      [101, 102, 103, 104, 105, 106, 107].map((id) => cat(id, `Sofa ${id}`)),
    ),
    cat(11, 'Armchairs', [cat(111, 'Wing chairs')]),
  ]),
  cat(2, 'Bedroom', [cat(20, 'Beds'), cat(21, 'Wardrobes')]),
  cat(3, 'Garden', [cat(30, 'Loungers')]),
  cat(4, 'Kitchen', [cat(40, 'Tables', [cat(400, 'Dining', [cat(4000, 'Oak', [cat(40000, 'Oak XL')])])])]),
];

const COUNTS: Record<number, number> = {
  1: 40,
  10: 30,
  101: 5,
  102: 5,
  104: 5,
  105: 5,
  106: 5,
  107: 5,
  103: 0,
  11: 0,
  111: 4,
  2: 12,
  20: 0,
  21: 0,
  3: 0,
  30: 3,
  4: 9,
  40: 9,
  400: 9,
  4000: 9,
  40000: 9,
};

const SOCIAL = {
  facebook: 'https://facebook.com/lemnia',
  instagram: 'https://instagram.com/lemnia',
  pinterest: 'https://pinterest.com/lemnia',
  youtube: 'https://youtube.com/lemnia',
};

function givenMenu(options: { fullMenu?: boolean; patch?: Partial<LocaleConfig>; countsFailFirst?: boolean } = {}) {
  const family = aFakeFamily();
  const getCategoryCounts = vi.fn<CatalogPort['getCategoryCounts']>(async () => ok(COUNTS));
  if (options.countsFailFirst) getCategoryCounts.mockResolvedValueOnce(fail(portError('network', 'offline')));
  const catalog = recordingPort<CatalogPort>(family.fakes.catalog, {
    getCategoryMenu: async () => ok(TREE),
    getCategoryCounts,
  });
  const store = storeBinding(family.fakes, {
    locale: (seeded) => ({
      flags: { ...seeded.flags, fullMenu: options.fullMenu ?? true },
      social: SOCIAL,
      menuContentIds: [],
      menuLinks: [],
      categoryIcons: { 1: '/icons/living.svg' },
      ...options.patch,
    }),
  });
  const world = givenAShop({ ...family, ports: [bindingOf(CATALOG_PORT, catalog.port), store] });
  return world;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('mega-menu', () => {
  it('shows at most 5 third-level entries per group and hides categories without products', async () => {
    renderWithStores(<Header />, { world: givenMenu() });
    const living = await within(mainNav()).findByRole('link', { name: 'Living' });
    expect(within(mainNav()).queryByRole('link', { name: 'Garden' })).toBeNull();
    expect(screen.queryByTestId('mega-menu-panel')).toBeNull();

    await userEvent.hover(living);
    const panel = screen.getByTestId('mega-menu-panel');
    expect(within(panel).getByRole('link', { name: 'Sofas' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Armchairs' })).toBeNull();
    const entries = within(panel).getAllByRole('link', { name: /^Sofa \d+$/ });
    expect(entries.map((entry) => entry.textContent)).toEqual(['Sofa 101', 'Sofa 102', 'Sofa 104', 'Sofa 105', 'Sofa 106']);

    await userEvent.unhover(living);
    expect(screen.queryByTestId('mega-menu-panel')).toBeNull();
  });

  it('opens on keyboard focus as well as on hover', async () => {
    renderWithStores(<Header />, { world: givenMenu() });
    const kitchen = await within(mainNav()).findByRole('link', { name: 'Kitchen' });
    kitchen.focus();
    const panel = await screen.findByTestId('mega-menu-panel');
    expect(within(panel).getByRole('link', { name: 'Tables' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Dining' })).toBeTruthy();
  });

  it('reserves the nav with skeletons while loading, and offers a retry when the menu fails', async () => {
    renderWithStores(<Header />, { world: givenMenu({ countsFailFirst: true }) });
    expect(screen.getByTestId('nav-skeleton')).toBeTruthy();
    const retry = await within(mainNav()).findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    expect(await within(mainNav()).findByRole('link', { name: 'Living' })).toBeTruthy();
  });
});

describe('full-screen menu', () => {
  const openFullMenu = async () => {
    const button = await within(mainNav()).findByRole('button', { name: 'Menu' });
    await within(mainNav()).findByRole('link', { name: 'Living' });
    await userEvent.click(button);
    // The full menu is lazy-loaded: wait for it to arrive.
    return screen.findByRole('dialog', { name: 'All categories' });
  };

  it('lists only categories with products, with an arrow only where children have products', async () => {
    renderWithStores(<Header />, { world: givenMenu() });
    const menu = await openFullMenu();
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Living', 'Bedroom', 'Kitchen']);
    expect(within(menu).getByRole('button', { name: 'Show subcategories of Living' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Show subcategories of Kitchen' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Show subcategories of Bedroom' })).toBeNull();
    expect(within(menu).getAllByTestId('full-menu-arrow')).toHaveLength(2);
  });

  it('opens up to four levels, linking each category to its url with title and id', async () => {
    renderWithStores(<Header />, { world: givenMenu() });
    const menu = await openFullMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Show subcategories of Kitchen' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Show subcategories of Tables' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Show subcategories of Dining' }));
    expect(within(menu).getByRole('link', { name: 'Oak' }).getAttribute('href')).toBe('/c-4000.html');
    expect(within(menu).queryByRole('button', { name: 'Show subcategories of Oak' })).toBeNull();
    expect(within(menu).queryByText('Oak XL')).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/c-4.html');
  });

  it('uses the configured category icon, else the default oval', async () => {
    renderWithStores(<Header />, { world: givenMenu() });
    const menu = await openFullMenu();
    const living = within(menu).getByRole('link', { name: 'Living' });
    expect(living.querySelector('img')?.getAttribute('src')).toBe('/icons/living.svg');
    expect(within(within(menu).getByRole('link', { name: 'Bedroom' })).getByTestId('category-icon-default')).toBeTruthy();
  });

  it('locks body scrolling while open and closes on a click outside', async () => {
    renderWithStores(<Header />, { world: givenMenu() });
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    const menu = await openFullMenu();
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    expect(document.body.style.getPropertyValue('--scrollbar-compensation')).toMatch(/^\d+px$/);

    await userEvent.click(within(menu).getByRole('button', { name: 'Show subcategories of Living' }));
    expect(screen.getByRole('dialog', { name: 'All categories' })).toBeTruthy();

    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'All categories' })).toBeNull());
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
    expect(document.body.style.getPropertyValue('--scrollbar-compensation')).toBe('');
  });

  it('has no MENU button when the full menu is switched off; phones get a products link instead', async () => {
    renderWithStores(<Header />, { world: givenMenu({ fullMenu: false }) });
    await within(mainNav()).findByRole('link', { name: 'Living' });
    expect(within(mainNav()).queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/products');
  });
});

describe('mobile off-canvas menu', () => {
  it('shows the category tree to at most three levels with expand toggles', async () => {
    renderWithStores(<Header />, { world: givenMenu() });
    await within(mainNav()).findByRole('link', { name: 'Living' });
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    // The off-canvas menu is lazy-loaded: wait for it to arrive.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const categories = within(drawer).getByRole('navigation', { name: 'Categories' });
    expect(within(categories).queryByRole('link', { name: 'Garden' })).toBeNull();

    const kitchenToggle = within(categories).getByRole('button', { name: 'Subcategories of Kitchen' });
    expect(kitchenToggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(kitchenToggle);
    expect(kitchenToggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(categories).getByRole('button', { name: 'Subcategories of Tables' }));
    expect(within(categories).getByRole('link', { name: 'Dining' })).toBeTruthy();
    expect(within(categories).queryByRole('button', { name: 'Subcategories of Dining' })).toBeNull();
    expect(within(categories).queryByText('Oak')).toBeNull();
    expect(within(categories).queryByRole('button', { name: 'Subcategories of Bedroom' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('has a contact block with phone, e-mail and three social networks', async () => {
    renderWithStores(<Header />, { world: givenMenu() });
    await within(mainNav()).findByRole('link', { name: 'Living' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The off-canvas menu is lazy-loaded: wait for it to arrive.
    const contact = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: /\+\d/ }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(within(contact).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    const social = within(contact).getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Facebook', SOCIAL.facebook],
      ['Instagram', SOCIAL.instagram],
      ['YouTube', SOCIAL.youtube],
    ]);
  });
});
