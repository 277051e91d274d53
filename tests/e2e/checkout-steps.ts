import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expect, t } from './fixtures';

/** A demo customer logs in and puts the in-stock sofa in the cart. */
export async function logInAndFillTheCart(page: Page, who: keyof typeof DEMO_ACCOUNTS = 'private'): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/login-register');
  await main.getByLabel(t('auth.email'), { exact: true }).fill(DEMO_ACCOUNTS[who].email);
  await main.getByLabel(t('auth.password'), { exact: true }).fill(DEMO_ACCOUNTS[who].password);
  await main.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).not.toHaveURL(/login-register/);
  await page.goto(`/product/${seedFacts().productInStockId}`);
  await main.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) })).toBeVisible();
}

/** On /checkout: the payment method of that name (the first when none is named) and the terms. */
export async function choosePaymentAndTerms(page: Page, method?: string): Promise<void> {
  const main = page.getByRole('main');
  const methods = main.getByRole('group', { name: t('checkout.payment') });
  await (method === undefined ? methods.getByRole('radio').first() : methods.getByRole('radio', { name: method })).check();
  await main.getByLabel(t('checkout.terms')).check();
}
