import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { CATALOG_PORT, type CatalogPort } from '../../ports/catalog-port';
import type { SalesBarEntry } from '../../ports/model/store-config';
import { bindingOf } from '../../ports/port-token';
import { STORE_PORT, type StorePort } from '../../ports/store-port';
import { DEFAULT_SHOP } from '../../src/app/config';
import { AppRoutes } from '../../src/app/app-routes';
import { ServerErrorPage } from '../../src/features/shell/server-error-page';
import { aStoredToken } from '../support/jwt-builder';
import { aFakeFamily, givenAShop, shopSettingsLoaded } from '../support/build-root-store';
import { aSeededSofa, theCart } from '../support/given-a-cart-shop';
import { recordingPort } from '../support/recording-port';
import { renderWithStores } from '../support/render-with-stores';
import { givenAShopWithStoreData } from '../support/store-data';

afterEach(() => vi.restoreAllMocks());

const SALES_BAR: SalesBarEntry = {
  message: 'Black Week',
  link: '/sofas.html',
  linkText: 'Shop sofas',
  dismissible: true,
  active: true,
};

const HOSTS = [
  {
    host: 'www.lemnia.de',
    message: 'Beim Verbinden mit dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    apology: 'Unser Shop für Deutschland',
    retry: 'Erneut versuchen',
  },
  {
    host: 'shop.lemnia.at',
    message: 'Beim Verbinden mit dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    apology: 'Unser Shop für Österreich',
    retry: 'Erneut versuchen',
  },
  {
    host: 'lemnia.ro',
    message: 'A apărut o eroare la conectarea la server. Vă rugăm să încercați din nou mai târziu.',
    apology: 'magazinul nostru pentru România',
    retry: 'Reîncearcă',
  },
  {
    host: 'lemnia.com',
    message: 'There was an error connecting to the server. Please try again later.',
    apology: 'our shop cannot be reached',
    retry: 'Retry',
  },
];

describe('server-error page', () => {
  it.each(HOSTS)(
    "on $host speaks the country language and shows the build's shop contacts",
    async ({ host, message, apology, retry }) => {
      const { phone, email } = DEFAULT_SHOP;
      renderWithStores(<ServerErrorPage hostname={host} />);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText(new RegExp(apology))).toBeTruthy();
      expect(screen.getByRole('link', { name: phone }).getAttribute('href')).toBe(`tel:${phone.replace(/ /g, '')}`);
      expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
      expect(screen.getByRole('button', { name: retry })).toBeTruthy();
    },
  );

  it("names the shop and its contacts as the build configures them, never another shop's", async () => {
    const shop = { name: 'Mobila Test', phone: '+40 31 000 0001', email: 'help@mobila-test.example' };
    const family = aFakeFamily();
    family.knobs.fail('StorePort.getLocaleConfig');
    const world = givenAShop({ ...family, config: { shop } });
    await shopSettingsLoaded(world);
    renderWithStores(<ServerErrorPage hostname="shop.example.com" />, { world });

    expect(screen.getByRole('banner').textContent).toBe('Mobila Test');
    expect(screen.getByRole('link', { name: shop.phone }).getAttribute('href')).toBe('tel:+40310000001');
    expect(screen.getByRole('link', { name: shop.email }).getAttribute('href')).toBe(`mailto:${shop.email}`);
    await waitFor(() => expect(document.title).toBe('We are sorry | Mobila Test'));
    expect(document.body.textContent).not.toMatch(/Casa|casa-mobila|\+43/);
  });

  it('has its own simple layout with the logo text, outside the page frame', () => {
    renderWithStores(<ServerErrorPage hostname="localhost" />);
    expect(screen.getByRole('banner').textContent).toBe('Lemnia');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We are sorry');
  });

  it('Retry clears local and session storage and the cart state but keeps the cart id, then reloads the shop state and the cart', async () => {
    const storage = new InMemoryStorage({
      jwtToken: aStoredToken(99999999999999),
      customer_id: '5',
      locale_config: '{}',
    });
    const family = aFakeFamily();
    family.knobs.fail('StorePort.getLocaleConfig');
    const store = recordingPort<StorePort>(family.fakes.store);
    const catalog = recordingPort<CatalogPort>(family.fakes.catalog);
    const world = givenAShop({
      ...family,
      storage,
      config: { language: 'ro' },
      ports: [bindingOf(STORE_PORT, store.port), bindingOf(CATALOG_PORT, catalog.port)],
    });
    const { root } = world;
    await shopSettingsLoaded(world);
    await vi.waitFor(() => expect(root.menu.ready).toBe(true));
    expect(root.shop.localeConfig.status).toBe('error');
    const { product, pseIds } = await aSeededSofa(world);
    const { cart } = await theCart(world);
    expect(await cart.add(product, pseIds[0], 1)).toBe(true);
    const cartId = root.cartLines.cartId;
    expect(cartId).toBeGreaterThan(0);
    expect(storage.get('cart_id')).toBe(String(cartId));
    expect(root.session.loggedIn).toBe(true);
    const before = { config: store.count('getLocaleConfig'), info: store.count('getStoreInfo') };
    const menuBefore = { tree: catalog.count('getCategoryMenu'), counts: catalog.count('getCategoryCounts') };
    const clearAll = vi.spyOn(storage, 'clearAll');

    renderWithStores(<ServerErrorPage hostname="localhost" />, { world });
    family.knobs.heal('StorePort.getLocaleConfig');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(clearAll).toHaveBeenCalledTimes(1);
    // locale_config is cleared too, and written afresh once the reload succeeds.
    for (const key of ['jwtToken', 'customer_id'] as const) expect(storage.get(key)).toBeNull();
    expect(root.session.loggedIn).toBe(false);
    // The server-side cart survives: its id is kept and its lines are fetched again.
    expect(storage.get('cart_id')).toBe(String(cartId));
    expect(root.cartLines.cartId).toBe(cartId);
    await waitFor(() => expect(root.cartLines.items.map((line) => line.pseId)).toEqual([pseIds[0]]));
    await waitFor(() => expect(root.shop.localeConfig.status).toBe('ready'));
    expect(store.count('getLocaleConfig')).toBe(before.config + 1);
    expect(store.count('getStoreInfo')).toBe(before.info + 1);
    expect(catalog.count('getCategoryMenu')).toBe(menuBefore.tree + 1);
    expect(catalog.count('getCategoryCounts')).toBe(menuBefore.counts + 1);
  });

  it('after Retry the shop shows the state it reloaded: a dismissed sales bar and the recently viewed list come back at once', async () => {
    const storage = new InMemoryStorage({ salesBarVisible: 'false', recently_viewed: '[3,4]' });
    const world = givenAShopWithStoreData(
      { locale: (seeded) => ({ salesBar: SALES_BAR, flags: { ...seeded.flags, salesBar: true } }) },
      { storage },
    );
    await shopSettingsLoaded(world);
    const { root } = world;
    expect(root.header.salesBarVisible).toBe(false);
    expect(root.recentlyViewed.ids).toEqual([3, 4]);

    renderWithStores(<ServerErrorPage hostname="localhost" />, { world });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(root.header.salesBarVisible).toBe(true);
    expect(root.recentlyViewed.ids).toEqual([]);
  });

  it('is what the routes show when the locale config cannot be loaded', async () => {
    const knobs = new FakeKnobs();
    knobs.fail('StorePort.getLocaleConfig');
    const world = givenAShop({ knobs });
    await shopSettingsLoaded(world);
    expect(world.root.shop.localeConfig.status).toBe('error');
    renderWithStores(<AppRoutes />, { world, path: '/datenschutz' });
    // The server-error page is lazy-loaded: wait for it to arrive.
    expect(await screen.findByText('There was an error connecting to the server. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
