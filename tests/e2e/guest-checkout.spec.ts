import type { Page } from '@playwright/test';
import { ORDERS_STORAGE_KEY } from '../../adapters/fake/fake-order-book';
import { callsTo, setLatency } from './fake-panel-steps';
import { expect, t, test } from './fixtures';
import { continueAsGuest, fillInAsGuest } from './guest-checkout-steps';

const PREPAYMENT = 'Ordin de plată în avans';

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
  await fillInAsGuest(page, 'maria.guest@example.ro', PREPAYMENT);
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
  await fillInAsGuest(page, 'double.click@example.ro', PREPAYMENT);
  // Slow answers keep the first payment running while the second click lands.
  await setLatency(page, 400);
  await main.getByRole('button', { name: t('checkout.pay') }).dblclick();
  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
  expect(await callsTo(page, 'PaymentPort.pay')).toBe(1);
  expect(await ordersFor(page, 'double.click@example.ro')).toBe(1);
  expect(watch.consoleErrors).toEqual([]);
});
