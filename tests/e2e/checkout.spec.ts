import type { Page } from '@playwright/test';
import { choosePaymentAndTerms, logInAndFillTheCart } from './checkout-steps';
import { expect, priceIn, t, test } from './fixtures';

/** On /checkout: the first payment method, the terms, Pay. */
async function payAtCheckout(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/checkout');
  await main.getByRole('button', { name: t('checkout.pay') }).click();
  await expect(main.getByText(t('checkout.problem.paymentMethod'))).toBeVisible();
  await main
    .getByRole('group', { name: t('checkout.payment') })
    .getByRole('radio')
    .first()
    .check();
  await main.getByLabel(t('checkout.terms')).check();
  await main.getByRole('button', { name: t('checkout.pay') }).dblclick();
}

test('a customer declines at the provider, waits 2 minutes to retry, then pays and sees the order', async ({ page, watch }) => {
  await page.clock.install();
  const main = page.getByRole('main');
  await logInAndFillTheCart(page);

  await payAtCheckout(page);
  await expect(page).toHaveURL(/\/fake-provider\?/);
  await main.getByRole('button', { name: t('fakeProvider.decline') }).click();
  await expect(page).toHaveURL(/\/order-failed\?cart_id=\d+/);
  await expect(main.getByText(t('orderFailed.unsuccessful'))).toBeVisible();
  await main.getByRole('button', { name: t('orderFailed.tryAgain') }).click();
  await expect(main.getByText(t('orderFailed.mustWait'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();

  await page.clock.fastForward('02:01');
  await main.getByRole('button', { name: t('orderFailed.tryAgain') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Paying again in the same page (no reload): the provider page waits for a new verdict.
  await choosePaymentAndTerms(page);
  await main.getByRole('button', { name: t('checkout.pay') }).click();
  await expect(page).toHaveURL(/\/fake-provider\?/);
  await main.getByRole('button', { name: t('fakeProvider.approve') }).click();
  await expect(page).toHaveURL(/\/order-placed\?cart_id=\d+/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('orderPlaced.title'));
  await expect(main.getByRole('table', { name: t('order.lines') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 0 }) })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('delivery_id'))).toBeNull();
  expect(watch.consoleErrors).toEqual([]);
});

test('a VAT-exempt company buyer sees net prices and net totals at checkout', async ({ page, watch }) => {
  const main = page.getByRole('main');
  await logInAndFillTheCart(page, 'vatExempt');
  await expect(main.getByTestId('price-tag').first()).toHaveAttribute('data-vat', 'zero');
  const unitNet = priceIn(await main.getByTestId('price').first().innerText());
  await page.goto('/checkout');
  await expect(main.getByText(t('cart.totals.netNote'))).toBeVisible();
  const goods = priceIn(await main.getByText(t('cart.totals.goods')).locator('..').innerText());
  expect(goods).toBeCloseTo(unitNet, 2);
  await expect(main.getByTestId('cart-shipment')).not.toHaveText('');
  expect(watch.consoleErrors).toEqual([]);
});
