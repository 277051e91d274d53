import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** Whether the browser renders the element now, or skips it as content out of sight. */
const rendered = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test.describe('on a phone, what lies far below the fold is not rendered until it comes near', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the listing’s last cards, then the footer', async ({ page, watch }) => {
    await page.goto('/products');
    const cards = page.getByRole('main').getByTestId('product-card');
    await expect(cards).toHaveCount(24);
    await expect.poll(() => rendered(cards.first())).toBe(true);
    expect(await rendered(cards.last())).toBe(false);
    const footer = page.getByRole('contentinfo');
    const footerContent = footer.getByRole('heading').first();
    expect(await rendered(footerContent)).toBe(false);

    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(cards.last())).toBe(true);
    await footerContent.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(footerContent)).toBe(true);
    await expect(footerContent).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });
});
