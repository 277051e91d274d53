import { describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import type { StorageKey } from '../../../ports/storage-port';
import { aFakeFamily, givenAShop } from '../../support/build-root-store';
import { aSeededSofa, settle, theCart } from '../../support/given-a-cart-shop';
import { aJwt, aStoredToken, aStoredTokenWith } from '../../support/jwt-builder';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const anna = DEMO_ACCOUNTS.private;
type Stored = Partial<Record<StorageKey, string>>;

/** A started shop on the test clock over storage holding `stored` (built from the clock's now). */
function givenAShopWith(stored: (now: number) => Stored) {
  const family = aFakeFamily();
  const storage = new InMemoryStorage(stored(family.clock.now()));
  return givenAShop({ ...family, storage });
}

const loggedInState = (now: number, token = aStoredToken(now + 5 * HOUR)): Stored => ({
  jwtToken: token,
  user_identifier: anna.email,
  customer_id: String(anna.customerId),
  address_id: '7001',
  appliedCoupon: 'WELCOME10',
  appliedCouponDiscount: '10',
  isCompany: 'true',
  excludeVAT: 'true',
  profileName: 'Anna Popescu',
  cart_id: '1001',
});

const express = (expiresAt: number): Stored => ({ user_express: 'true', user_express_data: JSON.stringify({ expiresAt }) });

describe('restoring a stored login (sections 3 and 4)', () => {
  it('keeps a sound token and the user state with it', () => {
    const shop = givenAShopWith((now) => loggedInState(now));
    expect(shop.root.session).toMatchObject({ loggedIn: true, customerId: anna.customerId, isCompany: true });
    expect(shop.root.session.token?.expiresAt).toBe(shop.clock.now() + 5 * HOUR);
    expect(shop.logger.warnings).toEqual([]);
  });

  it.each<[string, (now: number) => Stored]>([
    ['sound', (now) => ({ ...loggedInState(now), ...express(now + MINUTE) })],
    ['absent', () => ({ cart_id: '1001' })],
  ])('removes nothing when the stored state is %s', (_label, stored) => {
    const family = aFakeFamily();
    const storage = new InMemoryStorage(stored(family.clock.now()));
    const remove = vi.spyOn(storage, 'remove');
    givenAShop({ ...family, storage });
    expect(remove).not.toHaveBeenCalled();
  });

  it.each<[string, (now: number) => string]>([
    ['junk JSON', () => '{"token":'],
    ['an opaque token', (now) => aStoredTokenWith('opaque', now + 5 * HOUR)],
    ['a JWT without exp', (now) => aStoredTokenWith(aJwt({ sub: anna.customerId }), now + 5 * HOUR)],
    [
      'a tampered payload',
      (now) => aStoredTokenWith(aJwt({ exp: (now + 5 * HOUR) / 1000 }).replace('.', '.Zm9v'), now + 5 * HOUR),
    ],
    ['an expired token', (now) => aStoredToken(now - 1)],
    ['an expiry pushed past exp', (now) => aStoredTokenWith(aJwt({ exp: (now + HOUR) / 1000 }), now + 5 * HOUR)],
    [
      'an expiry pulled before exp',
      (now) => aStoredTokenWith(aJwt({ exp: (now + 5 * HOUR) / 1000 }), now + 5 * HOUR - 2 * MINUTE),
    ],
  ])('ends the session cleanly on %s, with one warning, and keeps the cart', (_label, token) => {
    const shop = givenAShopWith((now) => loggedInState(now, token(now)));

    expect(shop.root.session).toMatchObject({
      loggedIn: false,
      token: null,
      customerId: null,
      isCompany: false,
      excludeVat: false,
    });
    const { jwtToken, user_identifier, customer_id, address_id, appliedCoupon, isCompany, excludeVAT, cart_id } =
      shop.storage.dump();
    expect({ jwtToken, user_identifier, customer_id, address_id, appliedCoupon, isCompany, excludeVAT }).toEqual({
      isCompany: 'false',
      excludeVAT: 'false',
    });
    expect(cart_id).toBe('1001');
    expect(shop.logger.warnings).toHaveLength(1);
    expect(shop.logger.warnings[0]).toMatch(/login token/);
  });

  it('keeps the cart and its lines when a tab restarts on a tampered token', async () => {
    const family = aFakeFamily();
    const storage = new InMemoryStorage();
    const first = givenAShop({ ...family, storage });
    const { cart } = await theCart(first);
    await first.root.session.logIn(anna.email, anna.password);
    const { product, pseIds } = await aSeededSofa(first);
    await cart.add(product, pseIds[0], 2);
    await settle();
    const cartId = storage.get('cart_id');
    expect(Number(cartId)).toBeGreaterThan(0);

    const token = JSON.parse(storage.get('jwtToken') ?? '{}') as { token: string; expiresAt: number };
    storage.set('jwtToken', JSON.stringify({ ...token, expiresAt: token.expiresAt + 24 * HOUR }));
    const second = givenAShop({ ...family, storage });
    await settle();

    expect(second.root.session.loggedIn).toBe(false);
    expect(storage.get('cart_id')).toBe(cartId);
    expect(second.root.cartLines.items.map((line) => [line.pseId, line.quantity])).toEqual([[pseIds[0], 2]]);
  });

  it('keeps a demo login from the fake customers across a restart', async () => {
    const family = aFakeFamily();
    const storage = new InMemoryStorage();
    const first = givenAShop({ ...family, storage });
    await expect(first.root.session.logIn(anna.email, anna.password)).resolves.toBeNull();
    family.clock.advanceBy(HOUR);

    const second = givenAShop({ ...family, storage });
    expect(second.root.session.loggedIn).toBe(true);
    expect(second.root.session.token).toEqual(first.root.session.token);
    expect(second.logger.warnings).toEqual([]);
  });

  it('follows a tampered token written by another tab by logging out', () => {
    const shop = givenAShopWith((now) => loggedInState(now));
    shop.storage.simulateExternalChange('jwtToken', aStoredTokenWith('tampered', shop.clock.now() + HOUR));
    expect(shop.root.session.loggedIn).toBe(false);
    expect(shop.storage.get('cart_id')).toBe('1001');
  });
});

describe('junk in the stored user state is dropped, never a crash', () => {
  it.each([['abc'], ['-1'], ['0'], ['1.5'], ['1e3'], ['{}'], ['null'], [''], ['9'.repeat(5000)]])('customer_id %j', (junk) => {
    const shop = givenAShopWith((now) => ({ ...loggedInState(now), customer_id: junk }));
    expect(shop.root.session.customerId).toBeNull();
    expect(shop.root.session.loggedIn).toBe(true);
    expect(shop.storage.get('customer_id')).toBeNull();
    expect(shop.logger.warnings).toEqual(['Ignoring junk in stored customer_id']);
  });

  it.each([['abc'], ['-3'], ['2.5'], ['{}']])('address_id %j', (junk) => {
    const shop = givenAShopWith((now) => ({ ...loggedInState(now), address_id: junk }));
    expect(shop.storage.get('address_id')).toBeNull();
    expect(shop.storage.get('customer_id')).toBe(String(anna.customerId));
  });

  it.each([[''], ['anna'], ['{}'], ['<img src=x>@example.com'], [`${'a'.repeat(5000)}@example.com`]])(
    'user_identifier %j',
    (junk) => {
      const shop = givenAShopWith((now) => ({ ...loggedInState(now), user_identifier: junk }));
      expect(shop.storage.get('user_identifier')).toBeNull();
      expect(shop.root.session.loggedIn).toBe(true);
      expect(shop.logger.warnings).toEqual(['Ignoring junk in stored user_identifier']);
    },
  );

  it('junk without a login is dropped too', () => {
    const shop = givenAShopWith(() => ({ customer_id: '{}', user_identifier: 'x'.repeat(5000), cart_id: '1001' }));
    expect(shop.root.session.loggedIn).toBe(false);
    expect([shop.storage.get('customer_id'), shop.storage.get('user_identifier')]).toEqual([null, null]);
    expect(shop.storage.get('cart_id')).toBe('1001');
  });
});
