import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expect, t, test } from './fixtures';

test('a dismissed sales bar stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('region', { name: t('header.salesBar.label') });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: t('header.salesBar.dismiss') }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: t('header.salesBar.label') })).toHaveCount(0);
});

test('a new version shows the update toast and keeps the cart', async ({ page, watch }) => {
  await page.goto(`/product/${seedFacts().productInStockId}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('cart.add') })
    .click();
  const cartButton = page.getByRole('button', { name: t('cart.indicator.toggle', { count: 1 }) });
  await expect(cartButton).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('app_version', '0.0.1'));
  await page.reload();
  await expect(page.getByText(t('app.updated'))).toBeVisible();
  await expect(cartButton).toBeVisible();
  await page.getByRole('button', { name: t('app.updatedOk'), exact: true }).click();
  await expect(page.getByText(t('app.updated'))).toHaveCount(0);
  expect(watch.consoleErrors).toEqual([]);
});

test('the language switches to the German URL without a reload, stays after one, goes back with the browser, and switches back', async ({
  page,
  watch,
}) => {
  await page.goto('/products');
  await page.evaluate(() => ((window as { unreloaded?: boolean }).unreloaded = true));
  const languages = page.getByRole('navigation', { name: t('header.language.label') });
  await expect(languages.getByRole('link', { name: 'DE', exact: true })).toHaveAttribute('href', '/de/products');
  await languages.getByRole('link', { name: 'DE', exact: true }).click();
  await expect(page).toHaveURL('/de/products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const german = page.getByRole('navigation', { name: 'Sprache' });
  await expect(german).toBeVisible();
  // Links inside the German pages stay German.
  await expect(page.getByRole('main').locator('a[href^="/de/product/"]').first()).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/product/"]')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL('/products');
  await expect(languages).toBeVisible();
  await page.goForward();
  await expect(german).toBeVisible();
  expect(await page.evaluate(() => (window as { unreloaded?: boolean }).unreloaded)).toBe(true);
  await page.reload();
  await expect(german).toBeVisible();
  await german.getByRole('link', { name: 'RO', exact: true }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(languages).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test('the footer shows the review badge from local data in fake mode, kept in the session', async ({ page, watch }) => {
  await page.goto('/');
  // The badge loads when the footer comes near.
  await page.getByTestId('review-badge-slot').scrollIntoViewIfNeeded();
  const badge = page.getByRole('contentinfo').getByRole('region', { name: t('footer.rating.title') });
  await expect(badge.getByText(t('footer.rating.outOfFive', { rating: '4,8' }))).toBeVisible();
  await expect(badge.getByText(t('footer.rating.count', { count: 1234 }))).toBeVisible();
  await expect(badge.getByRole('link', { name: t('footer.rating.reviewPage') })).toHaveAttribute(
    'href',
    'https://example.com/reviews/LEMNIA-RO?lang=ro',
  );
  const kept = await page.evaluate(() => window.sessionStorage.getItem('review_badge'));
  expect(JSON.parse(kept ?? 'null')).toMatchObject({ request: { shopId: 'LEMNIA-RO', language: 'ro' } });
  expect(watch.consoleErrors).toEqual([]);
});
