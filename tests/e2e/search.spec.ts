import type { Page } from '@playwright/test';
import { expect, t, test } from './fixtures';

const XSS = '"><img src=x onerror=alert(1)>';

/** The terms of the data layer's search events so far. */
const searchEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((item) => {
      const entry = item as { event?: unknown; term?: unknown };
      return entry.event === 'search' ? [entry.term] : [];
    }),
  );

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await page.goto('/');
  });

  test('a short term is refused; a longer one drops down products, content links and categories', async ({ page }) => {
    const box = page.getByRole('combobox', { name: t('header.search.label') });
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
    const box = page.getByRole('combobox', { name: t('header.search.label') });
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
    const box = page.getByRole('combobox', { name: t('header.search.label') });
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
    const box = page.getByRole('combobox', { name: t('header.search.label') });
    await expect(box).toBeHidden();
    await page.getByRole('button', { name: t('header.search.toggle') }).click();
    await box.fill('scaun');
    await expect(page.getByTestId('search-dropdown').getByTestId('search-hit')).toHaveCount(5);
    await page.getByTestId('search-dropdown').getByTestId('search-hit').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByTestId('product-page')).toBeVisible();
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
  });

  test('the dropdown works from the keyboard: arrows move through the products, Escape closes it and keeps the term and the focus, Enter opens the active one', async ({
    page,
  }) => {
    const box = page.getByRole('combobox', { name: t('header.search.label') });
    await box.fill('canapele');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(5);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('canapele');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    const last = options.nth(4);
    const productId = await last.getByTestId('search-hit').getAttribute('data-product-id');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${productId}(\\?pse=\\d+)?$`));
    await expect(page.getByTestId('product-page')).toBeVisible();
  });

  test('on a phone, Escape closes the dropdown and keeps the term and the focus in the box', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: t('header.search.toggle') }).click();
    const box = page.getByRole('combobox', { name: t('header.search.label') });
    await box.fill('scaun');
    await expect(page.getByTestId('search-dropdown').getByTestId('search-hit')).toHaveCount(5);
    await box.press('Escape');
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('scaun');
  });

  test("each search pushes one search event: the dropdown's, and none more when Enter opens the results of the same term", async ({
    page,
  }) => {
    const box = page.getByRole('combobox', { name: t('header.search.label') });
    await box.fill('canapele');
    await expect(page.getByTestId('search-dropdown').getByTestId('search-hit')).toHaveCount(5);
    expect(await searchEvents(page)).toEqual(['canapele']);
    await box.press('Enter');
    await expect(page.getByTestId('search-page').getByTestId('search-hit').first()).toBeVisible();
    expect(await searchEvents(page)).toEqual(['canapele']);
    await page.getByTestId('search-page').getByTestId('search-categories').getByRole('link').first().click();
    await expect(page).toHaveURL(/category=/);
    await box.fill('fotoliu');
    await expect.poll(() => searchEvents(page)).toEqual(['canapele', 'fotoliu']);
  });
});
