import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The scripts the page has asked for so far whose file name matches. */
const asked = (page: Page, file: RegExp) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new RegExp(source).test(name)),
    file.source,
  );

const PRODUCT_SCREEN = /\/assets\/product-page-(?!module)[\w-]+\.js$/;
const LISTING_SCREEN = /\/assets\/listing-page-(?!module)[\w-]+\.js$/;

test('pointing at a product card downloads the product page before the click', async ({ page, watch }) => {
  await page.goto('/');
  const card = page.getByTestId('product-card').first().getByRole('link');
  await expect(card).toBeVisible();
  expect(await asked(page, PRODUCT_SCREEN)).toEqual([]);

  await card.hover();

  await expect.poll(() => asked(page, PRODUCT_SCREEN)).toHaveLength(1);
  await expect(page).toHaveURL(/\/$/);
  expect(watch.consoleErrors).toEqual([]);
});

test('pointing at a category of the main menu downloads the listing page', async ({ page }) => {
  await page.goto('/');
  const category = page.locator('header nav a[href^="/"]:not([href="/"]):not([hreflang])').first();
  await expect(category).toBeVisible();
  expect(await asked(page, LISTING_SCREEN)).toEqual([]);

  await category.hover();

  await expect.poll(() => asked(page, LISTING_SCREEN)).toHaveLength(1);
});
