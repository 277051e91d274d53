import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { CART_PORT, type CartPort } from '../../../ports/cart-port';
import { bindingOf } from '../../../ports/port-token';
import { givenAShop, runSteps, startNow } from '../../support/build-root-store';
import { aCartLine, storedCart } from '../../support/cart-line-builder';
import { recordingPort } from '../../support/recording-port';

describe('startup (section 4, app version)', () => {
  it('clears storage but the cart id, keeps the location and asks for a reload when the stored version differs', () => {
    const storage = new InMemoryStorage();
    storage.set('app_version', '1.0.9');
    storage.set('cart_id', '1001');
    storage.set('jwtToken', 'old-login');
    const { root } = givenAShop({ storage, unstarted: true });
    expect(startNow(root, '/product/7?x=1')).toBe('reload');
    expect(storage.get('cart_id')).toBe('1001');
    expect(storage.get('jwtToken')).toBeNull();
    expect(storage.get('app_version')).toBe('1.1.0');
    expect(storage.get('lastLocation')).toBe('/product/7?x=1');
  });

  it('makes no request and writes nothing back before the version check asks for the reload', async () => {
    const storage = new InMemoryStorage({ app_version: '1.0.9', ...storedCart(aCartLine().inCart(1001)), delivery_id: '12' });
    const base = givenAShop({ unstarted: true });
    const cart = recordingPort<CartPort>(base.fakes.cart);
    const { root } = givenAShop({ storage, fakes: base.fakes, ports: [bindingOf(CART_PORT, cart.port)], unstarted: true });

    expect(startNow(root, '/')).toBe('reload');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(cart.calls).toEqual([]);
    expect(storage.get('cart_id')).toBe('1001');
    expect(storage.get('cart_items')).toBeNull();
    expect(storage.get('delivery_id')).toBeNull();
  });

  it("shows 'Our website has been updated' for 15 seconds after that reload, then clears the flag", () => {
    const storage = new InMemoryStorage();
    storage.set('app_version', '1.0.9');
    startNow(givenAShop({ storage, unstarted: true }).root, '/');
    const { root, clock } = givenAShop({ storage, unstarted: true });
    expect(startNow(root, '/')).toBe('ready');
    expect(root.toasts.toasts.map((toast) => [toast.topic, toast.onAction !== undefined])).toEqual([['app-updated', true]]);
    clock.advanceBy(14_999);
    expect(root.toasts.toasts).toHaveLength(1);
    clock.advanceBy(1);
    expect(root.toasts.toasts).toHaveLength(0);
    expect(storage.get('showNewVersionToast')).toBeNull();
  });

  it('stays quiet when the version is unchanged', () => {
    const storage = new InMemoryStorage();
    storage.set('app_version', '1.1.0');
    const { root } = givenAShop({ storage, unstarted: true });
    expect(startNow(root, '/')).toBe('ready');
    expect(root.toasts.toasts).toEqual([]);
  });

  it('runs in steps the caller can pause between; the version check ends it before the first step', () => {
    const storage = new InMemoryStorage();
    storage.set('app_version', '1.0.9');
    const outdated = givenAShop({ storage, unstarted: true }).root.startSteps('/');
    expect(outdated.next()).toEqual({ done: true, value: 'reload' });

    const { root } = givenAShop({ storage, unstarted: true });
    let pauses = 0;
    expect(runSteps(root.startSteps('/'), () => (pauses += 1))).toBe('ready');
    expect(pauses).toBeGreaterThan(3);
    expect(root.toasts.toasts.map((toast) => toast.topic)).toEqual(['app-updated']);
    expect(root.shop.localeConfig.status).toBe('loading');
  });
});
