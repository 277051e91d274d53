import { describe, expect, it } from 'vitest';
import { givenAShop } from '../../support/build-root-store';

describe('lastLocation (section 4): where a login returns to', () => {
  it.each(['/login-register', '/forgot-password', '/logout'])('%s is never remembered', (page) => {
    const { root, storage } = givenAShop();
    root.app.recordLocation('/cart');
    root.app.recordLocation(page);
    expect(root.app.lastLocation).toBe('/cart');
    expect(storage.get('lastLocation')).toBe('/cart');
  });

  it('any other page is', () => {
    const { root } = givenAShop();
    root.app.recordLocation('/account/order/30001');
    expect(root.app.lastLocation).toBe('/account/order/30001');
  });
});
