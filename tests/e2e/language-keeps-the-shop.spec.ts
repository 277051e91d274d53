import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expect, t, test } from './fixtures';

test("switching the Romanian shop to German changes the language only: prices stay in lei (RON), the phone stays the shop's", async ({
  page,
  watch,
}) => {
  await page.goto(`/product/${seedFacts().productInStockId}`);
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  const price = main.getByText(/lei/).first();
  await expect(price).toBeVisible();
  const phone = banner.locator('a[href^="tel:"]').first();
  await expect(phone).toHaveAttribute('href', /^tel:\+40/);

  await page
    .getByRole('navigation', { name: t('header.language.label') })
    .getByRole('link', { name: 'DE', exact: true })
    .click();
  await expect(page).toHaveURL(`/de/product/${seedFacts().productInStockId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(main.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();

  // The German format names the currency by its code: 13.289,68 RON.
  await expect(main.getByText(/\d\s?RON/).first()).toBeVisible();
  await expect(main.getByText(/€/)).toHaveCount(0);
  await expect(phone).toHaveAttribute('href', /^tel:\+40/);
  await expect(banner.getByRole('button', { name: /Rumänien, 21\s?% MwSt\. – Land ändern/ })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});
