import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { ShownLinePrice } from '../../../src/features/cart/cart-store';
import { aSeededSofa, givenACartShop, pending, settle, type CartWorld, theCart } from '../../support/given-a-cart-shop';

const toasts = (world: CartWorld) => world.root.toasts.toasts.map((t) => `${t.tone}:${t.topic}`);

describe('changing a line (section 4)', () => {
  async function cartWithQuantity(quantity: number) {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], quantity);
    await settle();
    world.cartCalls.calls.length = 0;
    world.root.toasts.toasts = [];
    return { world, line: world.root.cartLines.items[0]! };
  }

  it.each([
    [1, 1, null],
    [2, 1, 1],
    [5, 2, 3],
    [3, 3, null],
    [3, 7, null],
  ])('decrease: quantity %i minus %i → %s (null = line removed)', async (quantity, by, expected) => {
    const { world, line } = await cartWithQuantity(quantity);
    const { cart } = await theCart(world);

    await expect(cart.decrease(line, by)).resolves.toBe(true);

    if (expected === null) {
      expect(world.root.cartLines.items).toEqual([]);
      expect(world.callsTo('deleteLine')).toEqual([[line.cartId, line.cartItemId]]);
      expect(world.callsTo('decrease')).toEqual([]);
      expect(toasts(world)).toEqual(['error:cart-removed']);
    } else {
      expect(world.root.cartLines.items.map((l) => l.quantity)).toEqual([expected]);
      expect(world.callsTo('decrease')[0]).toMatchObject([{ cartItemId: line.cartItemId }, by]);
      expect(world.callsTo('deleteLine')).toEqual([]);
    }
  });

  it.each([
    [0, null],
    [-2, null],
    [1, 1],
    [12, 12],
  ])('set quantity %i → %s (null = line removed)', async (wanted, expected) => {
    const { world, line } = await cartWithQuantity(4);
    const { cart } = await theCart(world);

    await cart.setQuantity(line, wanted);

    if (expected === null) {
      expect(world.root.cartLines.items).toEqual([]);
      expect(world.callsTo('deleteLine')).toHaveLength(1);
    } else {
      expect(world.root.cartLines.items.map((l) => l.quantity)).toEqual([expected]);
      expect(world.callsTo('setQuantity')[0]).toMatchObject([{ cartItemId: line.cartItemId }, wanted]);
    }
    expect(JSON.parse(world.storage.get('cart_items') ?? '[]')).toHaveLength(expected === null ? 0 : 1);
  });

  it("shows 'Failed to update quantity' and keeps the quantity when the update fails", async () => {
    const { world, line } = await cartWithQuantity(2);
    const { cart, cartSync } = await theCart(world);
    world.knobs.failNext('CartPort.setQuantity');

    await expect(cart.setQuantity(line, 5)).resolves.toBe(false);

    expect(world.root.cartLines.items.map((l) => l.quantity)).toEqual([2]);
    expect(toasts(world)).toEqual(['error:cart-update-failed']);
    expect(cartSync.error).toBe('update-failed');
  });

  it("shows 'Failed to remove from cart' and keeps the line when the delete fails", async () => {
    const { world, line } = await cartWithQuantity(2);
    const { cart } = await theCart(world);
    world.knobs.failNext('CartPort.deleteLine');

    await expect(cart.removeLine(line)).resolves.toBe(false);

    expect(world.root.cartLines.items).toHaveLength(1);
    expect(toasts(world)).toEqual(['error:cart-remove-failed']);
  });

  it('ignores a second change of a line while the first is running', async () => {
    const gate = pending<void>();
    const world = givenACartShop({
      cart: (fakes) => ({
        setQuantity: async (ref, quantity) => {
          await gate.promise;
          return fakes.cart.setQuantity(ref, quantity);
        },
      }),
    });
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], 2);
    const line = world.root.cartLines.items[0]!;

    const first = cart.setQuantity(line, 5);
    expect(cart.isLinePending(line)).toBe(true);
    await expect(cart.setQuantity(line, 6)).resolves.toBe(false);
    gate.resolve();
    await first;

    expect(world.callsTo('setQuantity')).toHaveLength(1);
    expect(world.root.cartLines.items.map((l) => l.quantity)).toEqual([5]);
  });

  it('changes the fulfilment centre of a line and keeps it', async () => {
    const { world, line } = await cartWithQuantity(1);
    const { cart } = await theCart(world);

    await expect(cart.changeFulfilmentCentre(line, 2)).resolves.toBe(true);

    expect(world.callsTo('changeFulfilmentCentre')).toEqual([[line.cartId, line.cartItemId, 2]]);
    expect(world.root.cartLines.items[0]!.fulfilmentCentreId).toBe(2);
    expect(JSON.parse(world.storage.get('cart_items') ?? '[]')[0].fulfilmentCentreId).toBe(2);
  });

  it('updates price, promo and deliverability of an item', async () => {
    const { world, line } = await cartWithQuantity(1);
    const { cart } = await theCart(world);

    cart.updateItem(line.pseId, { price: 50, promo: 40, undeliverable: true });

    expect(world.root.cartLines.items[0]).toMatchObject({
      unitNetPrice: 50,
      promoNetPrice: 40,
      isPromo: true,
      undeliverable: true,
    });
    cart.updateItem(line.pseId, { promo: null });
    expect(world.root.cartLines.items[0]).toMatchObject({ promoNetPrice: null, isPromo: false });
  });

  it('a line takes the price a product page shows for its variant, and follows it until the page closes', async () => {
    const { world, line } = await cartWithQuantity(1);
    const { cart } = await theCart(world);
    const shown = observable.box<ShownLinePrice | null>({ pseId: line.pseId, price: 50, promo: null });

    const stop = cart.followShownPrice(() => shown.get());
    expect(world.root.cartLines.items[0]).toMatchObject({ unitNetPrice: 50, promoNetPrice: null, isPromo: false });
    shown.set({ pseId: line.pseId, price: 60, promo: 45 });
    expect(world.root.cartLines.items[0]).toMatchObject({ unitNetPrice: 60, promoNetPrice: 45, isPromo: true });
    stop();
    shown.set({ pseId: line.pseId, price: 70, promo: null });
    expect(world.root.cartLines.items[0]).toMatchObject({ unitNetPrice: 60, promoNetPrice: 45 });
  });
});

describe('delete all (section 4)', () => {
  async function cartWithLine() {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], 1);
    await settle();
    return world;
  }

  it('clears lines and the stored cart id', async () => {
    const world = await cartWithLine();
    const { cart } = await theCart(world);
    world.root.cartLines.setLocation('/cart');

    await expect(cart.clear()).resolves.toBe(true);

    expect(world.callsTo('clear')).toHaveLength(1);
    expect(world.root.cartLines.items).toEqual([]);
    expect(world.storage.get('cart_id')).toBeNull();
    expect(world.storage.get('cart_items')).toBeNull();
  });

  it.each(['/order-placed', '/order-failed'])('keeps the stored cart id when clearing on %s', async (path) => {
    const world = await cartWithLine();
    const { cart } = await theCart(world);
    const id = world.storage.get('cart_id');
    world.root.cartLines.setLocation(path, `?cart_id=${id}`);

    await cart.clear();

    expect(world.root.cartLines.items).toEqual([]);
    expect(world.storage.get('cart_id')).toBe(id);
    expect(world.storage.get('cart_items')).toBeNull();
  });

  it("'Delete all' asks first: nothing is removed until the shopper confirms", async () => {
    const world = await cartWithLine();
    const { cart } = await theCart(world);
    world.root.cartLines.setLocation('/cart');

    cart.askToClear();
    expect(cart.confirmingClear).toBe(true);
    cart.cancelClear();
    await settle();
    expect(world.callsTo('clear')).toEqual([]);
    expect(world.root.cartLines.items).toHaveLength(1);

    cart.askToClear();
    await expect(cart.confirmClear()).resolves.toBe(true);
    expect(cart.confirmingClear).toBe(false);
    expect(world.callsTo('clear')).toHaveLength(1);
    expect(world.root.cartLines.items).toEqual([]);
  });
});
