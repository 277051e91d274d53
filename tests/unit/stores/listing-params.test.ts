import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_PARAMS, listingSearch, parseListingParams } from '../../../src/features/catalog/listing-params';
import { gridSource } from '../../../src/features/catalog/listing-source';

describe('listing parameters in the URL', () => {
  it.each([
    ['', DEFAULT_LISTING_PARAMS],
    ['?page=-3&sort=<script>', DEFAULT_LISTING_PARAMS],
    ['?page=abc&sort=PRICE&brand=0&category=-1', DEFAULT_LISTING_PARAMS],
    ['?page=1.5&brand=1e3', DEFAULT_LISTING_PARAMS],
    ['?page=99999', DEFAULT_LISTING_PARAMS],
    ['?sort=priceLowToHigh&page=3&brand=7', { sort: 'priceLowToHigh', pages: 3, brandId: 7, categoryId: null }],
    ['?sort=priceHighToLow&category=12', { sort: 'priceHighToLow', pages: 1, brandId: null, categoryId: 12 }],
  ])('%s reads as %j (junk falls back to the defaults)', (search, expected) => {
    expect(parseListingParams(search)).toEqual(expected);
  });

  it('writes only what differs from the defaults', () => {
    expect(listingSearch(DEFAULT_LISTING_PARAMS)).toBe('');
    expect(listingSearch({ sort: 'priceHighToLow', pages: 2, brandId: 5, categoryId: null })).toBe(
      '?sort=priceHighToLow&brand=5&page=2',
    );
    expect(parseListingParams(listingSearch({ sort: 'priceLowToHigh', pages: 4, brandId: 3, categoryId: 9 }))).toEqual({
      sort: 'priceLowToHigh',
      pages: 4,
      brandId: 3,
      categoryId: 9,
    });
  });

  it('reads /shop-grid-standard/{type}: a number is a category, anything else a collection', () => {
    expect(gridSource('111')).toEqual({ kind: 'category', categoryId: 111 });
    expect(gridSource('New')).toEqual({ kind: 'collection', collection: 'new' });
    expect(gridSource('bestsellers')).toEqual({ kind: 'collection', collection: 'bestsellers' });
    expect(gridSource('<script>')).toEqual({ kind: 'collection', collection: '' });
    expect(gridSource('0')).toEqual({ kind: 'collection', collection: '0' });
  });
});
