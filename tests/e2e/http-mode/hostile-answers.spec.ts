import type { Page } from '@playwright/test';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { expect, t, test } from '../fixtures';

/** Answers of the path `path` changed by `change` on their way to the page. */
async function alter(page: Page, path: string, change: (body: unknown) => unknown): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: change(await response.json()) });
    },
  );
}

/** The browser's warnings, as the logger port writes them. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test('tax requirements sent as a number leave the shop working, with the default in their place', async ({ page, watch }) => {
  const warnings = warningsOf(page);
  await alter(page, '/api/locale_config/custom_attribute/', (configs) =>
    (configs as Record<string, unknown>[]).map((config) => ({ ...config, tax_serialized_requirements: 12 })),
  );
  await page.goto(`/product/${seedFacts().productInStockId}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.add') })).toBeVisible();
  expect(warnings).toContainEqual(
    expect.stringContaining('/0/tax_serialized_requirements must be string or null, got number 12'),
  );
  expect(watch.consoleErrors).toEqual([]);
});

test('a product priced 1e308 is not shown as ∞: the page says it could not be loaded, try again', async ({ page, watch }) => {
  const warnings = warningsOf(page);
  const productId = seedFacts().productInStockId;
  const answered: string[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === `/api/products/${productId}`) answered.push(request.url());
  });
  await alter(page, `/api/products/${productId}`, (products) =>
    (products as Record<string, unknown>[]).map((product) => ({ ...product, TAXED_PRICE: 1e308, BEST_TAXED_PRICE: 1e308 })),
  );
  await page.goto(`/product/${productId}`);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(t('common.invalidAnswer'));
  await expect(alert).not.toContainText(t('common.loadFailed'));
  await expect(alert.getByRole('button', { name: t('common.retry') })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('∞');
  // Each invalid answer is logged once, with its operation (the page and its retries may ask more than once).
  const logged = () =>
    warnings.filter((text) => text.includes('GET /api/products/{productId} 200: /0/TAXED_PRICE must be <= 10000000'));
  expect(answered.length).toBeGreaterThan(0);
  await expect.poll(() => logged().length).toBe(answered.length);
  expect(watch.consoleErrors).toEqual([]);
});
