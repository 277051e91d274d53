import type { Page } from '@playwright/test';
import { appConsentDialog, consentDialog, expect, t, test } from './fixtures';

test.use({ consentDecided: false });

const DAY_S = 24 * 60 * 60;
/** The tags recorded in place of loading them (error reporting, which needs no consent, left out). */
const thirdParties = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { __thirdParties?: { kind: string }[] }).__thirdParties ?? []).filter(
      (entry) => !entry.kind.startsWith('error-report'),
    ),
  );
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((item) =>
      Object.prototype.toString.call(item) === '[object Arguments]' ? Array.from(item as ArrayLike<unknown>) : item,
    ),
  );

test('first visit: the banner asks, everything is denied and no tag is loaded', async ({ page, watch }) => {
  await page.goto('/');
  await expect(await appConsentDialog(page)).toBeVisible();
  expect(await dataLayer(page)).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
  expect(await thirdParties(page)).toEqual([]);
  expect(watch.outsideRequests).toEqual([]);
});

test('decline: the choice is kept and still nothing loads', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: t('consent.decline') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await dataLayer(page)).toContainEqual({ event: 'consentUpdated', decision: 'denied' });
  expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('denied');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await thirdParties(page)).toEqual([]);
});

test('accept by keyboard: consent update in the data layer, a 150-day cookie, and the grant restored after a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const banner = await appConsentDialog(page);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: t('consent.accept') }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  const layer = await dataLayer(page);
  expect(layer).toContainEqual({ event: 'consentUpdated', decision: 'granted' });
  expect(layer).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
  ]);
  const cookie = (await context.cookies()).find((c) => c.name === 'consent');
  expect(cookie?.value).toBe('granted');
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 150 * DAY_S))).toBeLessThan(DAY_S);
  await expect.poll(() => thirdParties(page)).toEqual([{ kind: 'tag-manager', containerId: 'GTM-FAKE01' }]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await dataLayer(page)).toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]);
  expect(await dataLayer(page)).toContainEqual({ event: 'adPixelStarted' });
  await expect.poll(() => thirdParties(page)).toEqual([{ kind: 'tag-manager', containerId: 'GTM-FAKE01' }]);
});

test('the footer reopens the choice', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: t('consent.decline') }).click();
  await page.getByRole('button', { name: t('consent.settings') }).click();
  await expect(consentDialog(page)).toBeFocused();
});

test.describe('on a phone, before the choice', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the banner never covers the footer's Back to top button", async ({ page }) => {
    await page.goto('/');
    await expect(await appConsentDialog(page)).toBeVisible();
    const toTop = page.getByRole('contentinfo').getByRole('button', { name: t('footer.toTop') });
    // At the page's very end (scrolled again while lazy parts grow the page), nothing covers the footer's last row.
    await expect
      .poll(
        () =>
          toTop.evaluate((button) => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
            const box = button.getBoundingClientRect();
            return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }),
        { message: 'Back to top is on top, not under the consent banner' },
      )
      .toBe(true);
    await expect(consentDialog(page)).toBeInViewport();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
