import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../ports/model/result';
import { aCartLine, storedCart } from '../../support/cart-line-builder';
import { aSeededSofa, givenACartShop, settle, type CartWorld, theCart } from '../../support/given-a-cart-shop';

const toasts = (world: CartWorld) => world.root.toasts.toasts.map((t) => `${t.tone}:${t.topic}`);
const lineQuantities = (world: CartWorld) => world.root.cartLines.items.map((line) => [line.pseId, line.quantity]);

describe('adding to the cart (section 4)', () => {
  it('creates a cart on the first add and stores the line with the returned cartId, cartItemId and quantity', async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    await expect(cart.add(product, pseIds[0], 2)).resolves.toBe(true);

    const [line] = world.root.cartLines.items;
    expect(world.root.cartLines.items).toHaveLength(1);
    expect(line).toMatchObject({ pseId: pseIds[0], productId: product.id, quantity: 2 });
    expect(line!.cartId).toBeGreaterThan(0);
    expect(line!.cartItemId).toBeGreaterThan(0);
    expect(world.root.cartLines.cartId).toBe(line!.cartId);
    expect(world.storage.get('cart_id')).toBe(String(line!.cartId));
    expect(JSON.parse(world.storage.get('cart_items') ?? '[]')).toHaveLength(1);
    expect(world.callsTo('exists')).toEqual([]);
    expect(world.callsTo('addLine')[0]![0]).toMatchObject({ cartId: null, pseId: pseIds[0], quantity: 2 });
  });

  it('makes the cart check, the add and one cart read, and nothing more', async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], 1);
    await settle();
    const cartId = world.root.cartLines.cartId;
    world.cartCalls.calls.length = 0;

    await cart.add(product, pseIds[1], 1);
    await settle();

    expect(world.cartCalls.calls.map((call) => call.method)).toEqual(['exists', 'addLine', 'getCart']);
    expect(world.callsTo('exists')[0]).toEqual([cartId]);
    expect(world.callsTo('addLine')[0]![0]).toMatchObject({ cartId });
  });

  it("drops the stored id and its stale lines on 'Cart not found', then adds to a new cart", async () => {
    const stale = aCartLine().forPse(77).inCart(4242, 1).build();
    const world = givenACartShop({
      stored: storedCart(stale),
      cart: {
        // Keep the startup refresh from racing the add: the server is briefly unreachable.
        getCart: async () => fail({ kind: 'failed', message: 'Failed to fetch' }),
        exists: async () => fail({ kind: 'cart-not-found' }),
      },
    });
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    expect(world.root.cartLines.items).toEqual([stale]);

    await expect(cart.add(product, pseIds[0], 1)).resolves.toBe(true);

    expect(world.callsTo('exists')).toEqual([[4242]]);
    expect(world.callsTo('addLine')[0]![0]).toMatchObject({ cartId: null });
    expect(world.root.cartLines.items.map((line) => line.pseId)).toEqual([pseIds[0]]);
    expect(world.root.cartLines.cartId).not.toBe(4242);
    expect(world.storage.get('cart_id')).toBe(String(world.root.cartLines.cartId));
  });

  it("says 'Added to cart' and opens the mini cart on a wide screen", async () => {
    const world = givenACartShop({ screenWidth: 1024 });
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    await cart.add(product, pseIds[0], 1);

    expect(toasts(world)).toEqual(['success:cart-added']);
    expect(world.root.miniCart.open).toBe(true);
  });

  it("says 'Added to cart' but leaves the mini cart closed on a phone", async () => {
    const world = givenACartShop({ screenWidth: 375 });
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    await cart.add(product, pseIds[0], 1);

    expect(toasts(world)).toEqual(['success:cart-added']);
    expect(world.root.miniCart.open).toBe(false);
  });

  it("shows 'Adding to cart failed' when the server refuses the add, and keeps the cart as it was", async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    world.knobs.failNext('CartPort.addLine');
    const { product, pseIds } = await aSeededSofa(world);

    await expect(cart.add(product, pseIds[0], 1)).resolves.toBe(false);

    expect(toasts(world)).toEqual(['error:cart-add-failed']);
    expect(world.root.cartLines.items).toEqual([]);
    expect(world.root.miniCart.open).toBe(false);
    expect(world.analytics.events).toEqual([]);
  });

  it('replaces the quantity of the same PRODUCT_SALE_ELEMENT with the returned one, and appends another', async () => {
    let next = 0;
    const answers = [3, 7, 1];
    const world = givenACartShop({
      cart: {
        addLine: async () => ok({ cartId: 1001, cartItemId: 5001 + next, quantity: answers[next++]! }),
        exists: async () => ok(true),
        getCart: async () => fail({ kind: 'failed', message: 'Failed to fetch' }),
      },
    });
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    await cart.add(product, pseIds[0], 3);
    await cart.add(product, pseIds[0], 4);
    expect(lineQuantities(world)).toEqual([[pseIds[0], 7]]);

    await cart.add(product, pseIds[1], 1);
    expect(lineQuantities(world)).toEqual([
      [pseIds[0], 7],
      [pseIds[1], 1],
    ]);
  });

  it('adds once on a double click: a second add of the same variant while the first runs is ignored', async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    const first = cart.add(product, pseIds[0], 1);
    expect(cart.isAdding(pseIds[0])).toBe(true);
    const second = cart.add(product, pseIds[0], 1);

    await expect(Promise.all([first, second])).resolves.toEqual([true, false]);
    expect(world.callsTo('addLine')).toHaveLength(1);
    expect(world.root.cartLines.items.map((line) => line.quantity)).toEqual([1]);
    expect(cart.isAdding(pseIds[0])).toBe(false);
  });

  it('runs adds of different variants one after another, into one cart', async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    await Promise.all([cart.add(product, pseIds[0], 1), cart.add(product, pseIds[1], 2)]);

    expect(new Set(world.root.cartLines.items.map((line) => line.cartId)).size).toBe(1);
    expect(lineQuantities(world)).toEqual([
      [pseIds[0], 1],
      [pseIds[1], 2],
    ]);
  });

  it('pushes the addToCart data-layer event with the gross unit price and currency', async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);

    await cart.add(product, pseIds[0], 2);

    const gross = Math.round(product.netPrice * 1.21 * 4.97 * 100) / 100; // Romania: 21% TVA, 4.97 lei per euro
    expect(world.analytics.events).toEqual([
      { event: 'addToCart', productId: product.id, pseId: pseIds[0], quantity: 2, grossPrice: gross, currency: 'RON' },
    ]);
  });

  it('the addToCart event carries the quantity added, not the line’s new total', async () => {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], 1);

    await cart.add(product, pseIds[0], 2);

    expect(lineQuantities(world)).toEqual([[pseIds[0], 3]]);
    expect(world.analytics.events.map((event) => 'quantity' in event && event.quantity)).toEqual([1, 2]);
  });
});
