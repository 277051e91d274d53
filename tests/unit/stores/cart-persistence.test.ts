import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../../ports/model/result';
import { normaliseLine, parseStoredLines } from '../../../src/stores/cart-persistence';
import { aProduct, givenACartShop, settle, storedLine } from './cart-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const offline = { getCart: async () => fail({ kind: 'failed' as const, message: 'Failed to fetch' }) };

describe('startup from storage', () => {
  it('initialises the cart with the stored lines when a cart id is stored', () => {
    const lines = [storedLine({ pseId: 1 }), storedLine({ pseId: 2, cartItemId: 901, quantity: 3 })];
    const world = givenACartShop({ stored: { cart_id: '500', cart_items: JSON.stringify(lines) }, cart: offline });

    expect(world.root.cart.initialized).toBe(true);
    expect(world.root.cart.cartId).toBe(500);
    expect(world.root.cart.items).toEqual(lines);
    expect(world.root.cart.totalItems).toBe(4);
  });

  it('starts empty without a stored cart id, even when lines are stored', () => {
    const world = givenACartShop({ stored: { cart_items: JSON.stringify([storedLine()]) } });

    expect(world.root.cart.items).toEqual([]);
    expect(world.callsTo('getCart')).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"pseId":1}'],
    ['a number', '42'],
    ['lines without ids', '[{"pseId":"x","quantity":1}]'],
  ])('starts with an empty cart and a warning when cart_items is %s', (_label, junk) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const world = givenACartShop({ stored: { cart_id: '500', cart_items: junk }, cart: offline });

    expect(world.root.cart.items).toEqual([]);
    expect(world.root.cart.cartId).toBe(500);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the sound stored lines, drops broken ones and never keeps two lines of one variant', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = storedLine({ pseId: 1, quantity: 2 });
    const again = storedLine({ pseId: 1, quantity: 5 });
    const lines = parseStoredLines(JSON.stringify([good, { ...good, quantity: -1 }, null, again]), console);

    expect(lines).toEqual([again]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a zero quantity', { quantity: 0 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a negative price', { unitNetPrice: -1 }],
    ['a missing cart item id', { cartItemId: undefined }],
    ['a junk cart id', { cartId: 'null' }],
  ])('rejects a stored line with %s', (_label, patch) => {
    expect(normaliseLine({ ...storedLine(), ...patch })).toBeNull();
  });
});

describe('a second tab', () => {
  it('reloads the cart from storage when another tab changes it, without duplicate lines', () => {
    const mine = storedLine({ pseId: 1, quantity: 1 });
    const world = givenACartShop({ stored: { cart_id: '500', cart_items: JSON.stringify([mine]) }, cart: offline });
    const theirs = [storedLine({ pseId: 1, quantity: 4 }), storedLine({ pseId: 2, cartItemId: 901, quantity: 1 })];

    world.storage.simulateExternalChange('cart_items', JSON.stringify(theirs));

    expect(world.root.cart.items).toEqual(theirs);
    expect(world.root.cart.totalItems).toBe(5);
  });

  it('follows a new cart id and an emptied cart from another tab', () => {
    const world = givenACartShop({ stored: { cart_id: '500', cart_items: JSON.stringify([storedLine()]) }, cart: offline });

    world.storage.simulateExternalChange('cart_items', JSON.stringify([storedLine({ cartId: 600 })]));
    world.storage.simulateExternalChange('cart_id', '600');
    expect(world.root.cart.cartId).toBe(600);
    expect(world.root.cart.items).toHaveLength(1);

    world.storage.simulateExternalChange('cart_id', null);
    expect(world.root.cart.cartId).toBeNull();
    expect(world.root.cart.items).toEqual([]);
  });

  it('keeps a line added in this tab when the other tab then adds another (both are in storage)', async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aProduct(world);
    await world.root.cart.add(product, pseIds[0], 1);
    await settle();
    const stored = JSON.parse(world.storage.get('cart_items') ?? '[]');
    const other = { ...stored[0], pseId: pseIds[1], cartItemId: stored[0].cartItemId + 1 };

    world.storage.simulateExternalChange('cart_items', JSON.stringify([...stored, other]));

    expect(world.root.cart.items.map((line) => line.pseId)).toEqual([pseIds[0], pseIds[1]]);
  });

  it('follows a coupon applied in another tab', () => {
    const world = givenACartShop();
    world.storage.set('appliedCouponDiscount', '25');
    world.storage.simulateExternalChange('appliedCoupon', 'WELCOME10');

    expect(world.root.cart.appliedCoupon).toEqual({ code: 'WELCOME10', discount: 25 });
  });
});
