import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { appMessages } from '../../../src/ui/app-messages';
import { givenAShop } from '../../support/build-root-store';

describe('app version at startup (section 4)', () => {
  it('clears storage, keeps the location and asks for a reload when the stored version differs', () => {
    const storage = new InMemoryStorage();
    storage.set('app_version', '1.0.9');
    storage.set('cart_id', '1001');
    const { root } = givenAShop({ storage });
    expect(root.start('/product/7?x=1')).toBe('reload');
    expect(storage.get('cart_id')).toBeNull();
    expect(storage.get('app_version')).toBe('1.1.0');
    expect(storage.get('lastLocation')).toBe('/product/7?x=1');
  });

  it("shows 'Our website has been updated' for 15 seconds after that reload, then clears the flag", () => {
    const storage = new InMemoryStorage();
    storage.set('app_version', '1.0.9');
    givenAShop({ storage }).root.start('/');
    const { root, clock } = givenAShop({ storage });
    expect(root.start('/')).toBe('ready');
    expect(root.toasts.toasts.map((toast) => [toast.messageId, toast.actionId])).toEqual([
      [appMessages.updated.id, appMessages.updatedOk.id],
    ]);
    clock.advanceBy(14_999);
    expect(root.toasts.toasts).toHaveLength(1);
    clock.advanceBy(1);
    expect(root.toasts.toasts).toHaveLength(0);
    expect(storage.get('showNewVersionToast')).toBeNull();
  });

  it('stays quiet when the version is unchanged', () => {
    const storage = new InMemoryStorage();
    storage.set('app_version', '1.1.0');
    const { root } = givenAShop({ storage });
    expect(root.start('/')).toBe('ready');
    expect(root.toasts.toasts).toEqual([]);
  });
});
