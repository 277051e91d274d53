import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, GUEST_INVOICE } from '../../../adapters/fake/seed/seed-facts';
import { loginTokenOf } from '../../../scripts/fake-backend/login-token';
import { givenAFakeBackend, type FakeBackendWorld } from '../../support/given-a-fake-backend';

const ANNA = DEMO_ACCOUNTS.private;
const SHOP_TOKEN = 'fake-backend-token';

/** Every call that reads or changes a customer's data (spec 6), as a request naming Anna. */
const CUSTOMER_CALLS: [api: 'shop-api' | 'fast-api', method: string, path: string, body?: unknown][] = [
  ['shop-api', 'GET', `/api/ExternalOrderApi/customer/?email=${encodeURIComponent(ANNA.email)}`],
  ['shop-api', 'GET', `/api/ExternalOrderApi/address/?customer_id=${ANNA.customerId}&limit=100`],
  ['shop-api', 'POST', '/api/ExternalOrderApi/address', { CUSTOMER: ANNA.customerId }],
  ['shop-api', 'PUT', '/api/ExternalOrderApi/address/7001', { CUSTOMER: ANNA.customerId }],
  ['shop-api', 'GET', `/api/ExternalOrderApi/order/?customer=${ANNA.customerId}&api_locale=ro_RO&limit=999`],
  ['shop-api', 'GET', '/api/ExternalOrderApi/order/30001?api_locale=ro_RO'],
  ['shop-api', 'GET', '/api/ExternalOrderApi/order_product/?order_id=30001&api_locale=ro_RO'],
  ['shop-api', 'GET', '/api/ExternalOrderApi/order_address/1'],
  ['shop-api', 'POST', '/api/order/cancel', { order_id: 30001 }],
  ['shop-api', 'POST', '/api/order/withdraw', { order_id: 30001 }],
  [
    'shop-api',
    'POST',
    '/api/changePassword',
    { customer_id: ANNA.customerId, email: ANNA.email, old_password: 'x', password: 'yyyy', password_confirm: 'yyyy' },
  ],
  ['shop-api', 'POST', '/api/refreshToken', { customer_id: ANNA.customerId, email: ANNA.email }],
  [
    'shop-api',
    'POST',
    '/api/ExternalOrderApi/insertCoupon/?api_locale=ro_RO',
    { coupon_code: 'WELCOME10', cart_id: 1, customer_id: ANNA.customerId },
  ],
  ['fast-api', 'DELETE', `/api/${ANNA.customerId}/addresses/7001`],
  ['fast-api', 'PATCH', '/api/address/7001/set-default'],
];

describe("the fake backend: a customer's data needs that customer's login token (spec 6)", () => {
  let world: FakeBackendWorld;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());

  const call = async (api: 'shop-api' | 'fast-api', method: string, path: string, token: string, body?: unknown) => {
    const answer = await fetch(`${world.backend.providers[api].url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, text: await answer.text() };
  };

  it.each(CUSTOMER_CALLS)('%s %s %s refuses the shop token with 401 and reveals nothing', async (api, method, path, body) => {
    const answer = await call(api, method, path, SHOP_TOKEN, body);
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(ANNA.email);
    expect(answer.text).not.toMatch(/Popescu|ORD0|AddressItems|OrderItems|CustomerItems/);
  });

  it("refuses another customer's login token on Anna's lookup, addresses and orders (401)", async () => {
    const other = loginTokenOf(DEMO_ACCOUNTS.company.customerId, Math.floor(world.clock.now() / 1000) + 3600);
    for (const [api, method, path] of CUSTOMER_CALLS.slice(0, 2).concat([CUSTOMER_CALLS[4]!])) {
      expect((await call(api, method, path, other)).status).toBe(401);
    }
  });

  it("serves Anna's lookup, addresses and orders with her own login token", async () => {
    const own = loginTokenOf(ANNA.customerId, Math.floor(world.clock.now() / 1000) + 3600);
    for (const [api, method, path] of CUSTOMER_CALLS.slice(0, 2).concat([CUSTOMER_CALLS[4]!])) {
      const answer = await call(api, method, path, own);
      expect(answer.status).toBe(200);
    }
  });

  it('opens the guest invoice by its hash with the shop token; a wrong hash answers 404 and reveals nothing', async () => {
    const right = await call(
      'shop-api',
      'GET',
      `/api/guest/invoice/${GUEST_INVOICE.ref}/${GUEST_INVOICE.hash}?api_locale=ro_RO`,
      SHOP_TOKEN,
    );
    expect(right.status).toBe(200);
    expect(right.text).toContain(GUEST_INVOICE.ref);
    const wrongHash = GUEST_INVOICE.hash.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const wrong = await call(
      'shop-api',
      'GET',
      `/api/guest/invoice/${GUEST_INVOICE.ref}/${wrongHash}?api_locale=ro_RO`,
      SHOP_TOKEN,
    );
    expect(wrong.status).toBe(404);
    expect(wrong.text).not.toContain(GUEST_INVOICE.email);
    expect(wrong.text).not.toContain(GUEST_INVOICE.ref);
    expect(Object.keys(JSON.parse(wrong.text) as object).sort()).toEqual(expect.arrayContaining(['message', 'status']));
    expect(Object.keys(JSON.parse(wrong.text) as object).every((key) => ['status', 'message', 'error'].includes(key))).toBe(true);
  });
});
