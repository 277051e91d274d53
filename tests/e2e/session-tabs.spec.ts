import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import { expect, t, test } from './fixtures';

const anna = DEMO_ACCOUNTS.private;

test('logging out in one tab ends the session in the other at once, without a reload', async ({ page, watch }) => {
  await page.goto('/login-register');
  const main = page.getByRole('main');
  await main.getByLabel(t('auth.email')).fill(anna.email);
  await main.getByLabel(t('auth.password')).fill(anna.password);
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jwtToken'))).not.toBeNull();

  const other = await page.context().newPage();
  await other.goto('/account');
  const orders = other.getByRole('list', { name: t('account.orders') }).getByRole('listitem');
  await expect(orders.first()).toBeVisible();

  await page.goto('/logout');

  await expect(other).toHaveURL(/\/login-register$/);
  await expect(orders).toHaveCount(0);
  await other.getByRole('button', { name: t('header.account.label') }).click();
  await expect(other.getByRole('link', { name: t('header.account.loginRegister') })).toBeVisible();
  await expect(other.getByRole('link', { name: t('header.account.logOut') })).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});
