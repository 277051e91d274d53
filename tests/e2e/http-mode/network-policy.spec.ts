import type { Page } from '@playwright/test';
import { expect, productList, t, test } from '../fixtures';

const PRODUCTS_READ = (url: URL) => url.pathname === '/api/products/';
const nav = (page: Page) => page.getByRole('navigation', { name: t('header.nav.label') });

test('offline, a menu link shows an in-place error in the kept frame, and the page comes once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const link = nav(page).getByRole('link').filter({ hasNotText: /^$/ }).first();
  await expect(link).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const title = (await link.innerText()).trim();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: t('shell.offline') })).toBeVisible();
  await link.click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(t('common.loadFailed'));
  await expect(main.getByRole('button', { name: t('common.retry') })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(t('errorBoundary.heading'))).toHaveCount(0);

  await context.setOffline(false);
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t('shell.offline') })).toHaveCount(0);
});

test('a catalogue answer that never comes ends in an error with a retry within the read timeout', async ({ page }) => {
  let hanging = true;
  await page.route(PRODUCTS_READ, async (route) => {
    if (!hanging) await route.continue();
    // Otherwise never answered.
  });
  const started = Date.now();
  await page.goto('/products');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(t('catalog.listing.loadFailed'), { timeout: 12_000 });
  // The http e2e build's read timeout is 5 s (playwright.config.ts).
  expect(Date.now() - started).toBeLessThan(12_000);

  hanging = false;
  await main.getByRole('button', { name: t('common.retry') }).click();
  await expect(productList(page).getByRole('article').first()).toBeVisible();
});

test('a 503 with Retry-After on a catalogue read is asked again after the wait, and the products show', async ({ page }) => {
  const asked: number[] = [];
  await page.route(PRODUCTS_READ, async (route) => {
    asked.push(Date.now());
    const response = await route.fetch();
    if (asked.length > 1) return route.fulfill({ response });
    return route.fulfill({
      response,
      status: 503,
      body: 'busy',
      headers: { ...response.headers(), 'retry-after': '2', 'access-control-expose-headers': 'Retry-After' },
    });
  });
  await page.goto('/products');
  await expect(productList(page).getByRole('article').first()).toBeVisible();
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(1_900);
});
