import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { CARTS_STORAGE_KEY, FakeCartBook } from '../../../adapters/fake/fake-cart-book';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import { InMemoryCart } from '../../../adapters/fake/in-memory-cart';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { COUPON, FIRST_FAKE_CART_ID, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { error, value } from './fake-test-support';

const data = getSeedData();
const facts = seedFacts();
const low = facts.lowStockPse;
const plenty = facts.plentifulPse;

describe('the in-memory cart', () => {
  let storage: InMemoryStorage;
  let knobs: FakeKnobs;
  let cart: InMemoryCart;

  const newCart = (): InMemoryCart => new InMemoryCart(data, new FakeCartBook(storage), knobs, 'en');
  const add = (cartId: number | null, line: { productId: number; pseId: number }, quantity = 1) =>
    cart.addLine({ cartId, productId: line.productId, pseId: line.pseId, quantity, customerId: null });

  beforeEach(() => {
    storage = new InMemoryStorage();
    knobs = new FakeKnobs();
    cart = newCart();
  });

  it('creates a cart with ids counting from 1001 when the cart id is null', async () => {
    const first = value(await add(null, plenty));
    const second = value(await add(null, plenty));
    expect(first.cartId).toBe(FIRST_FAKE_CART_ID);
    expect(second.cartId).toBe(FIRST_FAKE_CART_ID + 1);
    expect(first.quantity).toBe(1);
    expect(value(await cart.exists(first.cartId))).toBe(true);
  });

  it('shares one fake server between tabs: a cart made in one is found in another, and ids never collide', async () => {
    const otherTab = newCart();
    const mine = value(await add(null, plenty, 2));
    const { lines } = value(await otherTab.getCart(mine.cartId, null));
    expect(lines.map((line) => [line.pseId, line.quantity])).toEqual([[plenty.pseId, 2]]);

    const theirs = value(
      await otherTab.addLine({ cartId: null, productId: low.productId, pseId: low.pseId, quantity: 1, customerId: null }),
    );
    const another = value(await add(null, plenty));
    expect(new Set([mine.cartId, theirs.cartId, another.cartId]).size).toBe(3);
    expect(new Set([mine.cartItemId, theirs.cartItemId, another.cartItemId]).size).toBe(3);
  });

  it('answers cart-not-found for ids it gave out whose cart is gone, invalid-cart-id for ids it never gave out', async () => {
    expect(error(await cart.getCart(1000, null))).toEqual({ kind: 'cart-not-found' });
    expect(error(await cart.exists(1000))).toEqual({ kind: 'cart-not-found' });
    expect(error(await add(1000, plenty))).toEqual({ kind: 'cart-not-found' });
    expect(error(await cart.getCart(4242, null))).toEqual({ kind: 'invalid-cart-id' });
    expect(error(await cart.getCart(0, null))).toEqual({ kind: 'invalid-cart-id' });
    expect(error(await cart.validate(-3))).toEqual({ kind: 'invalid-cart-id' });
    expect(error(await add(0, plenty))).toEqual({ kind: 'invalid-cart-id' });
  });

  it('appends quantities for a PSE already in the cart and returns the new total', async () => {
    const { cartId, cartItemId } = value(await add(null, plenty, 2));
    const again = value(await add(cartId, plenty, 3));
    expect(again).toEqual({ cartId, cartItemId, quantity: 5 });
    const snapshot = value(await cart.getCart(cartId, null));
    expect(snapshot.lines).toHaveLength(1);
    expect(snapshot.lines[0]).toMatchObject({ pseId: plenty.pseId, quantity: 5, cartId, cartItemId });
  });

  it('refuses quantities above the PSE stock', async () => {
    expect(error(await add(null, low, low.stock + 1))).toEqual({ kind: 'stock-limit', available: low.stock });
    const { cartId } = value(await add(null, low, low.stock));
    expect(error(await add(cartId, low, 1))).toEqual({ kind: 'stock-limit', available: low.stock });
  });

  it('decreases by, or sets, the given quantity and drops a line that reaches 0', async () => {
    const { cartId, cartItemId } = value(await add(null, plenty, 5));
    const line = { cartId, cartItemId, customerId: null };
    expect(value(await cart.decrease(line, 2)).quantity).toBe(3);
    expect(value(await cart.setQuantity(line, 7)).quantity).toBe(7);
    expect(error(await cart.setQuantity(line, plenty.stock + 1))).toEqual({
      kind: 'stock-limit',
      available: plenty.stock,
    });
    expect(value(await cart.decrease(line, 7)).quantity).toBe(0);
    expect(value(await cart.getCart(cartId, null)).lines).toEqual([]);
  });

  it('maps lines with titles, urls, an image and the variant', async () => {
    const { cartId } = value(await add(null, plenty, 1));
    const [line] = value(await cart.getCart(cartId, null)).lines;
    const product = data.productById.get(plenty.productId);
    expect(line?.title).toBe(product?.title.en);
    expect(line?.pseUrl).toMatch(new RegExp(`-${plenty.pseId}\\.html$`));
    expect(line?.colour).not.toBeNull();
    expect(line?.quantityRemain).toBe(plenty.stock - 1);
  });

  it('deletes lines and clears carts', async () => {
    const { cartId, cartItemId } = value(await add(null, plenty));
    await add(cartId, low);
    value(await cart.deleteLine(cartId, cartItemId));
    expect(value(await cart.getCart(cartId, null)).lines.map((l) => l.pseId)).toEqual([low.pseId]);
    value(await cart.clear(cartId, null));
    expect(value(await cart.getCart(cartId, null)).lines).toEqual([]);
  });

  it('reports removed products, price changes and stock changes on validate when told by the knobs', async () => {
    const { cartId } = value(await add(null, plenty, 4));
    await add(cartId, low, 1);
    const pse = data.pseById.get(plenty.pseId);
    knobs.changePrice(plenty.pseId, 12.5);
    knobs.changeStock(plenty.pseId, 2);
    knobs.removeProduct(low.productId);
    const { snapshot, notices } = value(await cart.validate(cartId));
    expect(notices).toEqual([
      { kind: 'price-updated', title: expect.any(String), oldNetPrice: pse?.netPrice, newNetPrice: 12.5 },
      { kind: 'quantity-changed', title: expect.any(String), oldQuantity: 4, newQuantity: 2 },
      { kind: 'line-removed', title: data.productById.get(low.productId)?.title.en },
    ]);
    expect(snapshot.lines).toHaveLength(1);
    expect(snapshot.lines[0]).toMatchObject({ unitNetPrice: 12.5, quantity: 2 });
    expect(value(await cart.validate(cartId)).notices).toEqual([]);
  });

  it('reports a cart the server dropped as unavailable', async () => {
    const { cartId } = value(await add(null, plenty));
    knobs.dropCart(cartId);
    expect(value(await cart.validate(cartId)).notices).toEqual([{ kind: 'cart-unavailable' }]);
    expect(error(await cart.getCart(cartId, null))).toEqual({ kind: 'cart-not-found' });
  });

  it('accepts the WELCOME10 coupon only, on a cart with lines', async () => {
    const { cartId } = value(await add(null, plenty));
    expect(error(await cart.applyCoupon('SUMMER50', cartId, null, 'en'))).toMatchObject({ kind: 'failed' });
    expect(value(await cart.applyCoupon(' welcome10 ', cartId, null, 'en'))).toEqual({
      code: 'WELCOME10',
      discount: COUPON.discount,
    });
  });

  it('keeps its carts in storage across a reload and tolerates junk there', async () => {
    const { cartId } = value(await add(null, plenty, 2));
    const reloaded = newCart();
    expect(value(await reloaded.getCart(cartId, null)).lines[0]?.quantity).toBe(2);
    storage.setItem(CARTS_STORAGE_KEY, '{not json');
    const fresh = newCart();
    expect(error(await fresh.getCart(cartId, null))).toEqual({ kind: 'invalid-cart-id' });
    expect(
      value(
        await fresh.addLine({ cartId: null, productId: plenty.productId, pseId: plenty.pseId, quantity: 1, customerId: null }),
      ).cartId,
    ).toBe(FIRST_FAKE_CART_ID);
  });

  it('changes the fulfilment centre of a line', async () => {
    const { cartId, cartItemId } = value(await add(null, plenty));
    value(await cart.changeFulfilmentCentre(cartId, cartItemId, 3));
    expect(value(await cart.getCart(cartId, null)).lines[0]?.fulfilmentCentreId).toBe(3);
    expect(error(await cart.changeFulfilmentCentre(cartId, cartItemId, 99))).toMatchObject({ kind: 'failed' });
  });
});
