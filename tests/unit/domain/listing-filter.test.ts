import { describe, expect, it } from 'vitest';
import { parseListingFilter } from '../../../src/domain/listing-filter';

describe('parseListingFilter', () => {
  it.each([
    ['{"brand_id":3,"category_id":40}', 3, 40],
    ['{"brand_id":"3","category_id":"40"}', 3, 40],
    [' {"category_id": 40, "brand_id": 3, "x": true} ', 3, 40],
  ])('%s is a listing', (text, brandId, categoryId) => {
    expect(parseListingFilter(text)).toEqual({ kind: 'listing', brandId, categoryId });
  });

  it.each([
    [null],
    [''],
    ['   '],
    ['{}'],
    ['{"brand_id":3}'],
    ['{"category_id":40}'],
    ['{"brand_id":"x","category_id":40}'],
    ['{"brand_id":0,"category_id":40}'],
    ['[3,40]'],
    ['42'],
    ['"text"'],
    ['null'],
  ])('%j shows plain content', (text) => {
    expect(parseListingFilter(text)).toEqual({ kind: 'plain' });
  });

  it.each([['{brand_id:3}'], ['Free text notes'], ['{"brand_id":3,']])('%j is malformed with an error to log', (text) => {
    const parsed = parseListingFilter(text);
    expect(parsed.kind).toBe('malformed');
    expect(parsed.kind === 'malformed' && parsed.error.length > 0).toBe(true);
  });

  it('refuses a postscriptum over the size cap without parsing it', () => {
    const huge = `{"brand_id":3,"category_id":40,"pad":"${'x'.repeat(1_000_000)}"}`;
    expect(parseListingFilter(huge)).toEqual({ kind: 'malformed', error: expect.stringMatching(/more than the 16384 allowed/) });
  });

  it('drops prototype keys: a postscriptum naming __proto__ pollutes nothing', () => {
    const text = '{"brand_id":3,"category_id":40,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    expect(parseListingFilter(text)).toEqual({ kind: 'listing', brandId: 3, categoryId: 40 });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
