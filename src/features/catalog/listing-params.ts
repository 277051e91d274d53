import type { ProductSort } from '../../../ports/model/product';

// Listing parameters in the URL: ?sort=&page=&brand=&category=

export const LISTING_PAGE_SIZE = 24;
/** ?page beyond this is treated as junk (it would mean thousands of products on one screen). */
export const MAX_LISTING_PAGES = 40;
export const PRODUCT_SORTS: readonly ProductSort[] = ['default', 'priceHighToLow', 'priceLowToHigh'];

export interface ListingParams {
  sort: ProductSort;
  /** How many pages of LISTING_PAGE_SIZE are shown (the 'Load more' count), 1-based. */
  pages: number;
  brandId: number | null;
  categoryId: number | null;
}

export const DEFAULT_LISTING_PARAMS: ListingParams = Object.freeze({
  sort: 'default',
  pages: 1,
  brandId: null,
  categoryId: null,
});

/** A whole number from 1 to max written in plain digits, or null. */
export const positiveInt = (raw: string | null, max = Number.MAX_SAFE_INTEGER): number | null => {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= 1 && value <= max ? value : null;
};

/** Reads the listing parameters from a query string; anything malformed falls back to the default. */
export function parseListingParams(search: string): ListingParams {
  const query = new URLSearchParams(search);
  const sort = query.get('sort');
  return {
    sort: PRODUCT_SORTS.find((s) => s === sort) ?? 'default',
    pages: positiveInt(query.get('page'), MAX_LISTING_PAGES) ?? 1,
    brandId: positiveInt(query.get('brand')),
    categoryId: positiveInt(query.get('category')),
  };
}

/** The query string for the parameters (defaults omitted, junk dropped). */
export function listingSearch(params: ListingParams): string {
  const query = new URLSearchParams();
  if (params.sort !== 'default') query.set('sort', params.sort);
  if (params.brandId !== null) query.set('brand', String(params.brandId));
  if (params.categoryId !== null) query.set('category', String(params.categoryId));
  if (params.pages > 1) query.set('page', String(params.pages));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export const sameParams = (a: ListingParams, b: ListingParams): boolean =>
  a.sort === b.sort && a.pages === b.pages && a.brandId === b.brandId && a.categoryId === b.categoryId;
