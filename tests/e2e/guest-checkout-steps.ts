import type { Page } from '@playwright/test';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expect, t } from './fixtures';

/** A visitor puts the in-stock sofa in the cart and continues as guest from the mini cart. */
export async function continueAsGuest(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.goto(`/product/${seedFacts().productInStockId}`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await main.getByRole('button', { name: t('cart.add') }).click();
  // On a wide screen adding opens the mini cart.
  const miniCart = page.getByRole('region', { name: t('cart.mini.heading') });
  await miniCart.getByRole('link', { name: t('cart.mini.guest') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Contact, a Bucharest delivery address, the payment method of that name and the terms. */
export async function fillInAsGuest(page: Page, email: string, method: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel(t('checkout.guest.email'), { exact: true }).fill(email);
  await main.getByLabel(t('address.firstName'), { exact: true }).fill('Maria');
  await main.getByLabel(t('address.lastName'), { exact: true }).fill('Popescu');
  await main.getByLabel(t('address.street'), { exact: true }).fill('Strada Lipscani');
  await main.getByLabel(t('address.streetNumber'), { exact: true }).fill('12');
  await main.getByLabel(t('address.zipCode'), { exact: true }).fill('030031');
  await main.getByLabel(t('address.city'), { exact: true }).fill('București');
  await main.getByLabel(t('address.state'), { exact: true }).selectOption({ index: 1 });
  await main.getByLabel(t('address.phone'), { exact: true }).fill('0722 123 456');
  await main
    .getByRole('group', { name: t('checkout.payment') })
    .getByRole('radio', { name: method })
    .check();
  await main.getByLabel(t('checkout.terms')).check();
}

/** A guest puts the in-stock sofa in the cart, goes on as guest, fills the checkout and pays with that method. */
export async function payAsAGuest(page: Page, method: string): Promise<void> {
  await continueAsGuest(page);
  await fillInAsGuest(page, 'http.guest@example.ro', method);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('checkout.pay') })
    .click();
}
