import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import type { LanguageCode } from '../../ports/model/shop-context';
import { expect, test } from './fixtures';

const LOCALE: Record<LanguageCode, string> = { de: 'de_DE', ro: 'ro_RO', en: 'en_US' };
const GERMANY: Record<LanguageCode, string> = { de: 'Deutschland', ro: 'Germania', en: 'Germany' };

/** The first top-level menu entry as the fake server names it in a language. */
async function firstMenuEntry(language: LanguageCode): Promise<string> {
  const fakes = createFakeAdapters({ clock: new InMemoryClock(), knobs: new FakeKnobs() });
  const menu = await fakes.catalog.getCategoryMenu({ language, locale: LOCALE[language], countryId: 146, satellite: 'RO' });
  const title = menu.ok ? menu.value[0]?.title : undefined;
  if (!title) throw new Error('the fake menu did not load');
  return title;
}

for (const language of ['de', 'ro', 'en'] as const) {
  test(`in ${language}, a listing's heading is its menu entry and the countries are named in ${language}`, async ({
    page,
    watch,
  }) => {
    const entry = await firstMenuEntry(language);
    await page.goto(language === 'ro' ? '/' : `/${language}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));

    // The banner's menu, not its language switch.
    const nav = page
      .getByRole('banner')
      .getByRole('navigation')
      .filter({ hasNot: page.locator('[hreflang]') });
    await nav.getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /\d+\s?%/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: new RegExp(GERMANY[language]) })).toBeVisible();
    expect(watch.consoleErrors).toEqual([]);
  });
}
