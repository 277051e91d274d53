import { describe, expect, it } from 'vitest';
import { netOfGross } from '../../../src/domain/net-total';

describe("an order's total excluding VAT", () => {
  it('is the total divided by 1 + the rate, rounded once to the cent', () => {
    expect(netOfGross(6823.15, 0.21)).toBe(5638.97);
    expect(netOfGross(998.05, 0.19)).toBe(838.7);
  });

  it('rounds half a cent away from zero', () => {
    expect(netOfGross(1.21 * 2.135, 0.21)).toBe(2.14);
  });

  it('is the total itself without VAT or with a rate it cannot use', () => {
    expect(netOfGross(589.5, 0)).toBe(589.5);
    expect(netOfGross(589.5, Number.NaN)).toBe(589.5);
    expect(netOfGross(589.5, -0.2)).toBe(589.5);
  });
});
