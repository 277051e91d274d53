import { describe, expect, it } from 'vitest';
import { checkExpressData, newExpressData } from '../../../src/domain/express-data';

const NOW = 1_700_000_000_000;
const MINUTE = 60 * 1000;
const stored = (value: unknown) => JSON.stringify(value);

describe('express-checkout data', () => {
  it('lives 30 minutes from its saving', () => {
    expect(newExpressData({ email: 'guest@example.com' }, NOW)).toEqual({
      email: 'guest@example.com',
      expiresAt: NOW + 30 * MINUTE,
    });
  });

  it.each([
    ['fresh', NOW + 30 * MINUTE],
    ['about to expire', NOW + 1],
  ])('keeps %s data', (_label, expiresAt) => {
    expect(checkExpressData(stored({ email: 'guest@example.com', expiresAt }), NOW)).toEqual({
      data: { email: 'guest@example.com', expiresAt },
      rejected: null,
    });
  });

  it('has nothing to say when none is stored', () => {
    expect(checkExpressData(null, NOW)).toEqual({ data: null, rejected: null });
  });

  it.each([
    ['not JSON', '{email', 'unreadable'],
    ['a JSON string', '"guest"', 'unreadable'],
    ['a JSON array', '[1]', 'unreadable'],
    ['JSON null', 'null', 'unreadable'],
    ['data without its expiry', stored({ email: 'guest@example.com' }), 'no-expiry'],
    ['a text expiry', stored({ expiresAt: String(NOW + MINUTE) }), 'no-expiry'],
    ['expired now', stored({ expiresAt: NOW }), 'expired'],
    ['expired long ago', stored({ expiresAt: NOW - 24 * 60 * MINUTE }), 'expired'],
    ['an expiry beyond its life', stored({ expiresAt: NOW + 30 * MINUTE + 1 }), 'expiry-too-far'],
  ])('rejects %s', (_label, raw, reason) => {
    expect(checkExpressData(raw, NOW)).toEqual({ data: null, rejected: reason });
  });
});
