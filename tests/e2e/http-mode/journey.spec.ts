import { expect, t, test } from '../fixtures';
import { payAsAGuest } from '../guest-checkout-steps';
import { requestsTo } from '../requests-seen';

test('over http against the fake backend: browse, add to cart, and check out as a guest paying by prepayment', async ({
  page,
  watch,
}) => {
  const main = page.getByRole('main');
  const apiCalls = requestsTo(page, (path) => path.startsWith('/api/'));

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await payAsAGuest(page, 'Ordin de plată în avans');

  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 0 }) })).toBeVisible();
  // The shop really went over http: the generated SDK called the fake backend.
  expect(apiCalls.some((request) => request.url().includes('/api/cart'))).toBe(true);
  expect(watch.consoleErrors).toEqual([]);
});
