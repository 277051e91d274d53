import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { CURRENCY_IDS } from '../../../adapters/fake/seed/seed-orders';
import { DELIVERY_METHODS, PAYMENT_METHODS } from '../../../adapters/fake/seed/seed-checkout';
import type { OrderDetail } from '../../../ports/model/order';
import { netOfGross } from '../../../src/domain/net-total';
import { givenTheFakes, TODAY } from './fake-orders-support';
import { value } from './fake-test-support';

const round2 = (n: number): number => Math.round(n * 100) / 100;

async function ordersOf(customerId: number, language = 'en'): Promise<OrderDetail[]> {
  const { ports } = givenTheFakes();
  const summaries = value(await ports.orders.listOrders(customerId, language));
  return Promise.all(summaries.map(async (s) => value(await ports.orders.getOrder({ orderId: s.id }, language))));
}

const accounts = Object.entries(DEMO_ACCOUNTS);

describe('the seeded orders', () => {
  it.each(accounts)('give the %s account several orders in different states, newest first', async (_role, account) => {
    const orders = await ordersOf(account.customerId);
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(3);
    const dates = orders.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Date.parse(dates[0] ?? '')).toBeLessThan(TODAY);
  });

  it.each(accounts)('give the %s account an order it can still withdraw from today', async (_role, account) => {
    const open = (await ordersOf(account.customerId)).filter(
      (o) => o.withdrawableUntil !== null && Date.parse(o.withdrawableUntil) > TODAY && o.withdrawnAt === null,
    );
    expect(open.length).toBeGreaterThanOrEqual(1);
  });

  it.each(accounts)('price the %s account lines as charged and add the totals up', async (_role, account) => {
    const orders = await ordersOf(account.customerId);
    for (const order of orders) {
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(order.lines.length).toBeLessThanOrEqual(3);
      const goods = order.lines.reduce((sum, line) => sum + line.totalGross, 0);
      expect(order.totalGross).toBe(round2(goods + order.postageGross - order.discountGross));
      for (const line of order.lines) {
        expect(line.totalGross).toBe(round2(line.unitGross * line.quantity));
        expect(line.wasInPromo).toBe(line.listUnitGross > line.unitGross);
        if (!line.wasInPromo) expect(line.listUnitGross).toBe(line.unitGross);
      }
    }
    expect(orders.some((o) => o.lines.some((line) => line.wasInPromo))).toBe(true);
  });

  it("derive order 30003's total excl. VAT from its total in one rounding (total / 1.21, to the cent)", async () => {
    const order = (await ordersOf(DEMO_ACCOUNTS.private.customerId)).find((o) => o.id === 30003);
    expect(order?.totalNet).toBe(round2((order?.totalGross ?? Number.NaN) / 1.21));
  });

  it.each(['private', 'company'] as const)(
    "derive each Romanian %s order's total excl. VAT from its total at a 21 percent rate",
    async (role) => {
      for (const order of await ordersOf(DEMO_ACCOUNTS[role].customerId))
        expect(order.totalNet).toBe(netOfGross(order.totalGross, 0.21));
    },
  );

  it('charge the VAT-exempt buyer in euro without VAT, and Romanian customers in lei with it', async () => {
    for (const order of await ordersOf(DEMO_ACCOUNTS.vatExempt.customerId)) {
      expect(order).toMatchObject({ currencyId: CURRENCY_IDS.EUR, totalNet: order.totalGross });
      for (const line of order.lines) expect(line.unitNet).toBe(line.unitGross);
    }
    for (const order of await ordersOf(DEMO_ACCOUNTS.company.customerId)) {
      expect(order.currencyId).toBe(CURRENCY_IDS.RON);
      expect(order.totalNet).toBeLessThan(order.totalGross);
    }
  });

  it('name the delivery and payment methods in the language asked', async () => {
    for (const language of ['de', 'ro', 'en'] as const) {
      const [order] = await ordersOf(DEMO_ACCOUNTS.private.customerId, language);
      const delivery = DELIVERY_METHODS.map((m) => m.title[language]);
      const payment = PAYMENT_METHODS.map((m) => m.title[language]);
      expect(delivery).toContain(order?.deliveryMethod);
      expect(payment).toContain(order?.paymentMethod);
    }
    const [de] = await ordersOf(DEMO_ACCOUNTS.private.customerId, 'de');
    expect(de?.paymentMethod).toBe('Vorkasse');
  });

  it("copy the invoice and delivery addresses from the account's addresses", async () => {
    const orders = await ordersOf(DEMO_ACCOUNTS.private.customerId);
    for (const order of orders)
      expect(order.invoiceAddress).toMatchObject({ firstName: 'Anna', lastName: 'Popescu', city: 'București', countryId: 146 });
    expect(orders.some((o) => o.deliveryAddress?.city === 'Cluj-Napoca')).toBe(true);
    const [company] = await ordersOf(DEMO_ACCOUNTS.company.customerId);
    expect(company?.invoiceAddress).toMatchObject({ company: 'Mobila Company SRL', titleCode: 3 });
  });

  it('are dated relative to the clock when the fake server first starts, and keep their dates after', async () => {
    const { ports, clock, reload } = givenTheFakes();
    const [newest] = value(await ports.orders.listOrders(DEMO_ACCOUNTS.private.customerId, 'en'));
    expect(TODAY - Date.parse(newest?.createdAt ?? '')).toBeLessThan(2 * 86_400_000);
    clock.advance(30 * 86_400_000);
    const [again] = value(await reload().orders.listOrders(DEMO_ACCOUNTS.private.customerId, 'en'));
    expect(again?.createdAt).toBe(newest?.createdAt);
  });
});
