import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTokenOf } from '../../../scripts/fake-backend/login-token';
import { startFakeBackend, type FakeBackend } from '../../../scripts/fake-backend/start-fake-backend';

const ITEM = { cartId: 55, cartItemId: 901, quantity: 3, pseId: 5001, productId: 1001 };
const HOLDS_ITEM = 'cart {cartId} holds item {cartItemId}: {quantity} of pse {pseId} of product {productId}';
const ANA = { customerId: 77, email: 'ana@example.ro', password: 'parola123' };
/** Customer 77's login token, valid for an hour: customer calls refuse the shop token. */
const ANA_TOKEN = loginTokenOf(77, Math.floor(Date.now() / 1000) + 3600);

describe('the shop API provider states', () => {
  let backend: FakeBackend;
  beforeAll(async () => {
    backend = await startFakeBackend();
  });
  afterAll(() => backend.close());

  const shop = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    fetch(`${backend.providers['shop-api'].url}${path}`, {
      method: init.method ?? 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${init.token ?? 'shop-token'}` },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  async function given(state: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await fetch(backend.providers['shop-api'].statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state, params, action: 'setup' }),
    });
    const body = (await answer.json()) as Record<string, unknown>;
    if (answer.status !== 200) throw new Error(`state "${state}": ${JSON.stringify(body)}`);
    return body;
  }

  const cartItems = async (cartId: number) => {
    const body = (await (await shop('/api/cart/get', { body: { cart_id: cartId, thelia_login: null } })).json()) as {
      data?: { items: { cartItemId: number; quantity: number }[] };
    };
    return body.data?.items.map(({ cartItemId, quantity }) => ({ cartItemId, quantity }));
  };

  it('puts the cart item back, quantity and all, after a change and a delete', async () => {
    await given(HOLDS_ITEM, ITEM);
    await shop('/api/cart/update', { body: { cart_id: 55, cart_item: 901, quantity: 1, action: 'decrease' } });
    expect(await cartItems(55)).toEqual([{ cartItemId: 901, quantity: 2 }]);
    await given(HOLDS_ITEM, ITEM);
    expect(await cartItems(55)).toEqual([{ cartItemId: 901, quantity: 3 }]);
    await shop('/api/cart/delete', { body: { cart_id: 55, cart_item: 901 } });
    await given(HOLDS_ITEM, ITEM);
    expect(await cartItems(55)).toEqual([{ cartItemId: 901, quantity: 3 }]);
  });

  it("removes a cart 'no cart with id' names, and cart/check answers 404", async () => {
    await given(HOLDS_ITEM, { ...ITEM, cartId: 66 });
    expect((await shop('/api/cart/check', { body: { cart_id: 66, item: 0, quantity: 0 } })).status).toBe(200);
    await given('no cart with id {cartId} exists', { cartId: 66 });
    const answer = await shop('/api/cart/check', { body: { cart_id: 66, item: 0, quantity: 0 } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ message: 'Cart not found' });
  });

  it('hands back an expired login token of the customer, which the customer routes refuse with 401', async () => {
    const { token } = await given('the login token {token} of customer {customerId} has expired', {
      customerId: 77,
      token: 'expired-customer-77-jwt',
    });
    expect(token).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.fake$/));
    const orders = await shop('/api/ExternalOrderApi/order/?customer=77&api_locale=ro_RO', {
      method: 'GET',
      token: String(token),
    });
    expect(orders.status).toBe(401);
    expect(await orders.json()).toEqual({ status: 'error', message: 'Token expired' });
  });

  it('lets the customer with the e-mail and password log in, again after a password change', async () => {
    const state = 'customer {customerId} with e-mail {email} and password {password} exists';
    await given(state, ANA);
    const login = await shop('/api/login', { body: { email: ANA.email, password: ANA.password } });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ customer_id: 77, email: ANA.email });
    const change = {
      customer_id: 77,
      email: ANA.email,
      old_password: ANA.password,
      password: 'alta1234',
      password_confirm: 'alta1234',
    };
    expect((await shop('/api/changePassword', { body: change })).status).toBe(401);
    expect((await shop('/api/changePassword', { body: change, token: ANA_TOKEN })).status).toBe(200);
    expect((await shop('/api/login', { body: { email: ANA.email, password: ANA.password } })).status).toBe(401);
    await given(state, ANA);
    expect((await shop('/api/login', { body: { email: ANA.email, password: ANA.password } })).status).toBe(200);
  });

  it("deletes the customer a 'no customer with e-mail' state names, so the e-mail registers again", async () => {
    const registration = { email: 'ion@example.ro', password: 'parola123', firstname: 'Ion', lastname: 'Ionescu', title: 1 };
    await given('no customer with e-mail {email} exists', { email: 'ion@example.ro' });
    expect((await shop('/api/register', { body: registration })).status).toBe(200);
    expect((await shop('/api/register', { body: registration })).status).toBe(409);
    await given('no customer with e-mail {email} exists', { email: 'ion@example.ro' });
    expect((await shop('/api/register', { body: registration })).status).toBe(200);
  });

  it('resets order 900 to paid after a cancellation, its order addresses under the named ids', async () => {
    const state =
      'customer {customerId} has paid order {orderId}, not sent nor withdrawn, with invoice address {invoiceAddressId} and delivery address {deliveryAddressId}';
    const params = { customerId: 77, orderId: 900, invoiceAddressId: 501, deliveryAddressId: 502 };
    await given(state, params);
    expect((await shop('/api/order/cancel', { body: { order_id: 900 }, token: ANA_TOKEN })).status).toBe(200);
    await given(state, params);
    const read = await shop('/api/ExternalOrderApi/order/900', { method: 'GET', token: ANA_TOKEN });
    const order = (await read.json()) as { OrderItems: unknown[] };
    expect(order.OrderItems[0]).toMatchObject({ ID: 900, STATUS_CODE: 'paid', INVOICE_ADDRESS: 501, DELIVERY_ADDRESS: 502 });
    expect((await shop('/api/ExternalOrderApi/order_address/502', { method: 'GET', token: ANA_TOKEN })).status).toBe(200);
  });
});
