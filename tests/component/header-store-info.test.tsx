import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, portError } from '../../ports/model/result';
import { bindingOf } from '../../ports/port-token';
import { STORE_PORT, type StorePort } from '../../ports/store-port';
import { Header } from '../../src/features/shell/header/header';
import { aFakeFamily, givenAShop } from '../support/build-root-store';
import { recordingPort } from '../support/recording-port';
import { renderWithStores } from '../support/render-with-stores';

afterEach(() => vi.restoreAllMocks());

/** A shop whose first store-info request fails with this message; the later ones answer from the fake. */
function givenStoreInfoFailingOnce(message: string, kind: 'network' | 'server' = 'server') {
  const family = aFakeFamily();
  let failures = 1;
  const store = recordingPort<StorePort>(family.fakes.store, {
    getStoreInfo: async (satellite, locale) =>
      failures-- > 0 ? fail(portError(kind, message)) : family.fakes.store.getStoreInfo(satellite, locale),
  });
  // The store's own language: one store-info read (another language also reads the store's own contacts).
  const world = givenAShop({ ...family, config: { language: 'ro' }, ports: [bindingOf(STORE_PORT, store.port)] });
  return { world, storeInfoRequests: () => store.count('getStoreInfo') };
}

describe('store-info load error', () => {
  it('shows a refresh button titled "Error loading data" with the message, and retries on click', async () => {
    const { world, storeInfoRequests } = givenStoreInfoFailingOnce('Gateway timeout');
    renderWithStores(<Header />, { world });
    const retry = await screen.findByTitle('Error loading data');
    expect(retry.tagName).toBe('BUTTON');
    expect(retry.textContent).toContain('Gateway timeout');
    expect(storeInfoRequests()).toBe(1);

    await userEvent.click(retry);
    expect(storeInfoRequests()).toBe(2);
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
