import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { expect, t, test } from '../fixtures';
import { requestsTo } from '../requests-seen';

test('over http, the cart page raises and lowers a quantity through the cart update call', async ({ page, watch }) => {
  const updates = requestsTo(page, (path) => path === '/api/cart/update');
  const main = page.getByRole('main');
  await page.goto(`/product/${seedFacts().productInStockId}`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await main.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();

  await page.goto('/cart');
  const line = main
    .getByRole('list', { name: t('cart.page.lines') })
    .getByRole('listitem')
    .first();
  await line.getByRole('button', { name: new RegExp(t('cart.line.increase', { title: '' }).trim()) }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 2 }) })).toBeVisible();
  await line.getByRole('button', { name: new RegExp(t('cart.line.decrease', { title: '' }).trim()) }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();

  // Setting a quantity goes out as the wire's action update, lowering it by one as action decrease.
  expect(updates.map((request) => request.postDataJSON() as unknown)).toMatchObject([
    { action: 'update', quantity: 2 },
    { action: 'decrease', quantity: 1 },
  ]);
  expect(watch.consoleErrors).toEqual([]);
});
