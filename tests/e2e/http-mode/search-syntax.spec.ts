import type { Page } from '@playwright/test';
import { expect, t, test } from '../fixtures';

/** Hits compared: those above the fold, which render at once (the ones below render as they come near). */
const FIRST_HITS = 8;

/** The results page of a term: its count and the titles of its first hits, once each has its title. */
async function resultsOf(page: Page, term: string): Promise<{ count: string; titles: string[] }> {
  await page.goto(`/search/${encodeURIComponent(term)}`);
  const results = page.getByTestId('search-page');
  const titles = async () => (await results.getByTestId('search-hit').getByRole('heading').allInnerTexts()).slice(0, FIRST_HITS);
  await expect.poll(async () => (await titles()).filter((title) => title !== '').length).toBe(FIRST_HITS);
  return { count: await results.getByTestId('search-count').innerText(), titles: await titles() };
}

test('a term with search-syntax characters is sent as plain words and finds what its words find', async ({ page, watch }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/multi-search') return;
    const body = request.postDataJSON() as { queries: { q?: string }[] };
    sent.push(...body.queries.map((query) => query.q ?? ''));
  });

  const plain = await resultsOf(page, 'vindobona');
  expect(plain.count).toBe(t('search.page.count', { count: 30, capped: 'false' }));
  const withSyntax = await resultsOf(page, '(vindobona+[');
  expect(withSyntax).toEqual(plain);
  expect(sent).toContain('(vindobona+[');
  expect(sent.some((q) => q.includes('\\'))).toBe(false);
  expect(watch.consoleErrors).toEqual([]);
});
