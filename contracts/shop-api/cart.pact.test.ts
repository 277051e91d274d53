import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CART_NOT_FOUND, cartLine, expectedLine, INVALID_CART_ID, mutationAnswer } from '../pact-bodies';
import { json, pactFor, post, valueOf } from '../pact-support';

const { eachLike, integer, number, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, cart port (spec 7.3; storefront → shop-api)', () => {
  it('checks that a cart exists', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 exists' }],
      uponReceiving: 'a cart check for cart 55',
      withRequest: post('/api/cart/check', { cart_id: 55, item: 0, quantity: 0, thelia_login: null }),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: { cartId: integer(55), cartItemId: null, quantity: integer(0) },
      }),
    });
    await verify(async (ports) => {
      expect(await ports.cart.exists(55)).toEqual({ ok: true, value: true });
    });
  });

  it("learns from the cart check that a cart is gone ('Cart not found')", async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 does not exist' }],
      uponReceiving: 'a cart check for a cart that does not exist',
      withRequest: post('/api/cart/check', { cart_id: 55, item: 0, quantity: 0, thelia_login: null }),
      willRespondWith: json(CART_NOT_FOUND, 404),
    });
    await verify(async (ports) => {
      expect(await ports.cart.exists(55)).toEqual({ ok: true, value: false });
    });
  });

  it('adds a variant to an existing cart', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 exists' }, { description: 'product 1001 has stock for pse 5001' }],
      uponReceiving: 'an add of pse 5001 to cart 55 by customer 77',
      withRequest: post('/api/cart/add', {
        cart_id: 55,
        thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 2 },
        thelia_login: { customer_id: 77 },
      }),
      willRespondWith: mutationAnswer(2),
    });
    await verify(async (ports) => {
      const added = await ports.cart.addLine({ cartId: 55, productId: 1001, pseId: 5001, quantity: 2, customerId: 77 });
      expect(added).toEqual({ ok: true, value: { cartId: 55, cartItemId: 901, quantity: 2 } });
    });
  });

  it('adds a variant without a cart id (a new cart)', async () => {
    pact.addInteraction({
      states: [{ description: 'product 1001 has stock for pse 5001' }],
      uponReceiving: 'an add of pse 5001 by an anonymous visitor without a cart',
      withRequest: post('/api/cart/add', {
        thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 1 },
        thelia_login: null,
      }),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: { cartId: integer(56), cartItemId: integer(902), quantity: integer(1) },
      }),
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
      states: [{ description: 'cart 55 does not exist' }],
      uponReceiving: 'an add to a cart that does not exist',
      withRequest: post('/api/cart/add', {
        cart_id: 55,
        thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 1 },
        thelia_login: null,
      }),
      willRespondWith: json(CART_NOT_FOUND, 404),
    });
    await verify(async (ports) => {
      const added = await ports.cart.addLine({ cartId: 55, productId: 1001, pseId: 5001, quantity: 1, customerId: null });
      expect(added).toEqual({ ok: false, error: { kind: 'cart-not-found' } });
    });
  });

  it("gets 'invalid cartId' for a cart id the shop does not accept", async () => {
    pact.addInteraction({
      states: [{ description: 'cart id 999999 is not a valid cart id' }],
      uponReceiving: 'a cart read with an invalid cart id',
      withRequest: post('/api/cart/get', { cart_id: 999999, thelia_login: null }),
      willRespondWith: json(INVALID_CART_ID, 400),
    });
    await verify(async (ports) => {
      expect(await ports.cart.getCart(999999, null)).toEqual({ ok: false, error: { kind: 'invalid-cart-id' } });
    });
  });

  it.each([
    ['decrease', 1, 2],
    ['update', 5, 5],
  ] as const)('updates a line with action %s', async (action, quantity, after) => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }],
      uponReceiving: `an update of item 901 with action ${action}`,
      withRequest: post('/api/cart/update', { cart_id: 55, cart_item: 901, quantity, action, thelia_login: null }),
      willRespondWith: mutationAnswer(after),
    });
    await verify(async (ports) => {
      const changed = await ports.cart.changeQuantity({ cartId: 55, cartItemId: 901, quantity, action, customerId: null });
      expect(changed).toEqual({ ok: true, value: { cartId: 55, cartItemId: 901, quantity: after } });
    });
  });

  it('deletes a line', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }],
      uponReceiving: 'a delete of item 901',
      withRequest: post('/api/cart/delete', { cart_id: 55, cart_item: 901 }),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: { cartId: integer(55), cartItemId: null, quantity: null },
      }),
    });
    await verify(async (ports) => {
      expect(await ports.cart.deleteLine(55, 901)).toEqual({ ok: true, value: undefined });
    });
  });

  it('clears a cart', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }],
      uponReceiving: 'a clear of cart 55 by customer 77',
      withRequest: post('/api/cart/clear', { cart_id: 55, thelia_login: { customer_id: 77 } }),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: { cartId: integer(55), cartItemId: null, quantity: null, items: [] },
      }),
    });
    await verify(async (ports) => {
      expect(await ports.cart.clear(55, 77)).toEqual({ ok: true, value: undefined });
    });
  });

  it('reads a cart with its lines', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }],
      uponReceiving: 'a read of cart 55',
      withRequest: post('/api/cart/get', { cart_id: 55, thelia_login: null }),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: {
          cartId: integer(55),
          cartItemId: null,
          quantity: null,
          items: eachLike(cartLine),
          currencyRate: number(1),
          currencySymbol: string('€'),
        },
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.cart.getCart(55, null))).toEqual({ cartId: 55, lines: [expectedLine] });
    });
  });

  it('validates a cart and reads the changes', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 whose price changed from 520 to 499.5' }],
      uponReceiving: 'a validation of cart 55',
      withRequest: post('/api/cart/validate', { cart_id: 55 }),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: {
          cartId: integer(55),
          cartItemId: null,
          quantity: null,
          items: eachLike(cartLine),
          changes: eachLike({
            cartItemId: integer(901),
            PRODUCT_SALE_ELEMENT: integer(5001),
            change: 'price',
            old_value: number(520),
            new_value: number(499.5),
          }),
        },
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
      states: [
        { description: 'cart 55 holds item 901 with quantity 3' },
        { description: 'a customer with e-mail ana@example.ro exists' },
      ],
      uponReceiving: 'an assignCustomer of cart 55',
      withRequest: post('/api/cart/assignCustomer', { email: 'ana@example.ro', cart_id: 55 }),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: { cartId: integer(55), cartItemId: null, quantity: null },
      }),
    });
    await verify(async (ports) => {
      expect(await ports.cart.assignCustomer(55, 'ana@example.ro')).toEqual({ ok: true, value: undefined });
    });
  });

  it('moves a line to another fulfilment centre', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 has item 7001 with several fulfilment centres' }],
      uponReceiving: 'a change of item 7001 in cart 55 to fulfilment centre 3',
      withRequest: post('/api/cart/fulfilment_center', {
        cart_id: 55,
        cart_item: 7001,
        fulfilment_center_id: 3,
        thelia_login: null,
      }),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: { cartId: integer(55), cartItemId: integer(7001), quantity: integer(1) },
      }),
    });
    await verify(async (ports) => {
      expect(await ports.cart.changeFulfilmentCentre(55, 7001, 3)).toEqual({ ok: true, value: undefined });
    });
  });

  it('applies a coupon (insertCoupon)', async () => {
    pact.addInteraction({
      states: [{ description: 'cart 55 holds item 901 with quantity 3' }, { description: 'coupon VARA10 is valid' }],
      uponReceiving: 'an insertCoupon of VARA10 on cart 55',
      withRequest: post(
        '/api/ExternalOrderApi/insertCoupon/',
        { coupon_code: 'VARA10', cart_id: 55, customer_id: 77 },
        { api_locale: 'ro_RO' },
      ),
      willRespondWith: json({
        status_code: 200,
        status: 'success',
        message: null,
        data: {
          coupon_code: 'VARA10',
          title: string('Vara 10%'),
          discount: number(149.85),
          discount_type: 'percent',
          is_valid: true,
        },
      }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.cart.applyCoupon('VARA10', 55, 77, 'ro'))).toEqual({ code: 'VARA10', discount: 149.85 });
    });
  });
});
