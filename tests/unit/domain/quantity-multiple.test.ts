import { describe, expect, it } from 'vitest';
import { adjustToMultiple } from '../../../src/domain/quantity-multiple';

describe('adjustToMultiple', () => {
  it.each([
    [6, 3, 6, false],
    [7, 3, 9, true],
    [1, 4, 4, true],
    [0, 4, 4, true],
    [-2, 4, 4, true],
    [5, 1, 5, false],
    [2.5, 1, 3, true],
    [5, 0, 5, false],
    [5, -3, 5, false],
    [5, Number.NaN, 5, false],
    [5, 2.5, 5, false],
    [Number.NaN, 2, 2, true],
  ])('quantity %f with multiple %f → %i (adjusted %s)', (quantity, multiple, result, adjusted) => {
    expect(adjustToMultiple(quantity, multiple)).toEqual({ quantity: result, adjusted });
  });
});
