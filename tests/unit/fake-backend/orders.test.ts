import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, GUEST_INVOICE } from '../../../adapters/fake/seed/seed-facts';
import type { OrderStatus, OrderSummary } from '../../../ports/model/order';
import {
  failureOf,
  givenAFakeBackend,
  loggedInOnBoth,
  loggedOut,
  type FakeBackendWorld,
} from '../../support/given-a-fake-backend';
import { aStoredToken } from '../../support/jwt-builder';

const ANNA = DEMO_ACCOUNTS.private;
const LANGUAGES = ['ro', 'de', 'en'];

describe('the fake backend: orders (OrderPort)', () => {
  let world: FakeBackendWorld;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());
  afterEach(() => loggedOut(world));

  const ordersOf = async (customerId: number): Promise<OrderSummary[]> => {
    const orders = await world.fake.orders.listOrders(customerId, 'ro');
    if (!orders.ok) throw new Error('no orders');
    return orders.value;
  };
  const anOrderOf = async (customerId: number, statuses: readonly OrderStatus[]): Promise<OrderSummary> => {
    const order = (await ordersOf(customerId)).find((candidate) => statuses.includes(candidate.status));
    if (order === undefined) throw new Error(`customer ${customerId} has no order in ${statuses.join('/')}`);
    return order;
  };

  it.each(Object.entries(DEMO_ACCOUNTS))("lists the %s demo account's orders as the fake does", async (_role, account) => {
    await loggedInOnBoth(world, account);
    for (const language of LANGUAGES) {
      const served = await world.http.orders.listOrders(account.customerId, language);
      expect(served).toEqual(await world.fake.orders.listOrders(account.customerId, language));
    }
  });

  it.each(Object.entries(DEMO_ACCOUNTS))(
    "shows each of the %s demo account's orders with its lines and addresses as the fake does",
    async (_role, account) => {
      await loggedInOnBoth(world, account);
      for (const { id } of await ordersOf(account.customerId)) {
        for (const language of LANGUAGES) {
          const served = await world.http.orders.getOrder({ orderId: id }, language);
          expect(served).toEqual(await world.fake.orders.getOrder({ orderId: id }, language));
        }
      }
    },
  );

  it('shows the guest order by its invoice link, and nothing for a wrong hash', async () => {
    const access = { ref: GUEST_INVOICE.ref, hash: GUEST_INVOICE.hash };
    const served = await world.http.orders.getOrder(access, 'ro');
    expect(served.ok).toBe(true);
    expect(served).toEqual(await world.fake.orders.getOrder(access, 'ro'));
    const wrong = await world.http.orders.getOrder({ ...access, hash: '0'.repeat(32) }, 'ro');
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('finds no order placed from a cart that has none', async () => {
    expect(await world.http.orders.getPlacedOrder(987_654, 'ro')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await world.fake.orders.getPlacedOrder(987_654, 'ro')).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('cancels an order that is not yet processed, and refuses one that is, as the fake does', async () => {
    await loggedInOnBoth(world, ANNA);
    const open = await anOrderOf(ANNA.customerId, ['not_paid', 'paid']);
    expect(await world.http.orders.cancelOrder(open.id)).toEqual(await world.fake.orders.cancelOrder(open.id));
    expect(await world.http.orders.getOrder({ orderId: open.id }, 'ro')).toEqual(
      await world.fake.orders.getOrder({ orderId: open.id }, 'ro'),
    );
    expect(failureOf(await world.http.orders.cancelOrder(open.id))).toEqual({
      message: 'Order can not be canceled',
      status: 400,
    });
    expect(failureOf(await world.fake.orders.cancelOrder(open.id))).toEqual({
      message: 'Order can not be canceled',
      status: 400,
    });
  });

  it('records a withdrawal at the same moment as the fake, then refuses a second one (409)', async () => {
    await loggedInOnBoth(world, ANNA);
    const order = (await ordersOf(ANNA.customerId)).find((o) => o.status === 'sent' || o.status === 'processing');
    const withdrawable = order ?? (await anOrderOf(ANNA.customerId, ['paid']));
    const access = { orderId: withdrawable.id };
    expect(await world.http.orders.withdraw(access)).toEqual(await world.fake.orders.withdraw(access));
    expect(await world.http.orders.getOrder(access, 'en')).toEqual(await world.fake.orders.getOrder(access, 'en'));
    // The fake refuses with 400; openapi declares 409 for an order withdrawn already (the adapter reads both as a refusal).
    const again = await world.http.orders.withdraw(access);
    const heldAgain = await world.fake.orders.withdraw(access);
    expect(again).toEqual({ ok: false, error: { kind: 'rejected', message: 'Order has already been withdrawn', status: 409 } });
    expect(heldAgain).toMatchObject({ ok: false, error: { kind: 'rejected', message: 'Order has already been withdrawn' } });
  });

  it('withdraws from the guest order by its invoice link, with the shop token', async () => {
    const access = { ref: GUEST_INVOICE.ref, hash: GUEST_INVOICE.hash };
    const served = await world.http.orders.withdraw(access);
    expect(served.ok).toBe(true);
    expect(served).toEqual(await world.fake.orders.withdraw(access));
    expect(await world.http.orders.withdraw({ ...access, hash: 'wrong' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it("keeps a login token to its own customer's orders", async () => {
    await loggedInOnBoth(world, ANNA);
    const theirs = await anOrderOf(DEMO_ACCOUNTS.company.customerId, ['not_paid', 'paid', 'processing', 'sent', 'canceled']);
    expect(await world.http.orders.listOrders(DEMO_ACCOUNTS.company.customerId, 'ro')).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
    expect(await world.http.orders.getOrder({ orderId: theirs.id }, 'ro')).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await world.http.orders.cancelOrder(theirs.id)).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await world.http.orders.withdraw({ orderId: theirs.id })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });

  it('answers 401 to an expired login token', async () => {
    world.storage.set('jwtToken', aStoredToken(world.clock.now() - 1000, { sub: ANNA.customerId }));
    expect(await world.http.orders.listOrders(ANNA.customerId, 'ro')).toMatchObject({ ok: false, error: { status: 401 } });
  });
});
