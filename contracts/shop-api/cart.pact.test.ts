import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CART_NOT_FOUND, cartAnswer, cartLine, expectedLine, INVALID_CART_ID, mutationAnswer } from '../pact-cart-bodies';
import { cartExists, cartHoldsItem, customerExists, given, invalidCartId, noCart, pseInStock } from '../pact-states';
import { asCustomer, json, pactFor, post, valueOf } from '../pact-support';

const { eachLike, integer, number, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

/** The cart check asks only whether the cart exists (spec 7.3). */
const check = (cartId: number) => post('/api/cart/check', { cart_id: cartId, item: 0, quantity: 0, thelia_login: null });

describe('shop API contract, cart port (spec 7.3; storefront → shop-api)', () => {
  it('checks that a cart exists', async () => {
    pact.addInteraction({
      states: [cartExists],
      uponReceiving: 'a cart check for cart 55',
      withRequest: check(55),
      willRespondWith: cartAnswer(),
    });
    await verify(async (ports) => {
      expect(await ports.cart.exists(55)).toEqual({ ok: true, value: true });
    });
  });

  it("learns from the cart check that a cart is gone ('Cart not found')", async () => {
    pact.addInteraction({
      states: [noCart],
      uponReceiving: 'a cart check for cart 66, which does not exist',
      withRequest: check(66),
      willRespondWith: json(CART_NOT_FOUND, 404),
    });
    await verify(async (ports) => {
      expect(await ports.cart.exists(66)).toEqual({ ok: true, value: false });
    });
  });

  it('adds a variant to an existing cart', async () => {
    pact.addInteraction({
      states: [cartHoldsItem, pseInStock],
      uponReceiving: 'an add of pse 5001 to cart 55 by customer 77',
      withRequest: post('/api/cart/add', {
        cart_id: 55,
        thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 2 },
        thelia_login: { customer_id: 77 },
      }),
      willRespondWith: mutationAnswer(5),
    });
    await verify(async (ports) => {
      const added = await ports.cart.addLine({ cartId: 55, productId: 1001, pseId: 5001, quantity: 2, customerId: 77 });
      expect(added).toEqual({ ok: true, value: { cartId: 55, cartItemId: 901, quantity: 5 } });
    });
  });

  it('adds a variant without a cart id (a new cart)', async () => {
    pact.addInteraction({
      states: [pseInStock],
      uponReceiving: 'an add of pse 5001 by an anonymous visitor without a cart',
      withRequest: post('/api/cart/add', {
        thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 1 },
        thelia_login: null,
      }),
      willRespondWith: mutationAnswer(1, { cartId: 56, cartItemId: 902 }),
    });
    await verify(async (ports) => {
      const added = valueOf(
        await ports.cart.addLine({ cartId: null, productId: 1001, pseId: 5001, quantity: 1, customerId: null }),
      );
      expect(added).toEqual({ cartId: 56, cartItemId: 902, quantity: 1 });
    });
  });

  it("gets 'Cart not found' when adding to a cart that does not exist", async () => {
    pact.addInteraction({
      states: [noCart, pseInStock],
      uponReceiving: 'an add to cart 66, which does not exist',
      withRequest: post('/api/cart/add', {
        cart_id: 66,
        thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 1 },
        thelia_login: null,
      }),
      willRespondWith: json(CART_NOT_FOUND, 404),
    });
    await verify(async (ports) => {
      const added = await ports.cart.addLine({ cartId: 66, productId: 1001, pseId: 5001, quantity: 1, customerId: null });
      expect(added).toEqual({ ok: false, error: { kind: 'cart-not-found' } });
    });
  });

  it("gets 'invalid cartId' for a cart id the shop does not accept", async () => {
    pact.addInteraction({
      states: [invalidCartId],
      uponReceiving: 'a cart read with an invalid cart id',
      withRequest: post('/api/cart/get', { cart_id: 999999, thelia_login: null }),
      willRespondWith: json(INVALID_CART_ID, 400),
    });
    await verify(async (ports) => {
      expect(await ports.cart.getCart(999999, null)).toEqual({ ok: false, error: { kind: 'invalid-cart-id' } });
    });
  });

  it.each([
    ['decrease', 1, 2, 'decrease'],
    ['update', 5, 5, 'setQuantity'],
  ] as const)('updates a line with action %s', async (action, quantity, after, method) => {
    pact.addInteraction({
      states: [cartHoldsItem],
      uponReceiving: `an update of item 901 with action ${action}`,
      withRequest: post('/api/cart/update', { cart_id: 55, cart_item: 901, quantity, action, thelia_login: null }),
      willRespondWith: mutationAnswer(after),
    });
    await verify(async (ports) => {
      const changed = await ports.cart[method]({ cartId: 55, cartItemId: 901, customerId: null }, quantity);
      expect(changed).toEqual({ ok: true, value: { cartId: 55, cartItemId: 901, quantity: after } });
    });
  });

  it('deletes a line', async () => {
    pact.addInteraction({
      states: [cartHoldsItem],
      uponReceiving: 'a delete of item 901',
      withRequest: post('/api/cart/delete', { cart_id: 55, cart_item: 901 }),
      willRespondWith: cartAnswer(),
    });
    await verify(async (ports) => {
      expect(await ports.cart.deleteLine(55, 901)).toEqual({ ok: true, value: undefined });
    });
  });

  it('clears a cart', async () => {
    pact.addInteraction({
      states: [cartHoldsItem],
      uponReceiving: 'a clear of cart 55 by customer 77',
      withRequest: post('/api/cart/clear', { cart_id: 55, thelia_login: { customer_id: 77 } }),
      willRespondWith: cartAnswer(),
    });
    await verify(async (ports) => {
      expect(await ports.cart.clear(55, 77)).toEqual({ ok: true, value: undefined });
    });
  });

  it('reads a cart with its lines', async () => {
    pact.addInteraction({
      states: [cartHoldsItem],
      uponReceiving: 'a read of cart 55',
      withRequest: post('/api/cart/get', { cart_id: 55, thelia_login: null }),
      willRespondWith: cartAnswer({ cartId: integer(55), items: eachLike(cartLine) }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.cart.getCart(55, null))).toEqual({ cartId: 55, lines: [expectedLine] });
    });
  });

  it('validates a cart and reads the changes', async () => {
    pact.addInteraction({
      states: [
        cartHoldsItem,
        given('the price of item {cartItemId} in cart {cartId} changed from {oldPrice} to {newPrice}', {
          cartId: 55,
          cartItemId: 901,
          oldPrice: 520,
          newPrice: 499.5,
        }),
      ],
      uponReceiving: 'a validation of cart 55',
      withRequest: post('/api/cart/validate', { cart_id: 55 }),
      willRespondWith: cartAnswer({
        cartId: integer(55),
        items: eachLike(cartLine),
        changes: eachLike({ cartItemId: integer(901), change: 'price', old_value: number(520), new_value: number(499.5) }),
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.cart.validate(55))).toEqual({
        snapshot: { cartId: 55, lines: [expectedLine] },
        notices: [{ kind: 'price-updated', title: 'Canapea extensibilă Oslo', oldNetPrice: 520, newNetPrice: 499.5 }],
      });
    });
  });

  it('assigns a cart to a customer', async () => {
    pact.addInteraction({
      states: [cartHoldsItem, customerExists],
      uponReceiving: 'an assignCustomer of cart 55',
      withRequest: post('/api/cart/assignCustomer', { email: 'ana@example.ro', cart_id: 55 }),
      willRespondWith: cartAnswer(),
    });
    await verify(async (ports) => {
      expect(await ports.cart.assignCustomer(55, 'ana@example.ro')).toEqual({ ok: true, value: undefined });
    });
  });

  it('moves a line to another fulfilment centre', async () => {
    pact.addInteraction({
      states: [
        cartHoldsItem,
        given('item {cartItemId} of cart {cartId} may be served from fulfilment centre {fulfilmentCentreId}', {
          cartId: 55,
          cartItemId: 901,
          fulfilmentCentreId: 3,
        }),
      ],
      uponReceiving: 'a change of item 901 in cart 55 to fulfilment centre 3',
      withRequest: post('/api/cart/fulfilment_center', {
        cart_id: 55,
        cart_item: 901,
        fulfilment_center_id: 3,
        thelia_login: null,
      }),
      willRespondWith: cartAnswer(),
    });
    await verify(async (ports) => {
      expect(await ports.cart.changeFulfilmentCentre(55, 901, 3)).toEqual({ ok: true, value: undefined });
    });
  });

  it('applies a coupon (insertCoupon)', async () => {
    pact.addInteraction({
      states: [cartHoldsItem, given('coupon {code} is valid for cart {cartId}', { code: 'VARA10', cartId: 55 })],
      uponReceiving: 'an insertCoupon of VARA10 on cart 55',
      // A customer's cart: the coupon goes with the customer's login token.
      withRequest: asCustomer(
        post(
          '/api/ExternalOrderApi/insertCoupon/',
          { coupon_code: 'VARA10', cart_id: 55, customer_id: 77 },
          { api_locale: 'ro_RO' },
        ),
      ),
      willRespondWith: json({ status: 'success', data: { coupon_code: string('VARA10'), discount: number(149.85) } }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.cart.applyCoupon('VARA10', 55, 77, 'ro'))).toEqual({ code: 'VARA10', discount: 149.85 });
    });
  });
});
