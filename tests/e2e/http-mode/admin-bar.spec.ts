import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import { expect, t, test } from '../fixtures';

/** Logs in over http: the fake backend's login answer carries isAdmin for admin@example.com. */
async function logIn(page: Page, who: keyof typeof DEMO_ACCOUNTS): Promise<void> {
  await page.goto('/login-register');
  const main = page.getByRole('main');
  await main.getByLabel(t('auth.email')).fill(DEMO_ACCOUNTS[who].email);
  await main.getByLabel(t('auth.password')).fill(DEMO_ACCOUNTS[who].password);
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jwtToken'))).not.toBeNull();
}

const adminBar = (page: Page) => page.getByRole('navigation', { name: t('header.admin.label') });

test.use({ viewport: { width: 1280, height: 800 } });

test('over http the admin sees the admin bar at 1280 px, not at 900 px, and a customer never', async ({ page, watch }) => {
  await logIn(page, 'admin');
  await page.goto('/');
  await expect(adminBar(page)).toBeVisible();
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(adminBar(page)).toBeHidden();

  await page.goto('/logout');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('jwtToken'))).toBeNull();
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'private');
  await page.goto('/');
  await expect(page.getByRole('button', { name: t('header.account.label') })).toBeVisible();
  await expect(adminBar(page)).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});
