import { describe, expect, it } from 'vitest';
import { roundToCents } from '../../../src/domain/money-round';

describe('roundToCents', () => {
  it.each([
    [1.005, 1.01],
    [2.135, 2.14],
    [8.675, 8.68],
    [1234.565, 1234.57],
    [121.00000000000001, 121],
    [0.004, 0],
    [0.125, 0.13],
    [-1.005, -1.01],
    [-0.001, 0],
    [10, 10],
  ])('rounds %f to %f (half away from zero)', (amount, cents) => {
    expect(roundToCents(amount)).toBe(cents);
  });

  it('returns 0 rather than -0', () => {
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
  });

  it('keeps NaN as NaN so callers cannot mistake it for a price', () => {
    expect(roundToCents(Number.NaN)).toBeNaN();
  });
});
