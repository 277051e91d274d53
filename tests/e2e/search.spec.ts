import { expect, t, test } from './fixtures';

const XSS = '"><img src=x onerror=alert(1)>';

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await page.goto('/');
  });

  test('a short term is refused; a longer one drops down products, content links and categories', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: t('header.search.label') });
    await box.fill('can');
    await expect(page.getByText(t('header.search.tooShort'))).toBeVisible();
    await box.fill('canapele');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown.getByTestId('search-hit')).toHaveCount(5);
    await expect(dropdown.getByRole('link', { name: 'Vindobona Living: Canapele' })).toBeVisible();
    await expect(dropdown.getByTestId('search-categories').getByRole('link').first()).toBeVisible();
    await expect(page.getByText(t('header.search.tooShort'))).toHaveCount(0);
  });

  test('Enter opens the results page, scrolling loads more, and the sidebar filters by category', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: t('header.search.label') });
    await box.fill('canapele');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/canapele$/);
    const results = page.getByTestId('search-page');
    await expect(results.getByTestId('search-count')).toHaveText(t('search.page.count', { count: 100, capped: 'false' }));
    // 5 first, then chunks of 6 while the end is within 1500px of the viewport.
    await expect.poll(() => results.getByTestId('search-hit').count()).toBeGreaterThan(5);
    await expect(results.getByRole('list').first().locator('[aria-busy]')).toHaveCount(0);
    const shown = await results.getByTestId('search-hit').count();
    expect((shown - 5) % 6 === 0 || shown === 100).toBe(true);
    await results.getByTestId('search-hit').last().scrollIntoViewIfNeeded();
    await expect.poll(() => results.getByTestId('search-hit').count()).toBeGreaterThan(shown);

    const category = results.getByTestId('search-categories').getByRole('link').first();
    const count = Number(/\((\d+)\)/.exec(await category.innerText())?.[1]);
    await category.click();
    await expect(page).toHaveURL(/\/search\/canapele\?category=/);
    await expect(results.getByTestId('search-count')).toHaveText(t('search.page.count', { count, capped: 'false' }));
    await expect(results.getByRole('link', { name: t('search.categories.all') })).toBeVisible();
  });

  test('markup typed in the box is shown as text and never runs', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: t('header.search.label') });
    await box.fill(XSS);
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('search.page.title', { term: XSS }));
    await expect(page.getByText(t('search.noResults'))).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('search-syntax characters, unicode and a very long term arrive through the URL without harm', async ({ page }) => {
    for (const term of ['*', 'a OR b', '/.*/', '\\', '~', '"', 'canapea 🛋️ \u202Etext', XSS, 'x'.repeat(10_000)]) {
      await page.goto(`/search/${encodeURIComponent(term)}`);
      await expect(page.getByTestId('search-page')).toBeVisible();
      const results = page.getByTestId('search-page');
      const settled = results
        .getByText(t('header.search.tooShort'))
        .or(results.getByText(t('search.noResults')))
        .or(results.getByTestId('search-hit'));
      await expect(settled.first()).toBeVisible();
    }
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('on a phone the search row opens from its icon and drops down the same results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const box = page.getByRole('searchbox', { name: t('header.search.label') });
    await expect(box).toBeHidden();
    await page.getByRole('button', { name: t('header.search.toggle') }).click();
    await box.fill('scaun');
    await expect(page.getByTestId('search-dropdown').getByTestId('search-hit')).toHaveCount(5);
    await page.getByTestId('search-dropdown').getByTestId('search-hit').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByTestId('product-page')).toBeVisible();
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
  });
});
