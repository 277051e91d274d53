import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createHttpAdapters } from '../../../adapters/http/create-http-adapters';
import { cartItemDto } from './fixtures';
import { StubFetch } from './stub-fetch';
import { PAYMENT_SETTINGS } from './payment-settings';

function setup() {
  const stub = new StubFetch();
  const ports = createHttpAdapters({
    payment: PAYMENT_SETTINGS,
    apiUrl: 'https://shop.example',
    fastApiUrl: 'https://fast.example',
    shopToken: () => 't',
    storage: new InMemoryStorage(),
    fetch: stub.fetch,
  });
  return { stub, cart: ports.cart };
}

const ADD = { cartId: 55, productId: 1001, pseId: 5001, quantity: 2, customerId: null };
const cartNotFound = { status_code: 404, status: 'error', message: 'Cart not found' };
const invalidCartId = { status_code: 400, status: 'error', message: 'invalid cartId' };

describe('cart adapter', () => {
  it('sends thelia_cart_add with append 1, the cart id when known, and thelia_login', async () => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/add', {
      json: { status_code: 200, status: 'success', data: { cartId: 55, cartItemId: 901, quantity: 2 } },
    });
    expect(await cart.addLine({ ...ADD, customerId: 77 })).toEqual({
      ok: true,
      value: { cartId: 55, cartItemId: 901, quantity: 2 },
    });
    expect(stub.last().body).toEqual({
      cart_id: 55,
      thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 2 },
      thelia_login: { customer_id: 77 },
    });
    await cart.addLine({ ...ADD, cartId: null });
    expect(stub.last().body).toEqual({
      thelia_cart_add: { append: 1, product: 1001, product_sale_elements_id: 5001, quantity: 2 },
      thelia_login: null,
    });
  });

  it.each([
    ['HTTP 404', 404, cartNotFound, 'cart-not-found'],
    ['HTTP 200', 200, cartNotFound, 'cart-not-found'],
    ['HTTP 400', 400, invalidCartId, 'invalid-cart-id'],
    ['HTTP 200', 200, invalidCartId, 'invalid-cart-id'],
  ])('reads %s with %j as %s', async (_label, status, json, kind) => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/add', { status, json });
    expect(await cart.addLine(ADD)).toEqual({ ok: false, error: { kind } });
  });

  it.each([
    ['no quantity', { status_code: 200, status: 'success', data: { cartId: 55, cartItemId: 901, quantity: null } }],
    ['no data', { status_code: 200, status: 'success' }],
    [
      'status_code 500',
      { status_code: 500, status: 'error', message: 'Stock exceeded', data: { cartId: 55, cartItemId: 901, quantity: 2 } },
    ],
    ['a string quantity', { status_code: 200, status: 'success', data: { cartId: 55, cartItemId: 901, quantity: '2' } }],
  ])('fails an add with %s', async (_label, json) => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/add', { json });
    expect(await cart.addLine(ADD)).toMatchObject({ ok: false, error: { kind: 'failed' } });
  });

  it('keeps the server message of other failures and maps transport failures to failed', async () => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/add', { json: { status_code: 500, status: 'error', message: 'Stock exceeded' } });
    expect(await cart.addLine(ADD)).toEqual({ ok: false, error: { kind: 'failed', message: 'Stock exceeded' } });
    stub.on('POST', '/api/cart/add', 'network-error');
    expect(await cart.addLine(ADD)).toMatchObject({
      ok: false,
      error: { kind: 'failed', message: expect.stringContaining('network') },
    });
  });

  it.each([
    ['decrease', 'decrease'],
    ['update', 'setQuantity'],
  ] as const)('sends update with action %s', async (action, method) => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/update', {
      json: { status_code: 200, status: 'success', data: { cartId: 55, cartItemId: 901, quantity: 1 } },
    });
    const result = await cart[method]({ cartId: 55, cartItemId: 901, customerId: null }, 1);
    expect(result).toEqual({ ok: true, value: { cartId: 55, cartItemId: 901, quantity: 1 } });
    expect(stub.last().body).toEqual({ cart_id: 55, cart_item: 901, quantity: 1, action, thelia_login: null });
  });

  it('answers the cart check: exists, gone, or junk id', async () => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/check', {
      json: { status_code: 200, status: 'success', data: { cartId: 55, cartItemId: null, quantity: 0 } },
    });
    expect(await cart.exists(55)).toEqual({ ok: true, value: true });
    stub.on('POST', '/api/cart/check', { status: 404, json: cartNotFound });
    expect(await cart.exists(55)).toEqual({ ok: true, value: false });
    stub.on('POST', '/api/cart/check', { status: 200, json: invalidCartId });
    expect(await cart.exists(55)).toEqual({ ok: false, error: { kind: 'invalid-cart-id' } });
  });

  it('maps cart lines (0/1 promo, image fallback)', async () => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/get', {
      json: {
        status_code: 200,
        status: 'success',
        data: {
          cartId: 55,
          cartItemId: null,
          quantity: null,
          items: [
            cartItemDto(),
            cartItemDto({
              cartItemId: 902,
              PRODUCT_SALE_ELEMENT: 5002,
              PRICE: 99,
              IS_PROMO: 1,
              PROMO_PRICE: 79,
              IMAGE: null,
              images: [{ image_url: '/b.jpg', visible: 1, position: 3 }],
            }),
          ],
        },
      },
    });
    const snapshot = await cart.getCart(55, null);
    expect(snapshot.ok).toBe(true);
    if (!snapshot.ok) return;
    expect(snapshot.value.cartId).toBe(55);
    expect(snapshot.value.lines[0]).toEqual({
      pseId: 5001,
      productId: 1001,
      cartId: 55,
      cartItemId: 901,
      quantity: 2,
      quantityRemain: 5,
      unitNetPrice: 499.5,
      promoNetPrice: null,
      isPromo: false,
      title: 'Canapea Oslo',
      url: 'canapea-oslo.html',
      pseUrl: 'canapea-oslo.html?pse=5001',
      imageUrl: '/img/oslo-1.jpg',
      defaultCategoryId: 12,
      categoryTitles: ['Canapele'],
      undeliverable: false,
      fulfilmentCentreId: 2,
      colour: 'Gri',
      size: '3 locuri',
    });
    expect(snapshot.value.lines[1]).toMatchObject({ unitNetPrice: 99, isPromo: true, promoNetPrice: 79, imageUrl: '/b.jpg' });
  });

  it('rejects a cart line with a malformed flag or without a price', async () => {
    const { stub, cart } = setup();
    const answer = (item: Record<string, unknown>) => ({
      json: { status_code: 200, status: 'success', data: { cartId: 55, items: [item] } },
    });
    stub.on('POST', '/api/cart/get', answer(cartItemDto({ IS_PROMO: 'yes' })));
    expect(await cart.getCart(55, null)).toMatchObject({
      ok: false,
      error: { kind: 'failed', message: expect.stringContaining('IS_PROMO') },
    });
    stub.on('POST', '/api/cart/get', answer(cartItemDto({ PRICE: undefined })));
    expect(await cart.getCart(55, null)).toMatchObject({
      ok: false,
      error: { kind: 'failed', message: expect.stringContaining('PRICE') },
    });
  });

  it('turns validation changes into notices', async () => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/validate', {
      json: {
        status_code: 200,
        status: 'success',
        data: {
          cartId: 55,
          items: [cartItemDto()],
          changes: [
            { cartItemId: 901, change: 'price', old_value: 520, new_value: 499.5 },
            { cartItemId: 901, change: 'quantity', old_value: 3, new_value: 2 },
            { cartItemId: 903, change: 'removed', old_value: null, new_value: null },
          ],
        },
      },
    });
    const validation = await cart.validate(55);
    expect(validation.ok && validation.value.notices).toEqual([
      { kind: 'price-updated', title: 'Canapea Oslo', oldNetPrice: 520, newNetPrice: 499.5 },
      { kind: 'quantity-changed', title: 'Canapea Oslo', oldQuantity: 3, newQuantity: 2 },
      { kind: 'line-removed', title: '' },
    ]);
    stub.on('POST', '/api/cart/validate', { status: 404, json: cartNotFound });
    expect(await cart.validate(55)).toEqual({ ok: false, error: { kind: 'cart-not-found' } });
  });

  it('deletes, clears and assigns with the spec bodies', async () => {
    const { stub, cart } = setup();
    const okAnswer = { json: { status_code: 200, status: 'success', data: { cartId: 55, cartItemId: null, quantity: null } } };
    stub
      .on('POST', '/api/cart/delete', okAnswer)
      .on('POST', '/api/cart/clear', okAnswer)
      .on('POST', '/api/cart/assignCustomer', okAnswer);
    expect(await cart.deleteLine(55, 901)).toEqual({ ok: true, value: undefined });
    expect(stub.last().body).toEqual({ cart_id: 55, cart_item: 901 });
    expect(await cart.clear(55, 77)).toEqual({ ok: true, value: undefined });
    expect(stub.last().body).toEqual({ cart_id: 55, thelia_login: { customer_id: 77 } });
    expect(await cart.assignCustomer(55, 'ana@example.ro')).toEqual({ ok: true, value: undefined });
    expect(stub.last().body).toEqual({ email: 'ana@example.ro', cart_id: 55 });
  });

  it('moves a line to another fulfilment centre with the designed body', async () => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/fulfilment_center', {
      json: { status_code: 200, status: 'success', message: null, data: { cartId: 55, cartItemId: 7001, quantity: 1 } },
    });
    expect(await cart.changeFulfilmentCentre(55, 7001, 3)).toEqual({ ok: true, value: undefined });
    expect(stub.last().method).toBe('POST');
    expect(stub.last().body).toEqual({ cart_id: 55, cart_item: 7001, fulfilment_center_id: 3, thelia_login: null });
  });

  it.each([
    ['HTTP 404', 404, cartNotFound, 'cart-not-found'],
    ['HTTP 200', 200, cartNotFound, 'cart-not-found'],
    ['HTTP 400', 400, invalidCartId, 'invalid-cart-id'],
  ])('reads a fulfilment centre change answered %s with %j as %s', async (_label, status, json, kind) => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/fulfilment_center', { status, json });
    expect(await cart.changeFulfilmentCentre(55, 7001, 3)).toEqual({ ok: false, error: { kind } });
  });

  it.each([
    ['a string status_code', { json: { status_code: '200', status: 'success', data: { cartId: 55 } } }],
    ['data without a cartId', { json: { status_code: 200, status: 'success', data: { cartItemId: 7001 } } }],
    ['status_code 500', { json: { status_code: 500, status: 'error', message: 'Centre out of stock' } }],
    ['a body that is not JSON', { text: '<html>oops</html>' }],
    ['an array', { json: [] }],
  ])('fails a fulfilment centre change answered with %s', async (_label, answer) => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/cart/fulfilment_center', answer);
    expect(await cart.changeFulfilmentCentre(55, 7001, 3)).toMatchObject({ ok: false, error: { kind: 'failed' } });
  });

  it('applies a coupon and reads a refusal', async () => {
    const { stub, cart } = setup();
    stub.on('POST', '/api/ExternalOrderApi/insertCoupon/', {
      json: { status_code: 200, status: 'success', message: null, data: { coupon_code: 'VARA10', discount: 25.5 } },
    });
    expect(await cart.applyCoupon('VARA10', 55, null, 'ro')).toEqual({ ok: true, value: { code: 'VARA10', discount: 25.5 } });
    expect(stub.last().url.searchParams.get('api_locale')).toBe('ro_RO');
    expect(stub.last().body).toEqual({ coupon_code: 'VARA10', cart_id: 55, customer_id: null });
    stub.on('POST', '/api/ExternalOrderApi/insertCoupon/', {
      status: 400,
      json: { status_code: 400, status: 'error', message: 'Coupon expired', data: null },
    });
    expect(await cart.applyCoupon('OLD', 55, null, 'ro')).toEqual({
      ok: false,
      error: { kind: 'failed', message: 'Coupon expired' },
    });
  });
});
