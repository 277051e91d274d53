import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, GUEST_INVOICE } from '../../../adapters/fake/seed/seed-facts';
import type { OrderStatus, OrderSummary } from '../../../ports/model/order';
import { givenTheFakes } from './fake-orders-support';
import { error, value } from './fake-test-support';

type Fakes = ReturnType<typeof givenTheFakes>;

async function firstWith(fakes: Fakes, status: OrderStatus, customerId: number): Promise<OrderSummary> {
  const found = value(await fakes.ports.orders.listOrders(customerId, 'en')).find((o) => o.status === status);
  if (found === undefined) throw new Error(`no ${status} order`);
  return found;
}

describe('the fake order access', () => {
  it('opens the guest order by its ref and hash', async () => {
    const { ports } = givenTheFakes();
    const order = value(await ports.orders.getOrder({ ref: GUEST_INVOICE.ref, hash: GUEST_INVOICE.hash }, 'de'));
    expect(order).toMatchObject({ ref: GUEST_INVOICE.ref, status: 'sent', deliveryMethod: expect.any(String) });
    expect(order.invoiceAddress?.city).toBe('Iași');
  });

  it('finds nothing, never another order, for a wrong hash, an empty hash or an unknown id', async () => {
    const fakes = givenTheFakes();
    const { orders } = fakes.ports;
    const other = await firstWith(fakes, 'sent', DEMO_ACCOUNTS.private.customerId);
    const notFound = { kind: 'not-found', message: 'Order not found' };
    expect(error(await orders.getOrder({ ref: GUEST_INVOICE.ref, hash: 'wrong' }, 'de'))).toMatchObject(notFound);
    expect(error(await orders.getOrder({ ref: GUEST_INVOICE.ref, hash: '' }, 'de'))).toMatchObject(notFound);
    expect(error(await orders.getOrder({ ref: other.ref, hash: GUEST_INVOICE.hash }, 'de'))).toMatchObject(notFound);
    expect(error(await orders.getOrder({ orderId: 999 }, 'de'))).toMatchObject(notFound);
    expect(error(await orders.withdraw({ ref: GUEST_INVOICE.ref, hash: 'wrong' }))).toMatchObject(notFound);
  });
});

describe('cancelling a fake order', () => {
  it.each([
    ['not_paid', DEMO_ACCOUNTS.private.customerId],
    ['paid', DEMO_ACCOUNTS.company.customerId],
  ] as const)('is allowed while it is %s, and the fake server keeps it', async (status, customerId) => {
    const fakes = givenTheFakes();
    const order = await firstWith(fakes, status, customerId);
    value(await fakes.ports.orders.cancelOrder(order.id));
    const reloaded = fakes.reload();
    expect(value(await reloaded.orders.getOrder({ orderId: order.id }, 'en')).status).toBe('canceled');
  });

  it.each([
    ['processing', DEMO_ACCOUNTS.private.customerId],
    ['sent', DEMO_ACCOUNTS.private.customerId],
    ['canceled', DEMO_ACCOUNTS.private.customerId],
    ['refunded', DEMO_ACCOUNTS.company.customerId],
  ] as const)('is refused once it is %s', async (status, customerId) => {
    const fakes = givenTheFakes();
    const order = await firstWith(fakes, status, customerId);
    expect(error(await fakes.ports.orders.cancelOrder(order.id))).toEqual({
      kind: 'rejected',
      message: 'Order can not be canceled',
      status: 400,
    });
    expect(value(await fakes.ports.orders.getOrder({ orderId: order.id }, 'en')).status).toBe(status);
  });

  it('answers not-found for an unknown order', async () => {
    expect(error(await givenTheFakes().ports.orders.cancelOrder(999))).toMatchObject({ kind: 'not-found' });
  });
});

describe('withdrawing from a fake order', () => {
  async function sentOrderUntil(fakes: Fakes): Promise<{ id: number; until: number }> {
    const sent = await firstWith(fakes, 'sent', DEMO_ACCOUNTS.private.customerId);
    const until = value(await fakes.ports.orders.getOrder({ orderId: sent.id }, 'en')).withdrawableUntil;
    if (until === null) throw new Error('a sent order has a withdrawal period');
    return { id: sent.id, until: Date.parse(until) };
  }

  it('is confirmed at the clock of the moment, up to the last millisecond of the period, and only once', async () => {
    const fakes = givenTheFakes();
    const { id, until } = await sentOrderUntil(fakes);
    fakes.clock.current = until;
    const confirmedAt = new Date(until).toISOString();
    expect(value(await fakes.ports.orders.withdraw({ orderId: id }))).toEqual({ confirmedAt });
    expect(value(await fakes.reload().orders.getOrder({ orderId: id }, 'en')).withdrawnAt).toBe(confirmedAt);
    expect(error(await fakes.ports.orders.withdraw({ orderId: id }))).toMatchObject({
      kind: 'rejected',
      message: 'Order has already been withdrawn',
    });
  });

  it('is refused a millisecond after the period ended', async () => {
    const fakes = givenTheFakes();
    const { id, until } = await sentOrderUntil(fakes);
    fakes.clock.current = until + 1;
    expect(error(await fakes.ports.orders.withdraw({ orderId: id }))).toMatchObject({
      kind: 'rejected',
      message: 'Withdrawal period has ended',
    });
    expect(value(await fakes.ports.orders.getOrder({ orderId: id }, 'en')).withdrawnAt).toBeNull();
  });

  it('is refused for canceled orders and open to the guest through the invoice link', async () => {
    const fakes = givenTheFakes();
    const canceled = await firstWith(fakes, 'canceled', DEMO_ACCOUNTS.private.customerId);
    expect(error(await fakes.ports.orders.withdraw({ orderId: canceled.id }))).toMatchObject({ kind: 'rejected' });
    const guest = { ref: GUEST_INVOICE.ref, hash: GUEST_INVOICE.hash };
    expect(value(await fakes.ports.orders.withdraw(guest)).confirmedAt).toBe(new Date(fakes.clock.now()).toISOString());
  });

  it('can be made to fail by the knobs', async () => {
    const fakes = givenTheFakes();
    fakes.knobs.fail('OrderPort.withdraw');
    expect(error(await fakes.ports.orders.withdraw({ orderId: 30001 }))).toMatchObject({ kind: 'network' });
  });
});
