import { describe, expect, it } from 'vitest';
import { parseTaxRate } from '../../../src/domain/tax-rate';

describe('parseTaxRate', () => {
  it.each([
    ['19% Ust.', 0.19],
    ['20% Ust.', 0.2],
    ['21% TVA', 0.21],
    ['19,5% MwSt', 0.195],
    ['7.7 % VAT', 0.077],
    ['  0% VAT', 0],
    ['100%', 1],
  ])('reads %j as %f', (title, rate) => {
    expect(parseTaxRate(title, 0.2)).toEqual({ rate, fallback: false });
  });

  it.each([
    ['TVA 21%'],
    ['21 TVA'],
    [''],
    ['%'],
    ['-5% VAT'],
    ['101% VAT'],
    ['abc'],
    [null],
    [undefined],
    [21],
    [{ tax: '21%' }],
  ])('falls back for malformed %j', (title) => {
    expect(parseTaxRate(title, 0.19)).toEqual({ rate: 0.19, fallback: true });
  });

  it.each([[Number.NaN], [-0.2], [Number.POSITIVE_INFINITY], [2]])(
    'never returns a malformed fallback rate %f',
    (fallbackRate) => {
      const parsed = parseTaxRate('junk', fallbackRate);
      expect(parsed).toEqual({ rate: 0, fallback: true });
    },
  );
});
