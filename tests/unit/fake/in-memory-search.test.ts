import { describe, expect, it } from 'vitest';
import { InMemorySearch } from '../../../adapters/fake/in-memory-search';
import { buildLanguageIndex, processTerm, searchTerms } from '../../../adapters/fake/search-index';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { byDefaultSort } from '../../../adapters/fake/seed/seed-products';
import type { SearchProductHit } from '../../../ports/model/search';
import type { LanguageCode, ShopContext } from '../../../ports/model/shop-context';
import { DE, EN, RO, value } from './fake-test-support';

const data = getSeedData();
const search = new InMemorySearch(data);

const find = async (term: string, ctx: ShopContext) => value(await search.search({ term, offset: 0, limit: 1000 }, ctx));
const ids = (hits: readonly { id: number }[]): number[] => hits.map((hit) => hit.id).sort((a, b) => a - b);
const titled = (word: string, language: LanguageCode): number[] =>
  ids(data.products.filter((p) => p.title[language].split(/[\s,]+/).includes(word)));
const words = (hit: SearchProductHit): string[] =>
  [hit.title, ...hit.categories].flatMap((text) => text.split(/[\s,-]+/)).map((word) => processTerm(word) ?? '');

describe('the in-memory search', () => {
  it('finds a title word whatever its case, in the context language only', async () => {
    const sofas = await find('CANAPEA', RO);
    expect(ids(sofas.products)).toEqual(titled('Canapea', 'ro'));
    expect(sofas.total).toBe(94);
    expect(ids((await find('Ecksofa', DE)).products)).toEqual(titled('Ecksofa', 'de'));
    expect((await find('Ecksofa', RO)).total).toBe(0);
    expect((await find('Ecksofa', EN)).total).toBe(0);
    expect((await find('Amalfi', RO)).total).toBe((await find('Amalfi', DE)).total);
    expect((await find('Amalfi', RO)).total).toBeGreaterThan(0);
  });

  it('finds words by their beginning', async () => {
    const cana = await find('cana', RO);
    expect(cana.total).toBeGreaterThan(titled('Canapea', 'ro').length);
    expect(ids(cana.products)).toEqual(expect.arrayContaining(titled('Canapea', 'ro')));
    expect(cana.products.every((hit) => words(hit).some((word) => word.startsWith('cana')))).toBe(true);
    expect(ids((await find('Ecks', DE)).products)).toEqual(expect.arrayContaining(titled('Ecksofa', 'de')));
  });

  it('forgives one typo in a word of five letters or more, but not in refs', async () => {
    expect(ids((await find('canapra', RO)).products)).toEqual(titled('Canapea', 'ro'));
    expect(ids((await find('velvit', EN)).products)).toEqual(ids((await find('velvet', EN)).products));
    expect((await find('velvit', EN)).total).toBeGreaterThan(0);
    expect((await find('pst', RO)).total).toBe(0);
    const product = data.products[42];
    const typo = product?.ref.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)) ?? '';
    expect((await find(typo, EN)).products.map((hit) => hit.id)).not.toContain(product?.id);
  });

  it('ignores case, ß and diacritics', async () => {
    expect(processTerm('Stühle')).toBe('stuhle');
    expect(processTerm('Stühle')?.startsWith(processTerm('Stuhl') ?? '-')).toBe(true);
    expect(processTerm('STRASSE')).toBe(processTerm('Straße'));
    expect(processTerm('MASĂ')).toBe('masa');
    expect(processTerm('Țară îngrijești ş')).toBe('tara ingrijesti s');
    expect(processTerm('\u0301')).toBeNull();
    const tables = await find('masa', RO);
    expect(ids(tables.products)).toEqual(titled('Masă', 'ro'));
    expect(tables.products.every((hit) => hit.title.startsWith('Masă'))).toBe(true);
    const office = await find('buro', DE);
    expect(ids(office.products)).toEqual(expect.arrayContaining(titled('Bürostuhl', 'de')));
    expect(ids(office.products)).toEqual(ids((await find('Büro', DE)).products));
    const windsor = await find('stuhle', DE);
    expect(windsor.total).toBeGreaterThan(0);
    expect(windsor.products.every((hit) => hit.categories.includes('Windsor-Stühle'))).toBe(true);
    expect(ids((await find('Stühle', DE)).products)).toEqual(ids(windsor.products));
  });

  it('matches refs and brands, and every word of the term', async () => {
    const product = data.products[42];
    const byRef = value(await search.search({ term: product?.ref.toLowerCase() ?? '', offset: 0, limit: 5 }, EN));
    expect(byRef.products.map((p) => p.id)).toEqual([product?.id]);
    const byBrand = await find('nordholm', DE);
    expect(byBrand.total).toBe(data.products.filter((p) => p.brandId === 1).length);
    expect((await find('coltar canapea', RO)).total).toBe(0);
    expect((await find('colt', RO)).total).toBeGreaterThan(0);
    const leather = await find('canapea piele', RO);
    expect(leather.total).toBeGreaterThan(0);
    expect(leather.total).toBeLessThan(titled('Canapea', 'ro').length);
    expect(leather.products.every((hit) => hit.title.includes('Canapea') && hit.title.includes('piele'))).toBe(true);
  });

  it('takes symbols and punctuation as separators, as the search service does', async () => {
    const vindobona = await find('vindobona', RO);
    expect(vindobona.total).toBeGreaterThan(0);
    expect(await find('(vindobona+[', RO)).toEqual(vindobona);
    expect(await find('$vindobona|', RO)).toEqual(vindobona);
    expect(searchTerms('(Vindobona+[ 2+1 $masă|pat')).toEqual(['vindobona', '2', '1', 'masa', 'pat']);
  });

  it('builds a language index in chunks, other tasks running in between', async () => {
    let turns = 0;
    const tick = setInterval(() => (turns += 1), 0);
    await buildLanguageIndex(data, 'de');
    clearInterval(tick);
    expect(turns).toBeGreaterThan(2);
  });

  it('ranks by score, title words first, and ties in the default order', async () => {
    const wood = await find('lemn', RO);
    const inTitle = wood.products.map((hit) => words({ ...hit, categories: [] }).includes('lemn'));
    expect(inTitle).toContain(false);
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
    const brand = data.products.filter((p) => p.brandId === 1).sort(byDefaultSort);
    expect((await find('nordholm', DE)).products.map((hit) => hit.id)).toEqual(brand.map((p) => p.id));
    const index = await buildLanguageIndex(data, 'en');
    const scores = new Map(index.products.search('sin').map((hit) => [hit.id as number, hit.score]));
    const order = (await find('sin', EN)).products.map((hit) => hit.id);
    const ties = order.slice(1).flatMap((id, i) => (scores.get(id) === scores.get(order[i] ?? 0) ? [[order[i] ?? 0, id]] : []));
    expect(ties.length).toBeGreaterThan(0);
    for (const [before = 0, after = 0] of ties) expect(index.ranks.get(before)).toBeLessThan(index.ranks.get(after) ?? 0);
    expect(order.map((id) => scores.get(id))).toEqual([...scores.values()].sort((a, b) => b - a));
  });
});
