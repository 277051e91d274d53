import { choosePaymentAndTerms, logInAndFillTheCart } from './checkout-steps';
import { expect, t, test } from './fixtures';

test('PayPal cancelled at the provider comes back to the shop with the cart kept', async ({ page, watch }) => {
  const main = page.getByRole('main');
  await logInAndFillTheCart(page);
  await page.goto('/checkout');
  await choosePaymentAndTerms(page, 'PayPal');
  await main.getByRole('button', { name: t('checkout.pay') }).click();
  await expect(page).toHaveURL(/\/fake-provider\?/);
  await main.getByRole('button', { name: t('fakeProvider.decline') }).click();
  await expect(page).toHaveURL(/\/paypal\/cancel\?/);
  await expect(main.getByText(t('providerReturn.cancelled'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
  await main.getByRole('link', { name: t('providerReturn.toCheckout') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(watch.consoleErrors).toEqual([]);
});

test('Amazon Pay approved at the provider returns with its session and the order is placed', async ({ page, watch }) => {
  const main = page.getByRole('main');
  await logInAndFillTheCart(page);
  await page.goto('/checkout');
  await choosePaymentAndTerms(page, 'Amazon Pay');
  await main.getByRole('button', { name: t('checkout.pay') }).click();
  await main.getByRole('button', { name: t('fakeProvider.approve') }).click();
  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
  await expect(main.getByText('Amazon Pay')).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 0 }) })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});
