import { describe, expect, it } from 'vitest';
import { fail } from '../../../ports/model/result';
import { normaliseLine, parseStoredLines } from '../../../src/features/cart/cart-persistence';
import { RecordingLogger } from '../../support/build-root-store';
import { aCartLine, storedCart } from '../../support/cart-line-builder';
import { aSeededSofa, givenACartShop, settle, theCart } from '../../support/given-a-cart-shop';

const offline = { getCart: async () => fail({ kind: 'failed' as const, message: 'Failed to fetch' }) };

describe('the cart at startup, from storage', () => {
  it('starts with the stored lines when a cart id is stored', () => {
    const lines = [aCartLine().forPse(1).build(), aCartLine().forPse(2).inCart(500, 901).withQuantity(3).build()];
    const world = givenACartShop({ stored: storedCart(...lines), cart: offline });

    expect(world.root.cartLines.cartId).toBe(500);
    expect(world.root.cartLines.items).toEqual(lines);
    expect(world.root.cartLines.totalItems).toBe(4);
  });

  it('starts empty without a stored cart id, even when lines are stored, and asks the server nothing', () => {
    const { cart_items } = storedCart(aCartLine());
    const world = givenACartShop({ stored: { cart_items } });

    expect(world.root.cartLines.items).toEqual([]);
    expect(world.callsTo('getCart')).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"pseId":1}'],
    ['a number', '42'],
    ['lines without ids', '[{"pseId":"x","quantity":1}]'],
  ])('starts with an empty cart and a warning when cart_items is %s', (_label, junk) => {
    const world = givenACartShop({ stored: { cart_id: '500', cart_items: junk }, cart: offline });

    expect(world.root.cartLines.items).toEqual([]);
    expect(world.root.cartLines.cartId).toBe(500);
    expect(world.logger.warnings).not.toEqual([]);
  });

  it('keeps the sound stored lines, drops broken ones and never keeps two lines of one variant', () => {
    const logger = new RecordingLogger();
    const good = aCartLine().forPse(1).withQuantity(2).build();
    const again = aCartLine().forPse(1).withQuantity(5).build();
    const lines = parseStoredLines(JSON.stringify([good, { ...good, quantity: -1 }, null, again]), logger);

    expect(lines).toEqual([again]);
    expect(logger.warnings).toHaveLength(1);
  });

  it.each([
    ['a zero quantity', { quantity: 0 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a negative price', { unitNetPrice: -1 }],
    ['a missing cart item id', { cartItemId: undefined }],
    ['a junk cart id', { cartId: 'null' }],
  ])('rejects a stored line with %s', (_label, patch) => {
    expect(normaliseLine({ ...aCartLine().build(), ...patch })).toBeNull();
  });
});

describe('the cart id', () => {
  it('comes from the URL first, but only on the order-placed and order-failed pages', () => {
    const world = givenACartShop({ stored: { cart_id: '33' }, cart: offline });
    const lines = world.root.cartLines;
    expect(lines.resolveCartId()).toBe(33);

    lines.setLocation('/order-placed', '?cart_id=11');
    expect(lines.resolveCartId()).toBe(11);
    lines.setLocation('/order-failed', '?cart_id=12');
    expect(lines.resolveCartId()).toBe(12);
    lines.setLocation('/cart', '?cart_id=11');
    expect(lines.resolveCartId()).toBe(33);
  });

  it('comes from the store before storage', async () => {
    const world = givenACartShop({ stored: { cart_id: '33' } });
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    world.storage.remove('cart_id');
    await cart.add(product, pseIds[0], 1);
    const storeId = world.root.cartLines.cartId;
    world.storage.set('cart_id', '77');

    expect(world.root.cartLines.resolveCartId()).toBe(storeId);
  });

  it.each([['0'], ['null'], ['undefined'], ['abc'], ['-3'], ['1.5']])(
    'treats the stored junk id %j as absent, with a warning, and starts empty',
    (junk) => {
      const world = givenACartShop({ stored: { cart_id: junk, cart_items: storedCart(aCartLine()).cart_items } });

      expect(world.root.cartLines.cartId).toBeNull();
      expect(world.root.cartLines.items).toEqual([]);
      expect(world.root.cartLines.resolveCartId()).toBeNull();
      expect(world.logger.warnings).toContainEqual(expect.stringContaining(JSON.stringify(junk)));
      expect(world.callsTo('getCart')).toEqual([]);
    },
  );

  it.each([['0'], ['null'], ['undefined'], ['x1']])(
    'rejects the URL cart_id %j with a warning and falls back to storage',
    (junk) => {
      const world = givenACartShop({ stored: { cart_id: '33' }, cart: offline });

      world.root.cartLines.setLocation('/order-placed', `?cart_id=${junk}`);

      expect(world.logger.warnings).toContainEqual(expect.stringContaining('url'));
      expect(world.root.cartLines.resolveCartId()).toBe(33);
    },
  );

  it('is saved only while there is a cart, and removed when the cart is forgotten', async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    await cart.add(product, pseIds[0], 1);
    expect(Number(world.storage.get('cart_id'))).toBeGreaterThan(0);

    world.root.cartLines.forget();
    expect(world.storage.get('cart_id')).toBeNull();
  });

  it("a junk stored id is removed on the error 'invalid cartId'", async () => {
    const world = givenACartShop({
      stored: { cart_id: 'undefined' },
      cart: { addLine: async () => fail({ kind: 'invalid-cart-id' }) },
    });
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    expect(world.storage.get('cart_id')).toBe('undefined');

    await expect(cart.add(product, pseIds[0], 1)).resolves.toBe(false);

    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.root.toasts.toasts.map((t) => t.topic)).toEqual(['cart-add-failed']);
  });

  it("a valid stored id is kept on the error 'invalid cartId'", async () => {
    const world = givenACartShop({
      stored: storedCart(aCartLine().inCart(500)),
      cart: {
        ...offline,
        exists: async () => fail({ kind: 'invalid-cart-id' }),
        addLine: async () => fail({ kind: 'invalid-cart-id' }),
      },
    });
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    await cart.add(product, pseIds[0], 1);

    expect(world.storage.get('cart_id')).toBe('500');
  });

  it('is read from the first line, else storage, else 0', () => {
    const world = givenACartShop({
      stored: { cart_id: '500', cart_items: storedCart(aCartLine().inCart(501)).cart_items },
      cart: offline,
    });
    expect(world.root.cartLines.idFromLines()).toBe(501);
    world.root.cartLines.forget();
    expect(world.root.cartLines.idFromLines()).toBe(0);
    world.storage.set('cart_id', '502');
    expect(world.root.cartLines.idFromLines()).toBe(502);
  });
});

describe('a second tab', () => {
  it('reloads the cart from storage when another tab changes it, without duplicate lines', () => {
    const world = givenACartShop({ stored: storedCart(aCartLine().forPse(1)), cart: offline });
    const theirs = [aCartLine().forPse(1).withQuantity(4).build(), aCartLine().forPse(2).inCart(500, 901).build()];

    world.storage.simulateExternalChange('cart_items', JSON.stringify(theirs));

    expect(world.root.cartLines.items).toEqual(theirs);
    expect(world.root.cartLines.totalItems).toBe(5);
  });

  it('follows a new cart id and an emptied cart from another tab', () => {
    const world = givenACartShop({ stored: storedCart(aCartLine()), cart: offline });

    world.storage.simulateExternalChange('cart_items', storedCart(aCartLine().inCart(600)).cart_items ?? null);
    world.storage.simulateExternalChange('cart_id', '600');
    expect(world.root.cartLines.cartId).toBe(600);
    expect(world.root.cartLines.items).toHaveLength(1);

    world.storage.simulateExternalChange('cart_id', null);
    expect(world.root.cartLines.cartId).toBeNull();
    expect(world.root.cartLines.items).toEqual([]);
  });

  it('keeps a line added in this tab when the other tab then adds another (both are in storage)', async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], 1);
    await settle();
    const stored = JSON.parse(world.storage.get('cart_items') ?? '[]');
    const other = { ...stored[0], pseId: pseIds[1], cartItemId: stored[0].cartItemId + 1 };

    world.storage.simulateExternalChange('cart_items', JSON.stringify([...stored, other]));

    expect(world.root.cartLines.items.map((line) => line.pseId)).toEqual([pseIds[0], pseIds[1]]);
  });
});
