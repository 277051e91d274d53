import { describe, expect, it } from 'vitest';
import {
  EXPRESS_DATA_LIFE_MS,
  TOKEN_EXPIRY_TOLERANCE_MS,
  TOKEN_LIFE_MS,
  checkStoredToken,
  expressDataExpiry,
  isExpired,
  parseStoredToken,
  refreshDelay,
  tokenExpiry,
} from '../../../src/domain/token-timing';
import { aJwt, aStoredToken, aStoredTokenWith } from '../../support/jwt-builder';

const HOUR = 60 * 60 * 1000;
const ISSUED = 1_700_000_000_000;
const token = { token: 'jwt', expiresAt: ISSUED + 6 * HOUR };

describe('token timing', () => {
  it('gives tokens 6 hours and express data 30 minutes', () => {
    expect(TOKEN_LIFE_MS).toBe(6 * HOUR);
    expect(EXPRESS_DATA_LIFE_MS).toBe(30 * 60 * 1000);
    expect(tokenExpiry(ISSUED)).toBe(ISSUED + 6 * HOUR);
    expect(expressDataExpiry(ISSUED)).toBe(ISSUED + HOUR / 2);
  });

  it.each([
    ['at issue', 0, 4 * HOUR],
    ['after 1 hour', HOUR, 3 * HOUR],
    ['at two thirds', 4 * HOUR, 0],
    ['after two thirds', 5 * HOUR, 0],
    ['after expiry', 7 * HOUR, 0],
  ])('refreshes %s in the remaining time to two thirds of life', (_label, elapsed, delay) => {
    expect(refreshDelay(token, ISSUED + elapsed)).toBe(delay);
  });

  it.each([
    [6 * HOUR - 1, false],
    [6 * HOUR, true],
    [7 * HOUR, true],
    [0, false],
  ])('%i ms after issue expired: %s', (elapsed, expired) => {
    expect(isExpired(token, ISSUED + elapsed)).toBe(expired);
  });
});

describe('parseStoredToken', () => {
  it('reads a stored token', () => {
    expect(parseStoredToken(JSON.stringify(token))).toEqual(token);
  });

  it.each([
    [null],
    [''],
    ['jwt'],
    ['null'],
    ['42'],
    ['{"token":"jwt"}'],
    ['{"token":"","expiresAt":1}'],
    ['{"token":"jwt","expiresAt":"soon"}'],
    ['{"token":5,"expiresAt":1}'],
    ['[]'],
    ['{"token":"jwt","expiresAt":1e999}'],
  ])('rejects junk %j', (raw) => {
    expect(parseStoredToken(raw)).toBeNull();
  });
});

describe('checkStoredToken (restore)', () => {
  const expiresAt = ISSUED + 6 * HOUR;
  const now = ISSUED + HOUR;
  const exp = (ms: number) => ({ exp: ms / 1000 });

  it('accepts a JWT whose exp agrees with the stored expiry, seconds rounding down', () => {
    const raw = aStoredToken(expiresAt + 999);
    expect(checkStoredToken(raw, now)).toEqual({ token: JSON.parse(raw), rejected: null });
  });

  it('has nothing to say when no token is stored', () => {
    expect(checkStoredToken(null, now)).toEqual({ token: null, rejected: null });
  });

  it.each([
    ['exp a tolerance later', aStoredTokenWith(aJwt(exp(expiresAt + TOKEN_EXPIRY_TOLERANCE_MS)), expiresAt)],
    ['exp a tolerance earlier', aStoredTokenWith(aJwt(exp(expiresAt - TOKEN_EXPIRY_TOLERANCE_MS)), expiresAt)],
  ])('tolerates %s', (_label, raw) => {
    expect(checkStoredToken(raw, now).rejected).toBeNull();
  });

  it.each([
    ['junk JSON', '{token', 'unreadable'],
    ['no expiresAt', '{"token":"a.b.c"}', 'unreadable'],
    ['an opaque token', aStoredTokenWith('opaque-token', expiresAt), 'not-a-jwt'],
    ['a JWT without exp', aStoredTokenWith(aJwt({ sub: 501 }), expiresAt), 'not-a-jwt'],
    ['a tampered payload', aStoredTokenWith(aJwt(exp(expiresAt)).replace('.', '.x'), expiresAt), 'not-a-jwt'],
    ['a stored expiry pushed a day on', aStoredTokenWith(aJwt(exp(expiresAt)), expiresAt + 24 * HOUR), 'expiry-mismatch'],
    [
      'exp just past the tolerance',
      aStoredTokenWith(aJwt(exp(expiresAt + TOKEN_EXPIRY_TOLERANCE_MS + 1000)), expiresAt),
      'expiry-mismatch',
    ],
    [
      'a stored expiry just before the tolerance',
      aStoredTokenWith(aJwt(exp(expiresAt)), expiresAt - TOKEN_EXPIRY_TOLERANCE_MS - 1),
      'expiry-mismatch',
    ],
    ['an expired token', aStoredToken(now), 'expired'],
    ['expiresAt passed while exp is ahead', aStoredTokenWith(aJwt(exp(now + 30 * 1000)), now - 1000), 'expired'],
    ['an exp passed while expiresAt is ahead', aStoredTokenWith(aJwt(exp(now - 1000)), now + 30 * 1000), 'expired'],
  ])('rejects %s as %s', (_label, raw, reason) => {
    expect(checkStoredToken(raw, now)).toEqual({ token: null, rejected: reason });
  });
});
