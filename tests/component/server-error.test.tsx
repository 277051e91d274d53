import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { fail, portError } from '../../ports/model/result';
import { AppRoutes } from '../../src/ui/app-routes';
import { ServerErrorPage } from '../../src/ui/pages/server-error-page';
import { givenAShop } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';

afterEach(() => vi.restoreAllMocks());

/** Counts the calls of a port's methods; `down` makes a method fail with a network error while it returns true. */
function counting<T extends object>(port: T, calls: Record<string, number>, down: Record<string, () => boolean> = {}): T {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        calls[property] = (calls[property] ?? 0) + 1;
        if (down[property]?.()) return Promise.resolve(fail(portError('network', 'Failed to fetch')));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const HOSTS = [
  {
    host: 'www.casa-mobila.de',
    message: 'Beim Verbinden mit dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    apology: 'Unser Shop für Deutschland',
    phone: '+49 30 23125 480',
    email: 'kundenservice.de@casa-mobila.example',
    retry: 'Erneut versuchen',
  },
  {
    host: 'shop.casa-mobila.at',
    message: 'Beim Verbinden mit dem Server ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    apology: 'Unser Shop für Österreich',
    phone: '+43 1 236 5480',
    email: 'kundenservice.at@casa-mobila.example',
    retry: 'Erneut versuchen',
  },
  {
    host: 'casa-mobila.ro',
    message: 'A apărut o eroare la conectarea la server. Vă rugăm să încercați din nou mai târziu.',
    apology: 'magazinul nostru pentru România',
    phone: '+40 21 312 4580',
    email: 'relatii.clienti@casa-mobila.example',
    retry: 'Reîncearcă',
  },
  {
    host: 'casa-mobila.com',
    message: 'There was an error connecting to the server. Please try again later.',
    apology: 'our shop cannot be reached',
    phone: '+43 1 236 5499',
    email: 'service@casa-mobila.example',
    retry: 'Retry',
  },
];

describe('server-error page', () => {
  it.each(HOSTS)(
    'on $host speaks the country language and shows its contacts',
    async ({ host, message, apology, phone, email, retry }) => {
      renderWithStores(<ServerErrorPage hostname={host} />);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText(new RegExp(apology))).toBeTruthy();
      expect(screen.getByRole('link', { name: phone }).getAttribute('href')).toBe(`tel:${phone.replace(/ /g, '')}`);
      expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
      expect(screen.getByRole('button', { name: retry })).toBeTruthy();
      for (const other of HOSTS.filter((h) => h.phone !== phone)) expect(screen.queryByText(other.phone)).toBeNull();
    },
  );

  it('has its own simple layout with the logo text, outside the page frame', () => {
    renderWithStores(<ServerErrorPage hostname="localhost" />);
    expect(screen.getByRole('banner').textContent).toBe('Casa Mobila');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We are sorry');
  });

  it('Retry clears local and session storage and the cart, then reloads the shop state', async () => {
    const storage = new InMemoryStorage({
      jwtToken: '{"token":"a.b.c","expiresAt":99999999999999}',
      customer_id: '5',
      locale_config: '{}',
    });
    const fake = createFakeAdapters({ clock: new InMemoryClock(), knobs: new FakeKnobs() });
    const calls: Record<string, number> = {};
    let configDown = true;
    const store = counting(fake.store, calls, { getLocaleConfig: () => configDown });
    const world = givenAShop({ storage, backend: { store, catalog: counting(fake.catalog, calls) } });
    const { root } = world;
    await Promise.all([root.shop.localeConfig.ensure(), root.shop.storeInfo.ensure(), root.menu.load()]);
    expect(root.shop.localeConfig.status).toBe('error');
    const listed = await fake.catalog.listProducts(
      { limit: 1, offset: 0, sort: 'default', availableOnly: true },
      root.shop.context,
    );
    const product = listed.ok ? listed.value.products[0] : undefined;
    const pseId = product?.defaultPseId ?? product?.colours[0]?.sizes[0]?.pseId;
    if (!product || pseId === undefined) throw new Error('the fake catalog has no product to put in the cart');
    expect(await root.cart.add(product, pseId, 1)).toBe(true);
    expect(root.cart.cartId).toBeGreaterThan(0);
    expect(storage.get('cart_id')).not.toBeNull();
    expect(root.session.loggedIn).toBe(true);
    const before = { ...calls };
    const clearAll = vi.spyOn(storage, 'clearAll');

    renderWithStores(<ServerErrorPage hostname="localhost" />, { world });
    configDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(clearAll).toHaveBeenCalledTimes(1);
    // locale_config is cleared too, and written afresh once the reload succeeds.
    for (const key of ['cart_id', 'jwtToken', 'customer_id'] as const) expect(storage.get(key)).toBeNull();
    expect(root.cart.cartId).toBeNull();
    expect(root.cart.items).toEqual([]);
    expect(root.session.loggedIn).toBe(false);
    await waitFor(() => expect(root.shop.localeConfig.status).toBe('ready'));
    expect(calls['getLocaleConfig']).toBe((before['getLocaleConfig'] ?? 0) + 1);
    expect(calls['getStoreInfo']).toBe((before['getStoreInfo'] ?? 0) + 1);
    expect(calls['getCategoryMenu']).toBe((before['getCategoryMenu'] ?? 0) + 1);
    expect(calls['getCategoryCounts']).toBe((before['getCategoryCounts'] ?? 0) + 1);
  });

  it('is what the routes show when the locale config cannot be loaded', async () => {
    const fake = createFakeAdapters({ clock: new InMemoryClock(), knobs: new FakeKnobs() }).store;
    const world = givenAShop({
      backend: {
        store: {
          getLocaleConfig: () => Promise.resolve(fail(portError('network', 'Failed to fetch'))),
          getStoreInfo: (satellite, locale) => fake.getStoreInfo(satellite, locale),
          getSystemConfig: (name) => fake.getSystemConfig(name),
        },
      },
    });
    await world.root.shop.localeConfig.ensure();
    expect(world.root.shop.localeConfig.status).toBe('error');
    renderWithStores(<AppRoutes />, { world, path: '/datenschutz' });
    // The server-error page is lazy-loaded: wait for it to arrive.
    expect(await screen.findByText('There was an error connecting to the server. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
