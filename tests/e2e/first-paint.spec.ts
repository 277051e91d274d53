import type { Page } from '@playwright/test';
import { consentDialog, expect, t, test } from './fixtures';

/** The page as it is before the app runs: its scripts never arrive. */
const withoutTheApp = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

test.describe('a first visit, before the app runs', () => {
  test.use({ consentDecided: false });

  test('the page itself shows the consent dialog, its buttons disabled until the app takes over', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/product/1');
    await expect(consentDialog(page)).toBeVisible();
    await expect(consentDialog(page)).toContainText(t('consent.text'));
    await expect(page.getByRole('button', { name: t('consent.accept') })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('consent.decline') })).toBeDisabled();
  });

  test('once the app runs, the one dialog there is answers', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: t('consent.accept') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a page in another language does not show the dialog in the build language', async ({ page }) => {
    await withoutTheApp(page);
    await page.goto('/de/');
    await expect(page.getByTestId('consent-banner')).toBeHidden();
  });
});

test('a shopper who has decided does not see the dialog before the app runs', async ({ page }) => {
  await withoutTheApp(page);
  await page.goto('/');
  await expect(page.getByTestId('consent-banner')).toBeAttached();
  await expect(page.getByTestId('consent-banner')).toBeHidden();
});

test.describe("the engine's locale data", () => {
  test('loads in a worker, off the main thread, as the app starts', async ({ page }) => {
    const worker = page.waitForEvent('worker');
    await page.goto('/');
    expect((await worker).url()).toMatch(/\/assets\/locale-data-worker-[\w-]+\.js$/);
  });

  test('a worker that cannot load leaves the page whole, prices formatted', async ({ page, watch }) => {
    await page.route('**/assets/locale-data-worker-*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: t('header.nav.label') })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toContainText(/\d,\d{2}\s*lei/);
    expect(watch.consoleErrors).toEqual([]);
  });
});
