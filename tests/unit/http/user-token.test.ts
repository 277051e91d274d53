import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { storedLoginToken } from '../../../adapters/http/user-token';
import { setupAdapters } from './setup-adapters';

const bearerOf = (headers: Headers | undefined) => headers?.get('Authorization');

describe('http adapters: shop token and login token', () => {
  it('sends user calls with the stored login token and catalog calls with the shop token', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('GET', '/api/ExternalOrderApi/order/', { json: { OrderItems: [] } });
    stub.on('GET', '/api/category_count/custom_attribute/', { json: { '12': { count: 4 } } });
    stub.on('GET', '/api/ExternalOrderApi/address/', { json: { AddressItems: [] } });
    stub.on('GET', '/api/ExternalOrderApi/county/146', { json: { data: [] } });
    await ports.orders.listOrders(77, 'ro');
    await ports.catalog.getCategoryCounts();
    await ports.addresses.listAddresses(77);
    await ports.addresses.listCounties(146, 'ro');
    const [orders, counts, addresses, counties] = stub.requests;
    expect(bearerOf(orders?.headers)).toBe('Bearer customer-jwt');
    expect(bearerOf(counts?.headers)).toBe('Bearer shop-token');
    expect(bearerOf(addresses?.headers)).toBe('Bearer customer-jwt');
    expect(bearerOf(counties?.headers)).toBe('Bearer shop-token');
  });

  it('sends no user call while no login token is stored (401, unauthorized), and reads the token per request', async () => {
    const { stub, ports, storage } = setupAdapters();
    stub.on('POST', '/api/order/cancel', { json: { status: 'success' } });
    stub.on('GET', '/api/ExternalOrderApi/customer/', { json: { CustomerItems: [] } });
    stub.on('GET', '/api/ExternalOrderApi/address/', { json: { AddressItems: [] } });
    stub.on('DELETE', '/api/77/addresses/3', { json: { status: 'success' } });
    const refused = { ok: false, error: { kind: 'unauthorized', status: 401 } };
    expect(await ports.orders.cancelOrder(900)).toMatchObject(refused);
    expect(await ports.orders.listOrders(77, 'ro')).toMatchObject(refused);
    expect(await ports.customers.findByEmail('ana@example.ro')).toMatchObject(refused);
    expect(await ports.addresses.listAddresses(77)).toMatchObject(refused);
    expect(await ports.addresses.deleteAddress(77, 3)).toMatchObject(refused);
    expect(await ports.customers.refreshToken(77, 'ana@example.ro')).toMatchObject(refused);
    expect(stub.requests).toEqual([]);
    storage.set('jwtToken', JSON.stringify({ token: 'later-jwt', expiresAt: 5 }));
    await ports.orders.cancelOrder(900);
    expect(stub.requests.map((request) => bearerOf(request.headers))).toEqual(['Bearer later-jwt']);
  });

  it("sends a coupon on a customer's cart with the login token, on a visitor's cart with the shop token", async () => {
    const { stub, ports, storage } = setupAdapters();
    const coupon = { status: 'success', coupon_code: 'WELCOME10', discount: 10 };
    stub.on('POST', '/api/ExternalOrderApi/insertCoupon/', { json: coupon });
    await ports.cart.applyCoupon('WELCOME10', 55, null, 'ro');
    expect(await ports.cart.applyCoupon('WELCOME10', 55, 77, 'ro')).toMatchObject({ ok: false });
    storage.set('jwtToken', JSON.stringify({ token: 'customer-jwt', expiresAt: 5 }));
    await ports.cart.applyCoupon('WELCOME10', 55, 77, 'ro');
    expect(stub.requests.map((request) => bearerOf(request.headers))).toEqual(['Bearer shop-token', 'Bearer customer-jwt']);
  });

  it('answers a 401 on a user call as an unauthorized port error with status 401', async () => {
    const { stub, ports } = setupAdapters('expired-jwt');
    stub.on('GET', '/api/ExternalOrderApi/order/', { status: 401, json: { status: 'error', message: 'Expired token' } });
    expect(await ports.orders.listOrders(77, 'ro')).toEqual({
      ok: false,
      error: { kind: 'unauthorized', message: 'Expired token', status: 401 },
    });
  });

  it('reads only a well-formed stored token', () => {
    const storage = new InMemoryStorage();
    expect(storedLoginToken(storage)).toBeNull();
    storage.set('jwtToken', 'not json');
    expect(storedLoginToken(storage)).toBeNull();
    storage.set('jwtToken', JSON.stringify({ token: '', expiresAt: 1 }));
    expect(storedLoginToken(storage)).toBeNull();
    storage.set('jwtToken', JSON.stringify({ token: 'jwt', expiresAt: 1 }));
    expect(storedLoginToken(storage)).toBe('jwt');
  });
});
