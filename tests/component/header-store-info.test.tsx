import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, portError } from '../../ports/model/result';
import type { StorePort } from '../../ports/store-port';
import { Header } from '../../src/ui/layout/header/header';
import { givenAShop } from '../support/build-root-store';
import { renderWithStores } from '../support/render-with-stores';

afterEach(() => vi.restoreAllMocks());

/** The port with some methods replaced; the rest answer from the fake. */
const override = <T extends object>(base: T, methods: Partial<T>): T =>
  new Proxy(base, {
    get: (target, property, receiver) =>
      property in methods ? methods[property as keyof T] : Reflect.get(target, property, receiver),
  });

function givenStoreInfoFailingOnce(message: string, kind: 'network' | 'server' = 'server') {
  const fake = givenAShop().backend.store;
  const getStoreInfo = vi.fn<StorePort['getStoreInfo']>((satellite, locale) => fake.getStoreInfo(satellite, locale));
  getStoreInfo.mockResolvedValueOnce(fail(portError(kind, message)));
  const world = givenAShop({ backend: { store: override(fake, { getStoreInfo }) } });
  return { world, getStoreInfo };
}

describe('store-info load error', () => {
  it('shows a refresh button titled "Error loading data" with the message, and retries on click', async () => {
    const { world, getStoreInfo } = givenStoreInfoFailingOnce('Gateway timeout');
    renderWithStores(<Header />, { world });
    const retry = await screen.findByTitle('Error loading data');
    expect(retry.tagName).toBe('BUTTON');
    expect(retry.textContent).toContain('Gateway timeout');
    expect(getStoreInfo).toHaveBeenCalledTimes(1);

    await userEvent.click(retry);
    expect(getStoreInfo).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(world.root.shop.storeInfo.status).toBe('ready'));
    expect(screen.queryByTitle('Error loading data')).toBeNull();
    const phone = world.root.shop.storeInfo.value?.phone ?? '';
    expect(phone).not.toBe('');
    expect(screen.getByText(phone)).toBeTruthy();
  });

  it("says 'Unknown error' when the failure has no message", async () => {
    const { world } = givenStoreInfoFailingOnce('');
    renderWithStores(<Header />, { world });
    const retry = await screen.findByTitle('Error loading data');
    expect(retry.textContent).toContain('Unknown error');
  });

  it('says the server could not be reached, not the raw network error, when the connection fails', async () => {
    const { world } = givenStoreInfoFailingOnce('Failed to fetch', 'network');
    renderWithStores(<Header />, { world });
    const retry = await screen.findByTitle('Error loading data');
    expect(retry.textContent).toContain('The server could not be reached');
    expect(retry.textContent).not.toContain('Failed to fetch');
  });
});
