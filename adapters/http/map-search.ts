import type { SearchCategoryFacet, SearchContentHit, SearchProductHit, SearchResult } from '../../ports/model/search';
import {
  array,
  boolean,
  integer,
  integerLike,
  isRecord,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  withDefault,
  type FieldsOf,
} from './decode';
import type { components as SearchSchemas } from './generated/search-service';
import type { components as ShopSchemas } from './generated/shop-api';
import { mapImage, productImageDto } from './map-product';

type Search = SearchSchemas['schemas'];

export const searchConfigDto = object({
  scheme: string,
  host: string,
  port: integerLike,
  front_password: string,
  index_prefix: string,
  content: string,
} satisfies FieldsOf<ShopSchemas['schemas']['SearchConfig']>);
export type SearchConfigDto = ReturnType<typeof searchConfigDto>;

/** The search service origin from ConfigApi (host may arrive with a scheme or a trailing slash). */
export function searchBaseUrl(config: SearchConfigDto): string {
  const scheme = config.scheme.replace(/:?\/*$/, '') || 'https';
  const host = config.host.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const defaultPort = (scheme === 'https' && config.port === 443) || (scheme === 'http' && config.port === 80);
  return `${scheme}://${host}${defaultPort || config.port === 0 ? '' : `:${config.port}`}`;
}

const productHitDto = object({
  id: integer,
  ref: string,
  title: string,
  urls: withDefault(record(string), {}),
  images: withDefault(array(productImageDto), []),
  prices: withDefault(record(record(number)), {}),
  listen_price: nullable(number),
  stock: integer,
  categories: withDefault(array(string), []),
  associated_keywords: nullable(string),
  pse_id: nullable(integer),
} satisfies FieldsOf<Search['ProductHit']>);
type ProductHitDto = ReturnType<typeof productHitDto>;

const contentHitDto = object({ id: integer, title: string, url: string } satisfies FieldsOf<Search['ContentHit']>);

export const searchResultDto = object({
  indexUid: string,
  hits: array((value: unknown) => value),
  estimatedTotalHits: optional(integer),
  facetDistribution: withDefault(record(record(integer)), {}),
} satisfies FieldsOf<Search['SearchResult']>);
export const multiSearchDto = object({ results: array(searchResultDto) });
export const productHitsDto = array(productHitDto);
export const contentHitsDto = array(contentHitDto);
export const visibleFlag = optional(boolean);

/** associated_keywords is JSON text holding a colour; anything unreadable is no colour. */
export function colourOf(keywords: string | null): string | null {
  if (keywords === null || keywords.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(keywords);
    if (!isRecord(parsed)) return null;
    const colour = parsed['color'] ?? parsed['colour'];
    return typeof colour === 'string' && colour.trim() !== '' ? colour : null;
  } catch {
    return null;
  }
}

/** The net price for the shopper's country in euro, else the country's first currency; null when there is none. */
export function priceOf(prices: Record<string, Record<string, number>>, countryIso: string | null): number | null {
  const byCountry = (countryIso === null ? undefined : prices[countryIso]) ?? Object.values(prices)[0];
  if (byCountry === undefined) return null;
  return byCountry['EUR'] ?? Object.values(byCountry)[0] ?? null;
}

/** A hit without any price cannot be shown and is left out. */
export function mapProductHit(hit: ProductHitDto, locale: string, countryIso: string | null): SearchProductHit | null {
  const netPrice = priceOf(hit.prices, countryIso);
  if (netPrice === null) return null;
  return {
    id: hit.id,
    pseId: hit.pse_id,
    ref: hit.ref,
    title: hit.title,
    url: hit.urls[locale] ?? Object.values(hit.urls)[0] ?? '',
    images: hit.images.map(mapImage),
    netPrice,
    listNetPrice: hit.listen_price,
    stock: hit.stock,
    categories: hit.categories,
    colour: colourOf(hit.associated_keywords),
  };
}

export const mapContentHit = (hit: ReturnType<typeof contentHitDto>): SearchContentHit => ({
  id: hit.id,
  title: hit.title,
  url: hit.url,
});

export function mapFacets(distribution: Record<string, Record<string, number>>): SearchCategoryFacet[] {
  return Object.entries(distribution['categories'] ?? {})
    .map(([title, count]) => ({ title, count }))
    .sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
}

export const emptySearchResult = (): SearchResult => ({ products: [], total: 0, categories: [], contents: [] });
