import type { SearchCategoryFacet, SearchContentHit, SearchProductHit, SearchResult } from '../../ports/model/search';
import { fail, ok, portError, type Result } from '../../ports/model/result';
import type { components as SearchSchemas } from './generated/search-service';
import type { components as ShopSchemas } from './generated/shop-api';
import { isRecord } from './http-call';
import { mapImage } from './map-product';

type Search = SearchSchemas['schemas'];
export type ProductHitDto = Search['ProductHit'];
export type ContentHitDto = Search['ContentHit'];

/** The search service's origin and key, from ConfigApi. */
export interface SearchConfig {
  baseUrl: string;
  key: string;
  productIndex: string;
  contentIndex: string;
}

/** The search service origin (host may arrive with a scheme or a trailing slash). */
export function searchBaseUrl(config: { scheme: string; host: string; port: number }): string {
  const scheme = config.scheme.replace(/:?\/*$/, '') || 'https';
  const host = config.host.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
  const defaultPort = (scheme === 'https' && config.port === 443) || (scheme === 'http' && config.port === 80);
  return `${scheme}://${host}${defaultPort || config.port === 0 ? '' : `:${config.port}`}`;
}

/**
 * ConfigApi → where to search: the origin (host may arrive with a scheme or a trailing slash,
 * the port as a number or a numeric string), the key and the two index uids.
 */
export function readSearchConfig(config: ShopSchemas['schemas']['SearchConfig'], operation: string): Result<SearchConfig> {
  const rawPort = typeof config.port === 'string' ? config.port.trim() : config.port;
  const port = typeof rawPort === 'number' ? rawPort : /^\d+$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (!Number.isSafeInteger(port)) {
    return fail(
      portError('invalid-response', `${operation} 200: /port must be a port number, got ${JSON.stringify(config.port)}`),
    );
  }
  return ok({
    baseUrl: searchBaseUrl({ scheme: config.scheme, host: config.host, port }),
    key: config.front_password,
    productIndex: `${config.index_prefix}products`,
    contentIndex: `${config.index_prefix}${config.content}`,
  });
}

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
