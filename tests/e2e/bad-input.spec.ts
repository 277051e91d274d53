import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { failCalls, healCalls } from './fake-panel-steps';
import { expect, productList, t, test } from './fixtures';

const facts = seedFacts();

test('a failed listing load says so in the shopper’s language and recovers on retry', async ({ page, watch }) => {
  await page.goto('/');
  await failCalls(page, 'CatalogPort.listProducts');
  await page.goto('/products');
  await expect(page.getByText(t('catalog.listing.loadFailed'))).toBeVisible();
  await healCalls(page, 'CatalogPort.listProducts');
  await page
    .getByRole('main')
    .getByRole('button', { name: t('common.retry') })
    .click();
  await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('a failed add to cart shows the error toast and keeps the cart as it was', async ({ page }) => {
  await page.goto(`/product/${facts.plentifulPse.productId}`);
  const add = page.getByRole('main').getByRole('button', { name: t('cart.add') });
  await add.click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
  await failCalls(page, 'CartPort.addLine');
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: t('cart.toast.addFailed') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
  await healCalls(page, 'CartPort.addLine');
});

test('junk cart ids in storage and in the URL are rejected with a warning, never a crash', async ({ page, watch }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await page.evaluate(() => {
    window.localStorage.setItem('cart_id', 'null');
    window.localStorage.setItem('cart_items', '{broken json');
  });
  await page.goto('/order-placed?cart_id=undefined');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText(t('cart.page.empty'))).toBeVisible();
  expect(warnings.some((w) => /cart/i.test(w))).toBe(true);
  expect(watch.consoleErrors).toEqual([]);
});

test('junk in the URL falls back to defaults', async ({ page, watch }) => {
  await page.goto('/products?page=-3&sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expect(productList(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: t('catalog.sort.label') })).toHaveValue('default');
  expect(watch.consoleErrors).toEqual([]);
});

test('the store-info load error offers a retry in the header', async ({ page }) => {
  await page.goto('/');
  await failCalls(page, 'StorePort.getStoreInfo');
  await page.reload();
  // The footer loads after the first paint and asks for the store info too: let it fail first.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const retry = page.getByRole('banner').getByTitle(t('header.storeInfo.errorTitle'));
  await expect(retry).toBeVisible();
  await expect(retry).toHaveText(t('header.storeInfo.network'));
  await healCalls(page, 'StorePort.getStoreInfo');
  await retry.click();
  await expect(retry).toHaveCount(0);
});
