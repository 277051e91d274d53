import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { createFakeAdapters } from '../../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import type { LanguageCode } from '../../../ports/model/shop-context';
import { expect, test } from '../fixtures';

const LOCALE: Record<LanguageCode, string> = { de: 'de_DE', ro: 'ro_RO', en: 'en_US' };

/** The product titles the seeded catalogue finds for a term in a language (the first page). */
async function titlesFound(term: string, language: LanguageCode): Promise<string[]> {
  const fakes = createFakeAdapters({ clock: new InMemoryClock(), knobs: new FakeKnobs() });
  const ctx = { language, locale: LOCALE[language], countryId: 146, satellite: 'RO' };
  const found = await fakes.search.search({ term, offset: 0, limit: 5 }, ctx);
  if (!found.ok) throw new Error('the seeded search failed');
  return found.value.products.map((hit) => hit.title);
}

for (const [language, term] of [
  ['en', 'sofa'],
  ['de', 'Tischleuchte'],
] as const) {
  test(`over http, a search in the ${language} interface searches the ${language} indexes: "${term}" finds them`, async ({
    page,
    watch,
  }) => {
    const expected = await titlesFound(term, language);
    expect(expected.length).toBeGreaterThan(0);
    // The store's own (Romanian) indexes know no such word: finding it proves the language's indexes were asked.
    expect(await titlesFound(term, 'ro')).toEqual([]);
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/multi-search')) {
        const body = request.postDataJSON() as { queries: { indexUid: string }[] };
        indexes.push(...body.queries.map((query) => query.indexUid));
      }
    });

    await page.goto(`/${language}/search/${encodeURIComponent(term)}`);
    const results = page.getByTestId('search-page');
    await expect(results.getByTestId('search-hit').first()).toBeVisible();
    await expect(results.getByTestId('search-hit').first().getByRole('heading')).toHaveText(expected[0] ?? '');
    expect(indexes).toContain(`${language}_products`);
    expect(indexes.filter((index) => index.startsWith('ro_'))).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
  });
}
