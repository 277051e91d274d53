import { mapI18n } from '../../../adapters/fake/seed/i18n';
import { InMemorySearch } from '../../../adapters/fake/in-memory-search';
import type { SearchResult } from '../../../ports/model/search';
import type { LanguageCode, ShopContext } from '../../../ports/model/shop-context';
import type { FakeWorld } from '../fake-world';
import { LOCALES_OF } from '../search-service/search-wire';
import { ensureProduct } from './clone-product';
import { contentOf } from './content-data';

/** The language of an index prefix: `ro_` → ro. */
export function languageOfPrefix(prefix: string): LanguageCode {
  const language = /^(de|ro|en)_$/.exec(prefix)?.[1];
  if (language === undefined) throw new Error(`no indexes have the prefix ${prefix}`);
  return language as LanguageCode;
}

/** Everything the fake search finds for the term in one language. */
export async function searchAll(world: FakeWorld, term: string, language: LanguageCode): Promise<SearchResult> {
  const ctx: ShopContext = { language, locale: LOCALES_OF[language][0] ?? 'ro_RO', countryId: 146, satellite: 'RO' };
  const found = await world.fakes.search.search({ term, offset: 0, limit: world.data.products.length }, ctx);
  if (!found.ok) throw new Error(`the fake search failed: ${found.error.message}`);
  return found.value;
}

/** The fake search indexes the data set once: after a state changed it, a fresh index (as a service re-indexes). */
function reindex(world: FakeWorld): void {
  world.fakes.search = new InMemorySearch(world.data);
}

const withTerm = (title: string, term: string): string => `${title} (${term})`;

/**
 * Product `productId`, with a list price and a colour, and content `contentId` found by the term
 * in the language's indexes; a title that does not match gets the term added.
 */
export async function ensureMatches(
  world: FakeWorld,
  { productId, contentId, term, language }: { productId: number; contentId: number; term: string; language: LanguageCode },
): Promise<void> {
  const product = ensureProduct(world.data, productId);
  if (product.colours.length === 0) throw new Error(`product ${productId} has no colour`);
  product.listNetPrice ??= Math.round(product.netPrice * 120) / 100;
  const content = contentOf(world.data, contentId);
  reindex(world);
  const before = await searchAll(world, term, language);
  if (!before.products.some((hit) => hit.id === productId)) {
    product.title = mapI18n(product.title, (title, lang) => (lang === language ? withTerm(title, term) : title));
  }
  if (!before.contents.some((hit) => hit.id === contentId)) {
    content.title = mapI18n(content.title, (title, lang) => (lang === language ? withTerm(title, term) : title));
  }
  reindex(world);
  const after = await searchAll(world, term, language);
  if (!after.products.some((hit) => hit.id === productId) || !after.contents.some((hit) => hit.id === contentId)) {
    throw new Error(`product ${productId} and content ${contentId} cannot be made to match ${term}`);
  }
}

/** Nothing to remove: a term the data set matches is an error of the state. */
export async function checkNoMatch(world: FakeWorld, term: string, language: LanguageCode): Promise<void> {
  reindex(world);
  const found = await searchAll(world, term, language);
  if (found.products.length > 0 || found.contents.length > 0) throw new Error(`the data set matches ${term}`);
}
