import type { Page } from '@playwright/test';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import { expect, t, test } from './fixtures';

/** Records layout-shift entries from the first paint, as Lighthouse counts them (no recent input). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const cumulativeShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));

const MOBILE = { width: 412, height: 823 };

const PAGES: [string, string, (page: Page) => Promise<void>][] = [
  ['home', '/', async (page) => void (await expect(page.getByRole('main').getByRole('article').first()).toBeVisible())],
  [
    'a listing',
    '/products',
    async (page) => void (await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()),
  ],
  [
    'a product page',
    `/product/${seedFacts().productInStockId}`,
    async (page) => void (await expect(page.getByRole('main').getByRole('button', { name: t('cart.add') })).toBeEnabled()),
  ],
  [
    'search results',
    '/search/canapele',
    async (page) => void (await expect(page.getByRole('main').getByTestId('search-categories')).toBeVisible()),
  ],
  [
    'the cart',
    '/cart',
    async (page) =>
      void (await expect(
        page
          .getByRole('list', { name: t('cart.page.lines') })
          .getByRole('listitem')
          .first(),
      ).toBeVisible()),
  ],
];

test.describe('nothing jumps when data arrives (CLS ≤ 0.02 on a phone)', () => {
  test.use({ viewport: MOBILE });

  for (const [name, path, loaded] of PAGES) {
    test(`${name}`, async ({ page, watch }) => {
      if (path === '/cart') {
        await page.goto(`/product/${seedFacts().productInStockId}`);
        await page
          .getByRole('main')
          .getByRole('button', { name: t('cart.add') })
          .click();
        await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart_id'))).not.toBeNull();
      }
      await watchLayoutShifts(page);
      await page.goto(path);
      await loaded(page);
      await page.waitForTimeout(1500);
      const cls = await cumulativeShift(page);
      test.info().annotations.push({ type: 'CLS', description: `${name}: ${cls.toFixed(3)}` });
      expect(cls).toBeLessThanOrEqual(0.02);
      expect(watch.consoleErrors).toEqual([]);
    });
  }
});
