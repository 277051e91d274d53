import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expect, t, test } from './fixtures';
import { routeStatus, tabTo } from './keyboard-steps';

test('with the keyboard alone: the menu to a category, then the mini cart opened and closed with Escape, the focus back on its button', async ({
  page,
  watch,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const main = page.getByRole('main');

  await tabTo(page, page.getByRole('button', { name: t('header.nav.menu'), exact: true }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: t('header.fullMenu.title') });
  await expect(menu).toBeVisible();
  const category = menu.getByRole('link').first();
  const title = (await category.innerText()).trim();
  await tabTo(page, category);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(heading).toBeFocused();
  await expect(routeStatus(page)).toHaveText(title);

  // A product in the cart, so the mini cart has controls to reach.
  await page.goto(`/product/${seedFacts().productInStockId}`);
  const add = main.getByRole('button', { name: t('cart.add') });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const cartButton = page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) });
  const panel = page.locator(`[id="${await cartButton.getAttribute('aria-controls')}"]`);
  // On a wide screen the mini cart opens by itself after an add; Escape closes it, the focus stays put.
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(add).toBeFocused();

  await tabTo(page, cartButton, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(cartButton).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton).toBeFocused();
  expect(watch.consoleErrors).toEqual([]);
});
