import { describe, expect, it } from 'vitest';
import {
  EXPRESS_DATA_LIFE_MS,
  TOKEN_LIFE_MS,
  expressDataExpiry,
  isExpired,
  parseStoredToken,
  refreshDelay,
  tokenExpiry,
} from '../../../src/domain/token-timing';

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
