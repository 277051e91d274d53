import { expect, t, test } from './fixtures';

const LONG_TERM = 'canapele '.repeat(1_200);

test('a 10,000-character term is visibly cut: the box holds 100 characters and the results page says it searched those', async ({
  page,
  watch,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: t('header.search.label') });
  await box.fill(LONG_TERM);
  await expect(box).toHaveValue(LONG_TERM.slice(0, 100));

  await page.goto(`/search/${encodeURIComponent(LONG_TERM)}`);
  await expect(page.getByTestId('search-shortened')).toHaveText(t('search.page.shortened', { max: 100 }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('search.page.title', { term: LONG_TERM.slice(0, 100).trim() }),
  );
  expect(watch.consoleErrors).toEqual([]);
});
