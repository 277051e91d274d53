import { describe, expect, it } from 'vitest';
import { STOCK_BADGE_THRESHOLD, sanitiseStock, stockBadge } from '../../../src/domain/stock-badge';

describe('stockBadge', () => {
  it('uses the threshold 10', () => {
    expect(STOCK_BADGE_THRESHOLD).toBe(10);
  });

  it.each([
    [0, 0],
    [1, 1],
    [9, 9],
    [9.9, 9],
    ['7', 7],
    [-3, 0],
    [Number.NaN, 0],
    ['lots', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [true, 0],
  ])('shows a count for stock %j → %i', (stock, count) => {
    expect(stockBadge(stock, 'DE')).toEqual({ kind: 'count', count });
  });

  it.each([
    [10, 'RO', 'romania'],
    [10, 'ro', 'romania'],
    [250, 'RO', 'romania'],
    [10, 'DE', 'default'],
    ['12', 'AT', 'default'],
    [10.5, 'DE', 'default'],
  ])('stock %j in %s shows the %s in-stock wording', (stock, iso, wording) => {
    expect(stockBadge(stock, iso)).toEqual({ kind: 'in-stock', wording });
  });

  it.each([
    [12.7, 12],
    [' 4 ', 4],
    [Number.POSITIVE_INFINITY, 0],
  ])('sanitises %j to %i', (stock, count) => {
    expect(sanitiseStock(stock)).toBe(count);
  });
});
