import { describe, expect, it, vi } from 'vitest';
import type { DisplayFlags, LocaleConfig } from '../../../ports/model/store-config';
import { givenAShop } from '../../support/build-root-store';
import { givenAShopWithStoreData } from '../../support/store-data';

const withFlags = (flags: Partial<DisplayFlags>) => (seeded: LocaleConfig) => ({ flags: { ...seeded.flags, ...flags } });

describe('the header store (section 2.5)', () => {
  it('loads the menu and the shop’s settings when the header starts', async () => {
    const { root } = givenAShop({ unstarted: true });
    expect([root.menu.tree.status, root.shop.localeConfig.status, root.shop.storeInfo.status]).toEqual(['idle', 'idle', 'idle']);

    root.header.start();

    await vi.waitFor(() =>
      expect([root.menu.tree.status, root.shop.localeConfig.status, root.shop.storeInfo.status]).toEqual([
        'ready',
        'ready',
        'ready',
      ]),
    );
  });

  it('shows the full menu only when its module is on, and the search unless it is off', async () => {
    const on = givenAShopWithStoreData({ locale: withFlags({ fullMenu: true, search: false }) }).root;
    const off = givenAShopWithStoreData({ locale: withFlags({ fullMenu: false, search: true }) }).root;
    expect([on.header.fullMenu, on.header.searchEnabled]).toEqual([false, true]);

    on.header.start();
    off.header.start();

    await vi.waitFor(() => expect([on.header.fullMenu, on.header.searchEnabled]).toEqual([true, false]));
    await vi.waitFor(() => expect(off.shop.localeConfig.status).toBe('ready'));
    expect([off.header.fullMenu, off.header.searchEnabled]).toEqual([false, true]);
  });
});
