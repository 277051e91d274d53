import { describe, expect, it } from 'vitest';
import { CACHE_RETENTION_S, REFETCH_LONG_S, REFETCH_SHORT_S, isFresh, isRetained } from '../../../src/domain/cache-policy';

const T0 = 1_700_000_000_000;

describe('cache policy', () => {
  it('uses the spec timings 30, 60 and 300 seconds', () => {
    expect([REFETCH_LONG_S, REFETCH_SHORT_S, CACHE_RETENTION_S]).toEqual([30, 60, 300]);
  });

  it.each([
    [0, REFETCH_LONG_S, true],
    [30_000, REFETCH_LONG_S, true],
    [30_001, REFETCH_LONG_S, false],
    [45_000, REFETCH_SHORT_S, true],
    [60_001, REFETCH_SHORT_S, false],
  ])('%i ms old with %i s → fresh %s', (age, staleAfter, fresh) => {
    expect(isFresh(T0, T0 + age, staleAfter)).toBe(fresh);
  });

  it.each([
    [0, true],
    [300_000, true],
    [300_001, false],
  ])('%i ms old → retained %s', (age, retained) => {
    expect(isRetained(T0, T0 + age)).toBe(retained);
  });
});
