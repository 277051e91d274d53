import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../ports/model/result';
import { aCartLine, storedCart } from '../../support/cart-line-builder';
import { aSeededSofa, givenACartShop, pending, settle, theCart } from '../../support/given-a-cart-shop';

describe('cart validation (section 8 notices)', () => {
  async function cartWithLine() {
    const world = givenACartShop();
    const { cart } = await theCart(world);
    const { product, pseIds } = await aSeededSofa(world);
    await cart.add(product, pseIds[0], 3);
    await settle();
    return { world, product, line: world.root.cartLines.items[0]! };
  }

  it('applies a price change and reports it', async () => {
    const { world, line, product } = await cartWithLine();
    const { cartSync } = await theCart(world);
    world.knobs.changePrice(line.pseId, 999);

    await cartSync.validate();

    expect(cartSync.notices).toEqual([
      { kind: 'price-updated', title: expect.any(String), oldNetPrice: product.netPrice, newNetPrice: 999 },
    ]);
    expect(world.root.cartLines.items[0]!.unitNetPrice).toBe(999);
    expect(cartSync.validation).toBe('done');
  });

  it('removes a line that is no longer available and reports it', async () => {
    const { world, product } = await cartWithLine();
    const { cartSync } = await theCart(world);
    world.knobs.removeProduct(product.id);

    await cartSync.validate();

    expect(cartSync.notices.map((n) => n.kind)).toEqual(['line-removed']);
    expect(world.root.cartLines.items).toEqual([]);
  });

  it('reports a quantity change when stock shrank', async () => {
    const { world, line } = await cartWithLine();
    const { cartSync } = await theCart(world);
    world.knobs.changeStock(line.pseId, 2);

    await cartSync.validate();

    expect(cartSync.notices).toEqual([{ kind: 'quantity-changed', title: expect.any(String), oldQuantity: 3, newQuantity: 2 }]);
    expect(world.root.cartLines.items[0]!.quantity).toBe(2);
  });

  it("reports 'Cart is no longer available' and forgets the cart", async () => {
    const { world, line } = await cartWithLine();
    const { cartSync } = await theCart(world);
    world.knobs.dropCart(line.cartId);

    await cartSync.validate();

    expect(cartSync.notices).toEqual([{ kind: 'cart-unavailable' }]);
    expect(world.root.cartLines.items).toEqual([]);
    expect(world.storage.get('cart_id')).toBeNull();
  });
});

describe('the startup refresh (cart/get)', () => {
  it('refreshes a stored cart from the server in the background, keeping the stored lines until then', async () => {
    const gate = pending<void>();
    const line = aCartLine().forPse(60001, 2001).inCart(500).withQuantity(2).build();
    const serverLine = { ...line, quantity: 4, title: 'From the server' };
    const world = givenACartShop({
      stored: storedCart(line),
      cart: {
        getCart: async () => {
          await gate.promise;
          return ok({ cartId: 500, lines: [serverLine] });
        },
      },
    });
    const { cartSync } = await theCart(world);

    expect(world.root.cartLines.items).toEqual([line]);
    expect(cartSync.awaitingLines).toBe(false);
    expect(world.callsTo('getCart')[0]![0]).toBe(500);
    gate.resolve();
    await settle();

    expect(world.root.cartLines.items).toEqual([serverLine]);
    expect(cartSync.status).toBe('synced');
    expect(cartSync.lastSync).toBe(world.clock.now());
  });

  it('keeps the stored lines and reports the error when the refresh fails', async () => {
    const line = aCartLine().inCart(500).build();
    const world = givenACartShop({
      stored: storedCart(line),
      cart: { getCart: async () => fail({ kind: 'failed', message: 'Failed to fetch' }) },
    });
    const { cartSync } = await theCart(world);
    await settle();

    expect(world.root.cartLines.items).toEqual([line]);
    expect(cartSync.status).toBe('error');
    expect(cartSync.error).toBe('sync-failed');
  });

  it('a local change made during the refresh wins over the older server answer', async () => {
    const gate = pending<void>();
    const line = aCartLine().inCart(500).withQuantity(2).build();
    const world = givenACartShop({
      stored: storedCart(line),
      cart: {
        getCart: async () => {
          await gate.promise;
          return ok({ cartId: 500, lines: [] });
        },
      },
    });
    const { cart } = await theCart(world);

    cart.updateItem(line.pseId, { undeliverable: true });
    gate.resolve();
    await settle();

    expect(world.root.cartLines.items).toHaveLength(1);
  });
});
