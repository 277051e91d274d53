import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../ports/model/result';
import { aProduct, givenACartShop, storedLine } from './cart-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const offline = { getCart: async () => fail({ kind: 'failed' as const, message: 'Failed to fetch' }) };

describe('cart id sources', () => {
  it('reads the URL cart_id first, but only on the order-placed and order-failed pages', () => {
    const world = givenACartShop({ stored: { cart_id: '33' }, cart: offline });
    const { cart } = world.root;
    expect(cart.resolveCartId()).toBe(33);

    cart.setLocation('/order-placed', '?cart_id=11');
    expect(cart.resolveCartId()).toBe(11);
    cart.setLocation('/order-failed', '?cart_id=12');
    expect(cart.resolveCartId()).toBe(12);
    cart.setLocation('/cart', '?cart_id=11');
    expect(cart.resolveCartId()).toBe(33);
  });

  it('prefers the store over storage', async () => {
    const world = givenACartShop({ stored: { cart_id: '33' } });
    const { product, pseIds } = await aProduct(world);
    world.storage.remove('cart_id');
    await world.root.cart.add(product, pseIds[0], 1);
    const storeId = world.root.cart.cartId;
    world.storage.set('cart_id', '77');

    expect(world.root.cart.resolveCartId()).toBe(storeId);
  });

  it.each([['0'], ['null'], ['undefined'], ['abc'], ['-3'], ['1.5']])(
    'treats the stored junk id %j as absent, with a console warning, and starts empty',
    (junk) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const world = givenACartShop({ stored: { cart_id: junk, cart_items: JSON.stringify([storedLine()]) } });

      expect(world.root.cart.cartId).toBeNull();
      expect(world.root.cart.items).toEqual([]);
      expect(world.root.cart.resolveCartId()).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(JSON.stringify(junk)));
      expect(world.callsTo('getCart')).toEqual([]);
    },
  );

  it.each([['0'], ['null'], ['undefined'], ['x1']])(
    'rejects the URL cart_id %j with a warning and falls back to storage',
    (junk) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const world = givenACartShop({ stored: { cart_id: '33' }, cart: offline });

      world.root.cart.setLocation('/order-placed', `?cart_id=${junk}`);

      expect(warn).toHaveBeenCalledWith(expect.stringContaining('url'));
      expect(world.root.cart.resolveCartId()).toBe(33);
    },
  );

  it('saves the cart id only when it is positive, and removes it otherwise', async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);

    await world.root.cart.add(product, pseIds[0], 1);
    expect(Number(world.storage.get('cart_id'))).toBeGreaterThan(0);

    world.root.cart.reset();
    expect(world.storage.get('cart_id')).toBeNull();
  });

  it("removes a junk stored id on the error 'invalid cartId'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const world = givenACartShop({
      stored: { cart_id: 'undefined' },
      cart: { addLine: async () => fail({ kind: 'invalid-cart-id' }) },
    });
    const { product, pseIds } = await aProduct(world);
    expect(world.storage.get('cart_id')).toBe('undefined');

    await expect(world.root.cart.add(product, pseIds[0], 1)).resolves.toBe(false);

    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.root.toasts.toasts.map((t) => t.messageId)).toEqual(['cart.toast.addFailed']);
  });

  it("keeps a valid stored id on the error 'invalid cartId'", async () => {
    const world = givenACartShop({
      stored: { cart_id: '500', cart_items: JSON.stringify([storedLine({ cartId: 500 })]) },
      cart: {
        ...offline,
        exists: async () => fail({ kind: 'invalid-cart-id' }),
        addLine: async () => fail({ kind: 'invalid-cart-id' }),
      },
    });
    const { product, pseIds } = await aProduct(world);

    await world.root.cart.add(product, pseIds[0], 1);

    expect(world.storage.get('cart_id')).toBe('500');
  });

  it('reads the id from the first line, else storage, else 0', () => {
    const world = givenACartShop({
      stored: { cart_id: '500', cart_items: JSON.stringify([storedLine({ cartId: 501 })]) },
      cart: offline,
    });
    expect(world.root.cart.idFromLines()).toBe(501);
    world.root.cart.reset();
    expect(world.root.cart.idFromLines()).toBe(0);
    world.storage.set('cart_id', '502');
    expect(world.root.cart.idFromLines()).toBe(502);
  });
});
