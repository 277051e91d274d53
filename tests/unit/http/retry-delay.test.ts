import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs } from '../../../adapters/http/retry-delay';

describe('retry delay', () => {
  it('doubles the wait with every retry, jittered between half and all of it', () => {
    for (const attempt of [0, 1, 2]) {
      const full = 300 * 2 ** attempt;
      expect(backoffMs(attempt, { baseDelayMs: 300, random: () => 0 })).toBe(full / 2);
      expect(backoffMs(attempt, { baseDelayMs: 300, random: () => 0.999_999 })).toBeLessThan(full);
      expect(backoffMs(attempt, { baseDelayMs: 300, random: () => 0.999_999 })).toBeGreaterThan(full * 0.99);
    }
  });

  it('reads Retry-After as seconds or as an HTTP date, and ignores what it cannot read', () => {
    const now = Date.UTC(2025, 0, 15, 9, 0, 0);
    expect(retryAfterMs('7', now)).toBe(7_000);
    expect(retryAfterMs('Wed, 15 Jan 2025 09:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Wed, 15 Jan 2025 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
