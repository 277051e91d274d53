import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import { expect, t, test } from './fixtures';

const anna = DEMO_ACCOUNTS.private;

test('log in with a wrong password (message), then log in and return to the page before', async ({ page, watch }) => {
  await page.goto('/products');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lastLocation'))).toBe('/products');
  await page.goto('/login-register');
  const main = page.getByRole('main');
  await main.getByLabel(t('auth.email')).fill(anna.email);
  await main.getByLabel(t('auth.password')).fill('wrong');
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(main.getByText(t('auth.failure.wrongCredentials'))).toBeVisible();

  await main.getByLabel(t('auth.password')).fill(anna.password);
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(await page.evaluate(() => window.localStorage.getItem('customer_id'))).toBe(String(anna.customerId));

  await page.goto('/account');
  await expect(
    page
      .getByRole('list', { name: t('account.orders') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();

  // A second tab is logged in too; logging out there logs out here.
  const other = await page.context().newPage();
  await other.goto('/logout');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jwtToken'))).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login-register$/);
  expect(watch.consoleErrors).toEqual([]);
});
