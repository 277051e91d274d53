import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LazyFeature } from '../../../src/shared/lazy-feature';
import { aCartLine, storedCart } from '../../support/cart-line-builder';
import { aSeededSofa, givenACartShop, settle, theCart, type CartWorld } from '../../support/given-a-cart-shop';

const aStoredCart = () => storedCart(aCartLine().forPse(77).inCart(4242, 1));

let loads: MockInstance<LazyFeature<unknown>['load']>;
beforeEach(() => {
  loads = vi.spyOn(LazyFeature.prototype, 'load');
});
afterEach(() => loads.mockRestore());

/** Whether the cart's stores were asked for at all (their download takes longer than a settle). */
const cartStoresAskedFor = (world: CartWorld) => loads.mock.contexts.includes(world.root.cartFeature);

/** The cart's stores load, then fetch the stored cart's lines once. */
async function expectLoadedAndRefreshed(world: CartWorld) {
  await vi.waitFor(() => expect(world.root.cartFeature.value).toBeDefined());
  await settle();
  expect(world.callsTo('getCart')).toEqual([[4242, null]]);
}

describe("the cart's own stores load when there is a cart", () => {
  it('a shopper without a cart starts without them, and without any cart call', async () => {
    const world = givenACartShop();
    await settle();

    expect(cartStoresAskedFor(world)).toBe(false);
    expect(world.cartCalls.calls).toEqual([]);
  });

  it('a stored cart loads them at startup, which fetch its lines from the server', async () => {
    const world = givenACartShop({ stored: aStoredCart() });

    await expectLoadedAndRefreshed(world);
  });

  it('a cart another tab creates loads them', async () => {
    const world = givenACartShop();
    await settle();
    const { cart_id: cartId, cart_items: items } = aStoredCart();

    world.storage.simulateExternalChange('cart_items', items!);
    world.storage.simulateExternalChange('cart_id', cartId!);

    await expectLoadedAndRefreshed(world);
  });

  it("the server-error page's Retry without them closes the mini cart and loads nothing", async () => {
    const world = givenACartShop();
    await settle();
    world.root.miniCart.show();

    world.root.serverError.retry();
    await settle();

    expect(world.root.cartLines).toMatchObject({ cartId: null, items: [] });
    expect(world.root.miniCart.open).toBe(false);
    expect(cartStoresAskedFor(world)).toBe(false);
  });

  it("the server-error page's Retry with them resets them, keeps the cart id and fetches the lines again", async () => {
    const world = givenACartShop();
    const { product, pseIds } = await aSeededSofa(world);
    const { cart, cartSync } = await theCart(world);
    await cart.add(product, pseIds[0], 1);
    await settle();
    const cartId = world.root.cartLines.cartId;
    const reads = world.callsTo('getCart').length;
    cartSync.markFailed('sync-failed');

    world.root.serverError.retry();
    expect(cartSync.status).toBe('idle');
    await settle();

    expect(world.root.cartLines.cartId).toBe(cartId);
    expect(world.root.cartLines.items.map((line) => line.pseId)).toEqual([pseIds[0]]);
    expect(world.callsTo('getCart')).toHaveLength(reads + 1);
    expect(cartSync.status).toBe('synced');
  });
});
