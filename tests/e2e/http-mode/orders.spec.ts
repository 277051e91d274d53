import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { expect, t, test } from '../fixtures';

async function logIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/login-register');
  await main.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await main.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).not.toHaveURL(/login-register/);
}

test('over http: after a withdrawal the orders list shows it at once, as the order does', async ({ page, watch }) => {
  const main = page.getByRole('main');
  await logIn(page, DEMO_ACCOUNTS.private);
  await page.goto('/account');
  const orders = main.getByRole('list', { name: t('account.orders') });
  await expect(orders.getByRole('link').first()).toBeVisible();
  const withdraw = main.getByRole('button', { name: t('order.withdraw') });
  const count = await orders.getByRole('link').count();
  for (let index = 0; index < count; index++) {
    await orders.getByRole('link').nth(index).click();
    await expect(main.getByRole('table', { name: t('order.lines') })).toBeVisible();
    if (await withdraw.isVisible()) break;
    await page.goBack();
  }
  const orderPath = new URL(page.url()).pathname;
  await withdraw.click();
  await main.getByRole('button', { name: t('order.withdraw.confirm') }).click();
  await expect(main.getByText(t('order.status.withdrawn'), { exact: true })).toBeVisible();

  await page.goBack();
  const item = orders.getByRole('listitem').filter({ has: page.locator(`a[href="${orderPath}"]`) });
  await expect(item.getByText(t('order.status.withdrawn'), { exact: true })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('over http: a company order shows the VAT number the account holds', async ({ page }) => {
  const main = page.getByRole('main');
  await logIn(page, DEMO_ACCOUNTS.company);
  await page.goto('/account');
  await main
    .getByRole('list', { name: t('account.orders') })
    .getByRole('link')
    .first()
    .click();
  await expect(main.getByText(t('order.vatNumber', { number: 'RO18547290' }))).toBeVisible();
});
