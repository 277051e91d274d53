import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import type { LanguageCode } from '../../ports/model/shop-context';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const LOCALE: Record<LanguageCode, string> = { de: 'de_DE', ro: 'ro_RO', en: 'en_US' };

/** A product in stock as the seeded catalogue names it and its colours in a language. */
export async function seededProductIn(language: LanguageCode): Promise<{ id: number; title: string; colours: string[] }> {
  const id = seedFacts().productInStockId;
  const fakes = createFakeAdapters({ clock: new InMemoryClock(), knobs: new FakeKnobs() });
  const result = await fakes.products.getProduct(id, { language, locale: LOCALE[language], countryId: 146, satellite: 'RO' });
  if (!result.ok) throw new Error('the seeded product did not load');
  return { id, title: result.value.title, colours: result.value.colours.map((colour) => colour.name) };
}

const oneOf = (names: string[]) =>
  new RegExp(`^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/**
 * Adds the product in the English interface and sees its line in English in the mini cart and on
 * the cart page; switches to German and sees the same line relabelled without a reload.
 */
export async function cartLinesFollowTheLanguage(page: Page): Promise<void> {
  const english = await seededProductIn('en');
  const german = await seededProductIn('de');
  const romanian = await seededProductIn('ro');
  expect(english.title).not.toBe(romanian.title);

  await page.goto(`/en/product/${english.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to cart' }).click();
  const miniCart = page.getByRole('region', { name: 'Your cart' });
  await expect(miniCart.getByText(english.title, { exact: true })).toBeVisible();

  await page.goto('/en/cart');
  await expect(main.getByRole('link', { name: english.title, exact: true })).toBeVisible();
  const colour = main.getByText(/^Colour: /);
  await expect(colour).toHaveText(/^Colour: /);
  expect((await colour.innerText()).replace(/^Colour: /, '')).toMatch(oneOf(english.colours));

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'DE', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/cart$/);
  await expect(main.getByRole('link', { name: german.title, exact: true })).toBeVisible();
  const farbe = main.getByText(/^Farbe: /);
  await expect(farbe).toBeVisible();
  expect((await farbe.innerText()).replace(/^Farbe: /, '')).toMatch(oneOf(german.colours));
}
