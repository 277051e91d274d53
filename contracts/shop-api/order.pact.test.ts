import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { isoDateTime, orderAddressRow, orderLineRow, orderRow } from '../pact-order-bodies';
import { customerHasPaidOrder, given, ORDER } from '../pact-states';
import { refusesTheShopToken } from '../pact-shop-token';
import { asCustomer, get, json, pactFor, post, valueOf, withExpiredToken } from '../pact-support';

const { eachLike, string } = MatchersV3;

const shopApi = pactFor('shop-api');
const { pact, verify } = shopApi;

const guestOrder = given('a guest order {ref} with invoice hash {hash} exists', { ref: 'ORD000901', hash: '9f2c4e7a1b' });
const customerOrders = asCustomer(get('/api/ExternalOrderApi/order/', { customer: '77', api_locale: 'ro_RO', limit: '999' }));

describe('shop API contract, order port (spec 7.4, 6; storefront → shop-api)', () => {
  it("lists a customer's orders", async () => {
    pact.addInteraction({
      states: [given('customer {customerId} has {orders} orders', { customerId: 77, orders: 2 }), customerHasPaidOrder],
      uponReceiving: "a request for customer 77's orders",
      withRequest: customerOrders,
      willRespondWith: json({ OrderItems: eachLike(orderRow(ORDER)) }),
    });
    await verify(async (ports) => {
      const [first] = valueOf(await ports.orders.listOrders(77, 'ro'));
      expect(first).toMatchObject({ id: 900, status: 'paid', totalGross: 629.44, currencyId: 3 });
    });
  });

  it('answers 401 when the login token has expired', async () => {
    pact.addInteraction({
      states: [
        given('the login token {token} of customer {customerId} has expired', {
          token: 'expired-customer-77-jwt',
          customerId: 77,
        }),
      ],
      uponReceiving: "a request for customer 77's orders with an expired token",
      withRequest: withExpiredToken(customerOrders, 'expired-customer-77-jwt'),
      willRespondWith: json({ status: string('error'), message: string('Expired token') }, 401),
    });
    await verify(async (ports) => {
      expect(await ports.orders.listOrders(77, 'ro')).toMatchObject({ ok: false, error: { status: 401 } });
    });
  });

  it("refuses the shop token on a customer's orders (401)", async () => {
    await refusesTheShopToken(shopApi, {
      state: given('customer {customerId} has {orders} orders', { customerId: 77, orders: 2 }),
      uponReceiving: "a request for customer 77's orders with the shop token",
      request: get('/api/ExternalOrderApi/order/', { customer: '77', api_locale: 'ro_RO', limit: '999' }),
      call: (ports) => ports.orders.listOrders(77, 'ro'),
    });
  });

  it('reads an order with its lines and both order addresses', async () => {
    pact.addInteraction({
      states: [customerHasPaidOrder],
      uponReceiving: 'a request for order 900',
      withRequest: asCustomer(get('/api/ExternalOrderApi/order/900', { api_locale: 'ro_RO' })),
      willRespondWith: json({ OrderItems: eachLike(orderRow(ORDER)) }),
    });
    pact.addInteraction({
      states: [customerHasPaidOrder],
      uponReceiving: 'a request for the lines of order 900',
      withRequest: asCustomer(get('/api/ExternalOrderApi/order_product/', { order_id: '900', api_locale: 'ro_RO' })),
      willRespondWith: json({ OrderProductItems: eachLike(orderLineRow) }),
    });
    for (const id of [ORDER.invoiceAddressId, ORDER.deliveryAddressId]) {
      pact.addInteraction({
        states: [customerHasPaidOrder],
        uponReceiving: `a request for order address ${id}`,
        withRequest: asCustomer(get(`/api/ExternalOrderApi/order_address/${id}`)),
        willRespondWith: json({ OrderAddressItems: eachLike(orderAddressRow(id)) }),
      });
    }
    await verify(async (ports) => {
      const order = valueOf(await ports.orders.getOrder({ orderId: 900 }, 'ro'));
      expect(order).toMatchObject({ id: 900, deliveryMethod: 'Curier rapid', withdrawnAt: null });
      expect(order.lines[0]).toMatchObject({ unitGross: 543.9, listUnitGross: 604.4, wasInPromo: true });
      expect(order.invoiceAddress).toMatchObject({ firstName: 'Ana', countryId: 146 });
      expect(order.deliveryAddress).toMatchObject({ city: 'București' });
    });
  });

  it('reads an order whose delivery address is gone (404) without it', async () => {
    const ids = { orderId: 903, invoiceAddressId: 511, deliveryAddressId: 512 };
    const gone = given(
      'customer {customerId} has paid order {orderId}, not sent nor withdrawn, with invoice address {invoiceAddressId} and a delivery address {deliveryAddressId} that no longer exists',
      { customerId: 77, ...ids },
    );
    pact.addInteraction({
      states: [gone],
      uponReceiving: 'a request for order 903',
      withRequest: asCustomer(get('/api/ExternalOrderApi/order/903', { api_locale: 'ro_RO' })),
      willRespondWith: json({ OrderItems: eachLike(orderRow(ids)) }),
    });
    pact.addInteraction({
      states: [gone],
      uponReceiving: 'a request for the lines of order 903',
      withRequest: asCustomer(get('/api/ExternalOrderApi/order_product/', { order_id: '903', api_locale: 'ro_RO' })),
      willRespondWith: json({ OrderProductItems: eachLike(orderLineRow) }),
    });
    pact.addInteraction({
      states: [gone],
      uponReceiving: 'a request for order address 511',
      withRequest: asCustomer(get('/api/ExternalOrderApi/order_address/511')),
      willRespondWith: json({ OrderAddressItems: eachLike(orderAddressRow(511)) }),
    });
    pact.addInteraction({
      states: [gone],
      uponReceiving: 'a request for order address 512, which no longer exists',
      withRequest: asCustomer(get('/api/ExternalOrderApi/order_address/512')),
      willRespondWith: json({ error: string('Order address not found') }, 404),
    });
    await verify(async (ports) => {
      const order = valueOf(await ports.orders.getOrder({ orderId: 903 }, 'ro'));
      expect(order).toMatchObject({ id: 903, invoiceAddress: { lastName: 'Popescu' }, deliveryAddress: null });
    });
  });

  it('reads the order placed from a cart, with its lines and both order addresses', async () => {
    const placed = given(
      'order {orderId} was placed from cart {cartId}, with invoice address {invoiceAddressId} and delivery address {deliveryAddressId}',
      { cartId: 58, ...ORDER },
    );
    pact.addInteraction({
      states: [placed],
      uponReceiving: 'a request for the order placed from cart 58',
      withRequest: asCustomer(get('/api/ExternalOrderApi/order/', { cart_id: '58', api_locale: 'ro_RO' })),
      willRespondWith: json({ OrderItems: eachLike(orderRow(ORDER)) }),
    });
    pact.addInteraction({
      states: [placed],
      uponReceiving: 'a request for the lines of the order placed from cart 58',
      withRequest: asCustomer(get('/api/ExternalOrderApi/order_product/', { order_id: '900', api_locale: 'ro_RO' })),
      willRespondWith: json({ OrderProductItems: eachLike(orderLineRow) }),
    });
    for (const id of [ORDER.invoiceAddressId, ORDER.deliveryAddressId]) {
      pact.addInteraction({
        states: [placed],
        uponReceiving: `a request for order address ${id} of the order placed from cart 58`,
        withRequest: asCustomer(get(`/api/ExternalOrderApi/order_address/${id}`)),
        willRespondWith: json({ OrderAddressItems: eachLike(orderAddressRow(id)) }),
      });
    }
    await verify(async (ports) => {
      const order = valueOf(await ports.orders.getPlacedOrder(58, 'ro'));
      expect(order).toMatchObject({ id: 900, status: 'paid', totalGross: 629.44 });
      expect(order.lines).toHaveLength(1);
      expect(order.deliveryAddress).toMatchObject({ city: 'București' });
    });
  });

  it('cancels an order', async () => {
    pact.addInteraction({
      states: [customerHasPaidOrder],
      uponReceiving: 'a cancellation of order 900',
      withRequest: asCustomer(post('/api/order/cancel', { order_id: 900 })),
      willRespondWith: json({ status: 'success' }),
    });
    await verify(async (ports) => {
      expect(await ports.orders.cancelOrder(900)).toEqual({ ok: true, value: undefined });
    });
  });

  it('withdraws from an order within the withdrawal period', async () => {
    pact.addInteraction({
      states: [customerHasPaidOrder],
      uponReceiving: 'an online withdrawal from order 900',
      withRequest: asCustomer(post('/api/order/withdraw', { order_id: 900 })),
      willRespondWith: json({ status: 'success', withdrawn_at: isoDateTime('2026-06-20T08:00:00+00:00') }),
    });
    await verify(async (ports) => {
      expect(valueOf(await ports.orders.withdraw({ orderId: 900 }))).toEqual({ confirmedAt: '2026-06-20T08:00:00+00:00' });
    });
  });

  it('refuses a withdrawal after the period has ended (409)', async () => {
    const ended = given('a guest order {ref} with invoice hash {hash} whose withdrawal period has ended', {
      ref: 'ORD000800',
      hash: '5d1e8b3c0a',
    });
    pact.addInteraction({
      states: [ended],
      uponReceiving: 'an online withdrawal from guest order ORD000800 after the period',
      withRequest: post('/api/order/withdraw', { ref: 'ORD000800', hash: '5d1e8b3c0a' }),
      willRespondWith: json({ status: string('error'), message: string('The withdrawal period has ended') }, 409),
    });
    await verify(async (ports) => {
      expect(await ports.orders.withdraw({ ref: 'ORD000800', hash: '5d1e8b3c0a' })).toMatchObject({
        ok: false,
        error: { kind: 'rejected', status: 409, message: 'The withdrawal period has ended' },
      });
    });
  });

  it('reads a guest invoice by ref and hash', async () => {
    pact.addInteraction({
      states: [guestOrder],
      uponReceiving: 'a request for the guest invoice of ORD000901',
      withRequest: get('/api/guest/invoice/ORD000901/9f2c4e7a1b', { api_locale: 'ro_RO' }),
      willRespondWith: json({
        order: { ...orderRow({ orderId: 901, invoiceAddressId: 503, deliveryAddressId: 503 }), REF: 'ORD000901' },
        products: eachLike(orderLineRow),
        invoice_address: orderAddressRow(503),
        delivery_address: orderAddressRow(503),
      }),
    });
    await verify(async (ports) => {
      const order = valueOf(await ports.orders.getOrder({ ref: 'ORD000901', hash: '9f2c4e7a1b' }, 'ro'));
      expect(order).toMatchObject({ ref: 'ORD000901', lines: [{ ref: 'SOFA-OSLO' }], invoiceAddress: { lastName: 'Popescu' } });
    });
  });

  it('answers 404 for a guest invoice with a wrong hash', async () => {
    pact.addInteraction({
      states: [guestOrder],
      uponReceiving: 'a request for the guest invoice of ORD000901 with a wrong hash',
      withRequest: get('/api/guest/invoice/ORD000901/wrong-hash', { api_locale: 'ro_RO' }),
      willRespondWith: json({ error: string('Order not found') }, 404),
    });
    await verify(async (ports) => {
      expect(await ports.orders.getOrder({ ref: 'ORD000901', hash: 'wrong-hash' }, 'ro')).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
    });
  });
});
