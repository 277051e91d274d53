import { expect, t, test } from '../fixtures';

const SECTION_READS = /^\/api\/(ExternalOrderApi\/features\/product|accessory_product|recommendation\/item-data|comments)\//;
const BADGE_READ = /^\/badges\//;

test.describe('on a phone, what lies below the fold is read only when the shopper comes near it', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the product page’s sections, then the footer’s review badge', async ({ page, watch }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const reads = (pattern: RegExp) => asked.filter((path) => pattern.test(path));

    // From the home page, as a shopper browsing: the sales bar has already loaded the sanitiser, so
    // the product's description is laid out on its first render and the sections start far below.
    await page.goto('/');
    const salesBar = page.getByRole('region', { name: t('header.salesBar.label') });
    await expect(salesBar).toBeVisible();
    await expect(salesBar.locator('[aria-busy="true"]')).toHaveCount(0);
    const main = page.getByRole('main');
    await main.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-summary').getByTestId('price')).toBeVisible();
    await expect(page.getByTestId('review-badge-slot')).toBeAttached();
    expect(reads(SECTION_READS)).toEqual([]);
    expect(reads(BADGE_READ)).toEqual([]);

    await page.keyboard.press('End');
    await expect(main.getByRole('heading', { name: t('catalog.product.recommendations') })).toBeAttached();
    expect(reads(SECTION_READS)).toHaveLength(4);
    // The sections made the page longer: the footer is further down again.
    await page.keyboard.press('End');
    await expect(page.getByTestId('review-badge')).toBeVisible();
    expect(reads(BADGE_READ)).toHaveLength(1);
    expect(watch.consoleErrors).toEqual([]);
  });
});
