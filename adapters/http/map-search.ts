import type { SearchCategoryFacet, SearchContentHit, SearchProductHit, SearchResult } from '../../ports/model/search';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { components as SearchSchemas } from './generated/search-service';
import type { components as ShopSchemas } from './generated/shop-api';
import { isRecord } from './http-call';
import { mapImage } from './map-product';

type Search = SearchSchemas['schemas'];
export type ProductHitDto = Search['ProductHit'];
export type ContentHitDto = Search['ContentHit'];

/** Where the search requests go and what they carry (from ConfigApi; the index uids: search-indexes.ts). */
export interface SearchConfig {
  baseUrl: string;
  /** The Authorization header, or null behind a proxy (which adds the credentials itself). */
  authorization: string | null;
}

/** The search service origin (host may arrive with a scheme or a trailing slash). */
export function searchBaseUrl(config: { scheme: string; host: string; port: number }): string {
  const scheme = config.scheme.replace(/:?\/*$/, '') || 'https';
  const host = config.host.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const defaultPort = (scheme === 'https' && config.port === 443) || (scheme === 'http' && config.port === 80);
  return `${scheme}://${host}${defaultPort || config.port === 0 ? '' : `:${config.port}`}`;
}

/** front_username and front_password as HTTP Basic credentials, or the password alone as a bearer key. */
export function searchAuthorization(username: string, password: string): string {
  if (username === '') return `Bearer ${password}`;
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

const portOf = (raw: number | string | undefined): number => {
  const port = typeof raw === 'string' ? raw.trim() : raw;
  return typeof port === 'number' ? port : port !== undefined && /^\d+$/.test(port) ? Number(port) : Number.NaN;
};

/**
 * ConfigApi → where to search. Behind a proxy only the index names are read; otherwise the origin
 * (host may arrive with a scheme or a trailing slash, the port as a number or a numeric string)
 * and the front credentials are required too.
 */
export function readSearchConfig(
  config: ShopSchemas['schemas']['SearchConfig'],
  operation: string,
  proxyUrl = '',
): Result<SearchConfig> {
  if (proxyUrl !== '') return ok({ baseUrl: proxyUrl, authorization: null });
  const invalid = (what: string) => fail(portError('invalid-response', `${operation} 200: ${what}`));
  const port = portOf(config.port);
  if (!Number.isSafeInteger(port)) return invalid(`/port must be a port number, got ${JSON.stringify(config.port)}`);
  if (!config.host || config.front_password === undefined) {
    return invalid('/host and /front_password are required without a search proxy');
  }
  return ok({
    baseUrl: searchBaseUrl({ scheme: config.scheme ?? 'https', host: config.host, port }),
    authorization: searchAuthorization(config.front_username ?? '', config.front_password),
  });
}

/** A double quote (phrase) and a minus that starts a word (exclusion): the service's only operators. */
const OPERATORS = /"|(?<![\p{L}\p{M}\p{N}])-/gu;

/**
 * The search service's query syntax (openapi/search-service.yaml) has no escape character, so its
 * two operators become spaces: a term is always plain words, and every other character goes as typed.
 */
export const escapeSearchTerm = (term: string): string => term.replace(OPERATORS, ' ');

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
    listNetPrice: hit.listen_price ?? null,
    stock: hit.stock,
    categories: hit.categories ?? [],
    colour: colourOf(hit.associated_keywords ?? null),
  };
}

export const mapContentHit = (hit: ContentHitDto): SearchContentHit => ({
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
