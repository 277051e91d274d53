import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../adapters/fake/seed/seed-facts';
import { expect, t } from './fixtures';

const jwtToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('jwtToken'));

/** A demo account logs in from the login page; in http mode the login answer carries isAdmin for admin@example.com. */
export async function logIn(page: Page, who: keyof typeof DEMO_ACCOUNTS): Promise<void> {
  await page.goto('/login-register');
  const main = page.getByRole('main');
  await main.getByLabel(t('auth.email')).fill(DEMO_ACCOUNTS[who].email);
  await main.getByLabel(t('auth.password')).fill(DEMO_ACCOUNTS[who].password);
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect.poll(() => jwtToken(page)).not.toBeNull();
}

/** Logs out and waits until the login token is gone. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect.poll(() => jwtToken(page)).toBeNull();
}

const adminBar = (page: Page) => page.getByRole('navigation', { name: t('header.admin.label') });

/** The admin (at 1280 px) sees the bar on the home page, and loses it at 900 px. */
export async function theAdminSeesTheBarOnlyWhenWide(page: Page): Promise<void> {
  await logIn(page, 'admin');
  await page.goto('/');
  await expect(adminBar(page)).toBeVisible();
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(adminBar(page)).toBeHidden();
}

/** A private customer, logged in, never has the bar. */
export async function aCustomerNeverSeesTheBar(page: Page): Promise<void> {
  await logIn(page, 'private');
  await page.goto('/');
  await expect(page.getByRole('button', { name: t('header.account.label') })).toBeVisible();
  await expect(adminBar(page)).toHaveCount(0);
}
