import { describe, expect, it } from 'vitest';
import { GUEST_INVOICE } from '../../../adapters/fake/seed/seed-facts';
import type { OrderDetail } from '../../../ports/model/order';
import { ok } from '../../../ports/model/result';
import { ORDER_PORT, type OrderPort } from '../../../ports/order-port';
import { aFakeFamily } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { aSeededOrderId, givenAGuest, givenALoggedInCustomer, type DemoAccount } from '../../support/given-a-customer';
import { givenARecordedPort } from '../../support/given-a-recorded-port';
import { anOrder } from '../../support/order-builder';

/** A demo customer on the screen of their first seeded order in that status, the order port recorded. */
async function givenTheOrderScreen(who: DemoAccount, status: Parameters<typeof aSeededOrderId>[2]) {
  const world = await givenALoggedInCustomer(
    who,
    givenARecordedPort(ORDER_PORT, (fakes) => fakes.orders),
  );
  const orderId = await aSeededOrderId(world, who, status);
  world.order.open({ orderId });
  await settle();
  return { ...world, orderId };
}

/** The order screen over an order port that always answers with `order`. */
async function givenAnOrderScreenFor(order: OrderDetail, family = aFakeFamily(), overrides: Partial<OrderPort> = {}) {
  const fixed: Partial<OrderPort> = { getOrder: async () => ok(order), ...overrides };
  return givenALoggedInCustomer(
    'private',
    givenARecordedPort(ORDER_PORT, (f) => f.orders, fixed, family),
  );
}

describe('the order screen and the guest invoice', () => {
  it("reads a customer's order by its id", async () => {
    const world = await givenTheOrderScreen('private', 'sent');
    expect(world.recorded.callsTo('getOrder')[0]?.[0]).toEqual({ orderId: world.orderId });
    expect(world.order.order.value?.id).toBe(world.orderId);
    expect(world.order.order.value?.lines.length).toBeGreaterThan(0);
  });

  it('offers cancelling only to the customer, not through a guest link', async () => {
    const world = await givenAnOrderScreenFor(anOrder().withStatus('paid').build());
    world.order.open({ orderId: 30100 });
    await settle();
    expect(world.order.canCancel).toBe(true);

    world.order.open({ ref: 'ORD000030100', hash: 'abc' });
    await settle();
    expect(world.order.canCancel).toBe(false);
  });

  it('cancels a paid order after the confirmation, and reads the order again', async () => {
    const world = await givenTheOrderScreen('company', 'paid');
    expect(world.order.canCancel).toBe(true);
    world.order.ask('cancel');
    expect(world.order.confirming).toBe('cancel');
    await world.order.confirm();

    expect(world.recorded.callsTo('cancelOrder')).toEqual([[world.orderId]]);
    expect(world.order.notice).toBe('cancelled');
    expect(world.order.order.value?.status).toBe('canceled');
    expect(world.order.canCancel).toBe(false);
  });

  it('going back from the confirmation does nothing', async () => {
    const world = await givenTheOrderScreen('private', 'not_paid');
    world.order.ask('cancel');
    world.order.dismiss();
    await world.order.confirm();
    expect(world.order.confirming).toBeNull();
    expect(world.recorded.count('cancelOrder')).toBe(0);
    expect(world.order.order.value?.status).toBe('not_paid');
  });

  it("a failed cancel says 'cancel-failed' and leaves the order as it was", async () => {
    const world = await givenTheOrderScreen('private', 'not_paid');
    world.knobs.fail('OrderPort.cancelOrder');
    world.order.ask('cancel');
    await world.order.confirm();
    expect(world.order.notice).toBe('cancel-failed');
    expect(world.order.order.value?.status).toBe('not_paid');
    expect(world.order.canCancel).toBe(true);
  });

  it('withdraws after the confirmation: records when the shop confirmed it, and reads the order again', async () => {
    const world = await givenTheOrderScreen('private', 'sent');
    expect(world.order.canWithdraw).toBe(true);
    expect(world.order.withdrawal).toBeNull();
    world.order.ask('withdraw');
    await world.order.confirm();

    const now = new Date(world.clock.now()).toISOString();
    expect(world.recorded.callsTo('withdraw')).toEqual([[{ orderId: world.orderId }]]);
    expect(world.order.notice).toBe('withdrawn');
    expect(world.order.withdrawal).toBe(now);
    expect(world.order.order.value?.withdrawnAt).toBe(now);
    expect(world.recorded.count('getOrder')).toBe(2);
    expect(world.order.canWithdraw).toBe(false);
  });

  it("a failed withdrawal says 'withdraw-failed' and can be tried again", async () => {
    const world = await givenTheOrderScreen('private', 'sent');
    world.knobs.failNext('OrderPort.withdraw');
    world.order.ask('withdraw');
    await world.order.confirm();
    expect(world.order.notice).toBe('withdraw-failed');
    expect(world.order.withdrawal).toBeNull();
    expect(world.order.canWithdraw).toBe(true);
  });

  it('the withdrawal is offered up to the last millisecond of the period', async () => {
    const family = aFakeFamily();
    const until = new Date(family.clock.now() + 1).toISOString();
    const world = await givenAnOrderScreenFor(anOrder().withStatus('sent').withdrawableUntil(until).build(), family);
    world.order.open({ orderId: 30100 });
    await settle();
    world.clock.advanceBy(1);
    expect(world.order.canWithdraw).toBe(true);
    world.clock.advanceBy(1);
    expect(world.order.canWithdraw).toBe(false);
  });

  it("the shop's confirmation is shown and the button goes, even while the order read again does not carry it yet", async () => {
    const confirmedAt = '2026-11-21T09:00:00.000Z';
    const lagging = anOrder().withStatus('sent').withdrawableUntil('2026-12-01T00:00:00.000Z').build();
    const world = await givenAnOrderScreenFor(lagging, aFakeFamily(), { withdraw: async () => ok({ confirmedAt }) });
    world.order.open({ orderId: lagging.id });
    await settle();
    world.order.ask('withdraw');
    await world.order.confirm();

    expect(world.order.order.value?.withdrawnAt).toBeNull();
    expect(world.order.withdrawal).toBe(confirmedAt);
    expect(world.order.canWithdraw).toBe(false);
  });

  it('once withdrawn, the order is no longer offered for cancelling, even when reading it again failed', async () => {
    const world = await givenTheOrderScreen('company', 'paid');
    world.knobs.failNext('OrderPort.getOrder');
    world.order.ask('withdraw');
    await world.order.confirm();

    expect(world.order.withdrawal).not.toBeNull();
    expect(world.order.canCancel).toBe(false);
  });

  it('an earlier withdrawal is shown from the order itself', async () => {
    const world = await givenAnOrderScreenFor(anOrder().withStatus('sent').withdrawnAt('2026-11-19T10:15:00.000Z').build());
    world.order.open({ orderId: 30100 });
    await settle();
    expect(world.order.withdrawal).toBe('2026-11-19T10:15:00.000Z');
    expect(world.order.canWithdraw).toBe(false);
  });

  it('a guest opens the invoice by its link without logging in, and may withdraw through it', async () => {
    const { order } = await givenAGuest();
    order.open({ ref: GUEST_INVOICE.ref, hash: GUEST_INVOICE.hash });
    await settle();
    expect(order.order.value?.ref).toBe(GUEST_INVOICE.ref);
    expect(order.canCancel).toBe(false);

    order.ask('withdraw');
    await order.confirm();
    expect(order.notice).toBe('withdrawn');
  });

  it('a cancel asked for through a guest link does nothing: it is neither sent nor taken for a withdrawal', async () => {
    const { recorded, root } = givenARecordedPort(ORDER_PORT, (fakes) => fakes.orders);
    const { order } = await root.accountFeature.load();
    order.open({ ref: GUEST_INVOICE.ref, hash: GUEST_INVOICE.hash });
    await settle();
    order.ask('cancel');
    await order.confirm();

    expect(recorded.count('withdraw')).toBe(0);
    expect(recorded.count('cancelOrder')).toBe(0);
    expect(order.withdrawal).toBeNull();
    expect(order.notice).toBeNull();
    expect(order.confirming).toBeNull();
  });

  it('a wrong guest hash is not found, and shows no order', async () => {
    const { order } = await givenAGuest();
    order.open({ ref: GUEST_INVOICE.ref, hash: '0'.repeat(32) });
    await settle();
    expect(order.order.notFound).toBe(true);
    expect(order.order.value).toBeUndefined();
  });

  it('opening another order forgets the last confirmation and notice', async () => {
    const world = await givenTheOrderScreen('private', 'not_paid');
    world.knobs.failNext('OrderPort.cancelOrder');
    world.order.ask('cancel');
    await world.order.confirm();
    world.order.ask('withdraw');

    world.order.open({ orderId: await aSeededOrderId(world, 'private', 'sent') });
    expect(world.order.confirming).toBeNull();
    expect(world.order.notice).toBeNull();
  });
});
