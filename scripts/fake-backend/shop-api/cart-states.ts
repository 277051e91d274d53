import type { FakeWorld } from '../fake-world';
import type { ProviderStates } from '../provider-states';
import { changeItemPrice, checkJunkCartId, ensureCartLines, ensureInStock, holdItem, removeCart } from '../states/cart-data';
import { ensureCentreStock } from '../states/product-data';
import { idParam, numberParam, onSetup, textParam } from '../states/state-params';

/** The shop API's cart states: carts put in place in the fakes' cart book. */
export function cartStates(world: FakeWorld): ProviderStates {
  const { data } = world;
  return {
    'a cart with id {cartId} and {lines} lines exists': onSetup((p) =>
      ensureCartLines(world, idParam(p, 'cartId'), idParam(p, 'lines')),
    ),
    'cart {cartId} holds item {cartItemId}: {quantity} of pse {pseId} of product {productId}': onSetup((p) =>
      holdItem(world, {
        cartId: idParam(p, 'cartId'),
        cartItemId: idParam(p, 'cartItemId'),
        quantity: idParam(p, 'quantity'),
        pseId: idParam(p, 'pseId'),
        productId: idParam(p, 'productId'),
      }),
    ),
    'no cart with id {cartId} exists': onSetup((p) => removeCart(world, idParam(p, 'cartId'))),
    '{cartId} is not a valid cart id': onSetup((p) => checkJunkCartId(world, idParam(p, 'cartId'))),
    'pse {pseId} of product {productId} is in stock': onSetup((p) => {
      ensureInStock(data, idParam(p, 'productId'), idParam(p, 'pseId'));
    }),
    'item {cartItemId} of cart {cartId} may be served from fulfilment centre {fulfilmentCentreId}': onSetup((p) => {
      const cartId = idParam(p, 'cartId');
      const cartItemId = idParam(p, 'cartItemId');
      const line = world.books.carts.get(cartId)?.lines.find((candidate) => candidate.cartItemId === cartItemId);
      if (line === undefined) throw new Error(`cart ${cartId} holds no item ${cartItemId}`);
      ensureCentreStock(data, line.pseId, idParam(p, 'fulfilmentCentreId'));
    }),
    'the price of item {cartItemId} in cart {cartId} changed from {oldPrice} to {newPrice}': onSetup((p) =>
      changeItemPrice(world, idParam(p, 'cartId'), idParam(p, 'cartItemId'), {
        old: numberParam(p, 'oldPrice'),
        new: numberParam(p, 'newPrice'),
      }),
    ),
    'coupon {code} is valid for cart {cartId}': onSetup((p) => {
      const code = textParam(p, 'code').toUpperCase();
      if (!world.books.carts.get(idParam(p, 'cartId'))?.lines.length) throw new Error('the cart is missing or empty');
      if (!data.coupons.some((coupon) => coupon.code === code)) data.coupons.push({ code, discount: 25 });
    }),
  };
}
