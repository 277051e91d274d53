import type { Page } from '@playwright/test';
import { ORDERS_STORAGE_KEY } from '../../adapters/fake/fake-order-book';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expect, t, test } from './fixtures';

const facts = seedFacts();

/** A visitor puts a product in the cart and continues as guest from the mini cart. */
async function continueAsGuest(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.goto(`/product/${facts.productInStockId}`);
  await main.getByRole('button', { name: t('cart.add') }).click();
  // On a wide screen adding opens the mini cart.
  const miniCart = page.getByRole('region', { name: t('cart.mini.heading') });
  await miniCart.getByRole('link', { name: t('cart.mini.guest') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Contact, a Bucharest delivery address, prepayment and the terms. */
async function fillInAsGuest(page: Page, email: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel(t('checkout.guest.email'), { exact: true }).fill(email);
  await main.getByLabel(t('address.firstName'), { exact: true }).fill('Maria');
  await main.getByLabel(t('address.lastName'), { exact: true }).fill('Popescu');
  await main.getByLabel(t('address.street'), { exact: true }).fill('Strada Lipscani');
  await main.getByLabel(t('address.streetNumber'), { exact: true }).fill('12');
  await main.getByLabel(t('address.zipCode'), { exact: true }).fill('030031');
  await main.getByLabel(t('address.city'), { exact: true }).fill('București');
  await main.getByLabel(t('address.state'), { exact: true }).selectOption({ index: 1 });
  await main.getByLabel(t('address.phone'), { exact: true }).fill('0722 123 456');
  await main
    .getByRole('group', { name: t('checkout.payment') })
    .getByRole('radio', { name: 'Ordin de plată în avans' })
    .check();
  await main.getByLabel(t('checkout.terms')).check();
}

interface KnobsOnWindow {
  __fakeKnobs: { setLatency(ms: number): void; callsTo(name: string): number };
}

const ordersFor = (page: Page, email: string): Promise<number> =>
  page.evaluate(
    ([key, who]) =>
      (JSON.parse(window.localStorage.getItem(key) ?? '[]') as { email: string }[]).filter((o) => o.email === who).length,
    [ORDERS_STORAGE_KEY, email] as const,
  );

test('a guest pays by prepayment and lands on the confirmation with an empty cart', async ({ page, watch }) => {
  const main = page.getByRole('main');
  await continueAsGuest(page);
  await main.getByRole('button', { name: t('checkout.pay') }).click();
  await expect(main.getByText(t('checkout.problem.contact'))).toBeVisible();
  await fillInAsGuest(page, 'maria.guest@example.ro');
  await main.getByRole('button', { name: t('checkout.pay') }).click();
  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
  await expect(main.getByRole('table', { name: t('order.lines') })).toBeVisible();
  await expect(main.getByText('Strada Lipscani', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 0 }) })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('a double click on Pay sends one payment request and places one order', async ({ page, watch }) => {
  const main = page.getByRole('main');
  await continueAsGuest(page);
  await fillInAsGuest(page, 'double.click@example.ro');
  // Slow answers keep the first payment running while the second click lands.
  await page.evaluate(() => (window as unknown as KnobsOnWindow).__fakeKnobs.setLatency(400));
  await main.getByRole('button', { name: t('checkout.pay') }).dblclick();
  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
  expect(await page.evaluate(() => (window as unknown as KnobsOnWindow).__fakeKnobs.callsTo('PaymentPort.pay'))).toBe(1);
  expect(await ordersFor(page, 'double.click@example.ro')).toBe(1);
  expect(watch.consoleErrors).toEqual([]);
});
