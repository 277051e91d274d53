import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSUMED_MARKUP_PERCENT, listPriceAndDiscount } from '../../../src/domain/discount';

describe('listPriceAndDiscount', () => {
  it('assumes a 16% markup by default', () => {
    expect(DEFAULT_ASSUMED_MARKUP_PERCENT).toBe(16);
  });

  it.each([
    ['no list price → 16% markup', 100, null, undefined, 116, 14],
    ['higher list price', 100, 150, undefined, 150, 34],
    ['exact 20% off stays 20', 80, 100, undefined, 100, 20],
    ['exact 55% off stays 55 despite float error', 9, 20, undefined, 20, 55],
    ['list lower than price → markup', 100, 90, undefined, 116, 14],
    ['list equal to price → markup', 100, 100, undefined, 116, 14],
    ['markup rounded to cents', 9.99, null, undefined, 11.59, 14],
    ['configured markup', 100, null, 25, 125, 20],
    ['zero markup', 100, null, 0, 100, 0],
    ['negative markup → default', 100, null, -10, 116, 14],
    ['NaN list price → markup', 100, Number.NaN, undefined, 116, 14],
  ] as [string, number, number | null, number | undefined, number, number][])(
    '%s: price %f list %s → list %f, %i%%',
    (_label, price, list, markup, expectedList, percent) => {
      expect(listPriceAndDiscount(price, list, markup)).toEqual({ listPrice: expectedList, percent });
    },
  );

  it.each([[0], [-5], [Number.NaN]])('gives no badge for a malformed price %f', (price) => {
    expect(listPriceAndDiscount(price, 150)).toEqual({ listPrice: 0, percent: 0 });
  });
});
