import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { LanguageCode } from '../../ports/model/shop-context';
import { byDefaultSort } from './seed/seed-products';
import type { SeedData } from './seed/seed-types';
import { categoryPath } from './seed-mapping';

/** Longer terms get no fuzzy matching: its edit-distance matrix grows with the square of the term's length. */
const MAX_FUZZY_TERM_LENGTH = 32;
const MIN_FUZZY_TERM_LENGTH = 5;

/** Lower case, ß as ss, no diacritics: 'Stühle' → 'stuhle', 'Masă' → 'masa'. */
export function processTerm(term: string): string | null {
  const folded = term
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded === '' ? null : folded;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Words are runs of letters, marks and digits, as in the search service's syntax: anything else separates them. */
const tokenize = (text: string): string[] => text.match(WORD) ?? [];

/** The distinct processed terms of a query; punctuation, symbols and search syntax are separators. */
export function searchTerms(text: string): string[] {
  const terms = tokenize(text).flatMap((token) => processTerm(token) ?? []);
  return [...new Set(terms)];
}

/** Words of five letters or more also match with typos, a fifth of their length (one up to seven letters); refs and numbers never. */
const fuzzy = (term: string): number | false =>
  term.length >= MIN_FUZZY_TERM_LENGTH && term.length <= MAX_FUZZY_TERM_LENGTH && !/\d/.test(term) ? 0.2 : false;

const SEARCH_OPTIONS: SearchOptions = { prefix: true, fuzzy, combineWith: 'AND' };

interface ProductDocument {
  id: number;
  title: string;
  ref: string;
  brand: string;
  categories: string;
}

interface ContentDocument {
  id: number;
  title: string;
}

const options = <T>(fields: string[], boost: Record<string, number> = {}): Options<T> => ({
  fields,
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: { ...SEARCH_OPTIONS, boost },
});

export interface LanguageIndex {
  products: MiniSearch<ProductDocument>;
  contents: MiniSearch<ContentDocument>;
  /** Category path titles per product id, in the index's language. */
  paths: Map<number, string[]>;
  /** Position of each product id in the default sort, for ties in score. */
  ranks: Map<number, number>;
}

/** Products indexed per chunk, the main thread given back in between (about 10 ms each on a phone). */
const INDEX_CHUNK = 50;

export async function buildLanguageIndex(data: SeedData, language: LanguageCode): Promise<LanguageIndex> {
  const sorted = [...data.products].sort(byDefaultSort);
  const paths = new Map(sorted.map((product) => [product.id, categoryPath(product.defaultCategoryId, data, language)]));
  const products = new MiniSearch<ProductDocument>(options(['title', 'ref', 'brand', 'categories'], { title: 2 }));
  await products.addAllAsync(
    sorted.map((product) => ({
      id: product.id,
      title: product.title[language],
      ref: product.ref,
      brand: data.brandById.get(product.brandId)?.title ?? '',
      categories: (paths.get(product.id) ?? []).join(' '),
    })),
    { chunkSize: INDEX_CHUNK },
  );
  const contents = new MiniSearch<ContentDocument>(options(['title']));
  contents.addAll(data.contents.map((content) => ({ id: content.id, title: content.title[language] })));
  return { products, contents, paths, ranks: new Map(sorted.map((product, rank) => [product.id, rank])) };
}
