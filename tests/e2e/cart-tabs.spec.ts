import { expect, productList, t, test } from './fixtures';

test('a second tab sees the same cart, and what it adds shows in the first', async ({ page, watch }) => {
  await page.goto('/products');
  const cards = productList(page).getByRole('article');
  await cards.first().getByRole('link').first().click();
  await page
    .getByRole('main')
    .getByRole('button', { name: t('cart.add') })
    .click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();

  const second = await page.context().newPage();
  await second.goto('/cart');
  const lines = second
    .getByRole('main')
    .getByRole('list', { name: t('cart.page.lines') })
    .getByRole('listitem');
  await expect(lines).toHaveCount(1);

  await second.goto('/products');
  await productList(second).getByRole('article').nth(1).getByRole('link').first().click();
  await second
    .getByRole('main')
    .getByRole('button', { name: t('cart.add') })
    .click();
  await expect(second.getByRole('button', { name: t('cart.indicator.toggle', { count: 2 }) })).toBeVisible();

  // The first tab follows (storage event), and after a reload the server still knows both lines.
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 2 }) })).toBeVisible();
  await page.goto('/cart');
  await expect(
    page
      .getByRole('main')
      .getByRole('list', { name: t('cart.page.lines') })
      .getByRole('listitem'),
  ).toHaveCount(2);
  expect(watch.consoleErrors).toEqual([]);
});

test("'Delete all' empties the cart after a confirmation", async ({ page, watch }) => {
  await page.goto('/products');
  await productList(page).getByRole('article').first().getByRole('link').first().click();
  await page
    .getByRole('main')
    .getByRole('button', { name: t('cart.add') })
    .click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('button', { name: t('cart.deleteAll') }).click();
  await page.getByRole('button', { name: t('cart.deleteAll.confirm') }).click();
  await expect(page.getByText(t('cart.page.empty'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(t('cart.page.empty'))).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});
