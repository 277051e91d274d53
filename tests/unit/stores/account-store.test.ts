import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { CUSTOMER_PORT } from '../../../ports/customer-port';
import { ORDER_PORT, type OrderPort } from '../../../ports/order-port';
import { titleKind } from '../../../src/features/account/account-store';
import { aFakeFamily, shopSettingsLoaded } from '../../support/build-root-store';
import { settle } from '../../support/given-a-cart-shop';
import { givenAGuest, givenALoggedInCustomer } from '../../support/given-a-customer';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

const spaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the customer account (/account)', () => {
  it.each([
    [1, 'mr'],
    [2, 'miss'],
    [5, 'association'],
    [3, 'company'],
    [4, 'company'],
    [0, 'company'],
  ] as const)('title code %i reads as %s', (code, kind) => {
    expect(titleKind(code)).toBe(kind);
  });

  it('a logged-out shopper needs to log in and has no orders to read', async () => {
    const { account } = await givenAGuest();
    const stop = account.start();
    await settle();
    expect(account.needsLogin).toBe(true);
    expect(account.sortedOrders).toEqual([]);
    expect(account.title).toBeNull();
    stop();
  });

  it("after login the profile comes from the customer lookup: Anna is 'miss', without a company", async () => {
    const world = await givenALoggedInCustomer(
      'private',
      givenARecordedPort(CUSTOMER_PORT, (f) => f.customers),
    );
    const stop = world.account.start();
    await settle();
    expect(world.recorded.callsTo('findByEmail')).toEqual([[DEMO_ACCOUNTS.private.email]]);
    expect(world.account.needsLogin).toBe(false);
    expect(world.account.title).toBe('miss');
    expect(world.account.company).toBeNull();
    expect(world.account.email).toBe(DEMO_ACCOUNTS.private.email);
    expect(world.account.name).toContain('Anna');
    stop();
  });

  it('the company account shows its company', async () => {
    const { account } = await givenALoggedInCustomer('company');
    const stop = account.start();
    await settle();
    expect(account.title).toBe('company');
    expect(account.company).toBe('Mobila Company SRL');
    stop();
  });

  it("lists the customer's own orders, newest first", async () => {
    const world = await givenALoggedInCustomer(
      'private',
      givenARecordedPort(ORDER_PORT, (f) => f.orders),
    );
    const stop = world.account.start();
    await settle();
    expect(world.recorded.callsTo('listOrders').map(([customerId]) => customerId)).toEqual([DEMO_ACCOUNTS.private.customerId]);
    const dates = world.account.sortedOrders.map((order) => order.createdAt);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());
    stop();
  });

  it('shows the newest first even when the port answers oldest first', async () => {
    const family = aFakeFamily();
    const oldestFirst: Partial<OrderPort> = {
      listOrders: async (customerId, language) => {
        const real = await family.fakes.orders.listOrders(customerId, language);
        return real.ok ? { ...real, value: [...real.value].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) } : real;
      },
    };
    const world = await givenALoggedInCustomer(
      'private',
      givenARecordedPort(ORDER_PORT, (f) => f.orders, oldestFirst, family),
    );
    const stop = world.account.start();
    await settle();
    const [newest, ...rest] = world.account.sortedOrders;
    expect(rest.every((order) => order.createdAt < (newest?.createdAt ?? ''))).toBe(true);
    stop();
  });

  it("formats money in the shop's currency (lei) for the page's language", async () => {
    const world = await givenALoggedInCustomer();
    await shopSettingsLoaded(world);
    expect(spaces(world.account.money(1234.5))).toBe('1,234.50 lei');
  });
});
