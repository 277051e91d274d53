import { describe, expect, it } from 'vitest';
import { orderAddressDto, orderDto, orderProductDto } from './order-fixtures';
import { setupAdapters } from './setup-adapters';

describe('order adapter', () => {
  it('reads an order by id with its lines and both order addresses', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('GET', '/api/ExternalOrderApi/order/900', { json: { OrderItems: [orderDto()] } });
    stub.on('GET', '/api/ExternalOrderApi/order_product/', { json: { OrderProductItems: [orderProductDto()] } });
    stub.on('GET', '/api/ExternalOrderApi/order_address/501', { json: { OrderAddressItems: [orderAddressDto()] } });
    stub.on('GET', '/api/ExternalOrderApi/order_address/502', { status: 404, json: { error: 'not found' } });
    const result = await ports.orders.getOrder({ orderId: 900 }, 'ro');
    expect(result.ok && result.value).toMatchObject({
      id: 900,
      status: 'paid',
      currencyId: 3,
      lines: [{ unitGross: 543.9, listUnitGross: 604.4, wasInPromo: true }],
      invoiceAddress: { firstName: 'Ana', countryId: 146 },
      deliveryAddress: null,
      deliveryMethod: 'Curier',
    });
    const products = stub.requests.find((request) => request.url.pathname.endsWith('order_product/'));
    expect(Object.fromEntries(products?.url.searchParams ?? [])).toEqual({ order_id: '900', api_locale: 'ro_RO' });
  });

  it('reads the order placed from a cart (order/?cart_id), with its lines; none is not-found', async () => {
    const { stub, ports } = setupAdapters();
    stub.on('GET', '/api/ExternalOrderApi/order/', (request) =>
      request.url.searchParams.get('cart_id') === '55'
        ? { json: { OrderItems: [orderDto({ DELIVERY_ADDRESS: 501 })] } }
        : { json: { OrderItems: [] } },
    );
    stub.on('GET', '/api/ExternalOrderApi/order_product/', { json: { OrderProductItems: [orderProductDto()] } });
    stub.on('GET', '/api/ExternalOrderApi/order_address/501', { json: { OrderAddressItems: [orderAddressDto()] } });
    const result = await ports.orders.getPlacedOrder(55, 'ro');
    expect(result.ok && result.value).toMatchObject({
      id: 900,
      lines: [{ wasInPromo: true }],
      invoiceAddress: { firstName: 'Ana' },
    });
    const read = stub.requests.find((request) => request.url.pathname === '/api/ExternalOrderApi/order/');
    expect(Object.fromEntries(read?.url.searchParams ?? [])).toEqual({ cart_id: '55', api_locale: 'ro_RO' });
    expect(read?.headers.get('Authorization')).toBe('Bearer shop-token');
    expect(await ports.orders.getPlacedOrder(56, 'ro')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('reads one order address when invoice and delivery are the same', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('GET', '/api/ExternalOrderApi/order/900', { json: { OrderItems: [orderDto({ DELIVERY_ADDRESS: 501 })] } });
    stub.on('GET', '/api/ExternalOrderApi/order_product/', { json: { OrderProductItems: [] } });
    stub.on('GET', '/api/ExternalOrderApi/order_address/501', { json: { OrderAddressItems: [orderAddressDto()] } });
    const result = await ports.orders.getOrder({ orderId: 900 }, 'ro');
    expect(result.ok && result.value.deliveryAddress).toEqual(result.ok && result.value.invoiceAddress);
    expect(stub.requests.filter((request) => request.url.pathname.includes('order_address'))).toHaveLength(1);
  });

  it('reads a guest order by ref and hash; a wrong hash is not-found', async () => {
    const { stub, ports } = setupAdapters();
    const invoice = {
      order: orderDto(),
      products: [orderProductDto()],
      invoice_address: orderAddressDto(),
      delivery_address: orderAddressDto({ ID: 502 }),
    };
    stub.on('GET', '/api/guest/invoice/ORD000900/abc123', { json: invoice });
    const result = await ports.orders.getOrder({ ref: 'ORD000900', hash: 'abc123' }, 'ro');
    expect(result.ok && result.value).toMatchObject({ ref: 'ORD000900', lines: [{ ref: 'SOFA-OSLO' }] });
    expect(stub.last().url.searchParams.get('api_locale')).toBe('ro_RO');
    stub.on('GET', '/api/guest/invoice/ORD000900/wrong', { status: 404, json: { error: 'Order not found' } });
    expect(await ports.orders.getOrder({ ref: 'ORD000900', hash: 'wrong' }, 'ro')).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('withdraws by order id or by ref and hash; after the period the refusal carries the message', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('POST', '/api/order/withdraw', (request) =>
      (request.body as { order_id?: number }).order_id === 900
        ? { json: { status: 'success', withdrawn_at: '2026-06-20T08:00:00+00:00' } }
        : { status: 409, json: { status: 'error', message: 'The withdrawal period has ended' } },
    );
    expect(await ports.orders.withdraw({ orderId: 900 })).toEqual({
      ok: true,
      value: { confirmedAt: '2026-06-20T08:00:00+00:00' },
    });
    expect(await ports.orders.withdraw({ ref: 'ORD000800', hash: 'abc' })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'The withdrawal period has ended', status: 409 },
    });
    expect(stub.last().body).toEqual({ ref: 'ORD000800', hash: 'abc' });
    expect(stub.last().headers.get('Authorization')).toBe('Bearer shop-token');
  });

  it('cancels an order with the spec body', async () => {
    const { stub, ports } = setupAdapters('customer-jwt');
    stub.on('POST', '/api/order/cancel', { json: { status: 'success', message: null } });
    expect(await ports.orders.cancelOrder(900)).toEqual({ ok: true, value: undefined });
    expect(stub.last().body).toEqual({ order_id: 900 });
  });
});
