import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../../src/features/shell/header/header';
import { aFakeFamily, givenAShop } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';
import { storeBinding } from '../support/store-data';

afterEach(() => {
  document.body.classList.remove('scroll-locked');
  document.body.style.removeProperty('--scrollbar-compensation');
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

/** The header of a shop with the full menu (MENU) switched on. */
async function givenTheHeader() {
  const family = aFakeFamily();
  const store = storeBinding(family.fakes, { locale: (seeded) => ({ flags: { ...seeded.flags, fullMenu: true } }) });
  const world = givenAShop({ ...family, ports: [store] });
  renderWithStores(<Header />, { world });
  await waitFor(() => expect(within(mainNav()).getAllByRole('link').length).toBeGreaterThan(0), { timeout: 3000 });
  return world;
}

describe('the header menus with the keyboard alone', () => {
  it('the full menu keeps Tab and Shift+Tab inside, closes on Escape and gives the focus back to MENU', async () => {
    const user = userEvent.setup();
    await givenTheHeader();
    const opener = await within(mainNav()).findByRole('button', { name: 'Menu' });
    opener.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'All categories' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));

    const stops = within(menu).getAllByRole('button').length + within(menu).getAllByRole('link').length;
    for (let i = 0; i < stops + 2; i++) {
      await user.tab();
      expect(menu.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(menu.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'All categories' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the off-canvas menu keeps Tab inside and gives the focus back to its opener on Escape', async () => {
    const user = userEvent.setup();
    await givenTheHeader();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    opener.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.tab({ shift: true });
    expect(drawer.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a category panel opened by Tab closes on Escape from inside it, the focus back on its category', async () => {
    const user = userEvent.setup();
    await givenTheHeader();
    const top = within(mainNav()).getAllByRole('link')[0];
    if (!top) throw new Error('no category in the main navigation');
    top.focus();
    const panel = await screen.findByTestId('mega-menu-panel');
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mega-menu-panel')).toBeNull();
    expect(document.activeElement).toBe(top);
  });
});
