import { describe, expect, it } from 'vitest';
import { parseStoredAttempt, paymentRetry, storedAttemptValue } from '../../../src/domain/payment-retry';

const ATTEMPT = Date.parse('2025-03-14T10:00:00Z');
const stored = String(ATTEMPT);
const waiting = (secondsLeft: number) => ({ allowed: false, secondsLeft });
const ALLOWED = { allowed: true, secondsLeft: 0 };

describe('paymentRetry', () => {
  it.each([
    ['right after the attempt', 0, waiting(120)],
    ['1 ms later', 1, waiting(120)],
    ['1 s later', 1000, waiting(119)],
    ['1 s + 1 ms later (rounds up)', 1001, waiting(119)],
    ['one minute later', 60_000, waiting(60)],
    ['1 ms before the end', 119_999, waiting(1)],
    ['exactly two minutes later', 120_000, ALLOWED],
    ['1 ms after the end', 120_001, ALLOWED],
    ['an hour later', 3_600_000, ALLOWED],
  ])('%s', (_label, elapsedMs, expected) => {
    expect(paymentRetry(stored, ATTEMPT + elapsedMs)).toEqual(expected);
  });

  // Each junk value spells the attempt time some other way: read as a time, it would block the retry.
  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['empty', ''],
    ['text', 'soon'],
    ['negative', `-${ATTEMPT}`],
    ['a fraction', `${ATTEMPT}.5`],
    ['exponent notation', `${ATTEMPT / 1e12}e12`],
    ['hexadecimal', `0x${ATTEMPT.toString(16)}`],
    ['a plus sign', `+${ATTEMPT}`],
    ['padded with spaces', ` ${ATTEMPT} `],
    ['a unit', `${ATTEMPT}ms`],
    ['JSON', JSON.stringify({ at: ATTEMPT })],
    ['a date', new Date(ATTEMPT).toISOString()],
    ['1 ms in the future', String(ATTEMPT + 1_001)],
    ['a day in the future', String(ATTEMPT + 86_400_000)],
    ['far in the future', '9999999999999999'],
  ])('allows a retry when storage holds junk or a later time: %s', (_label, value) => {
    expect(paymentRetry(value, ATTEMPT + 1_000)).toEqual(ALLOWED);
  });

  it('allows a retry when the clock gives no time', () => {
    expect(paymentRetry(stored, Number.NaN)).toEqual(ALLOWED);
  });
});

describe('storedAttemptValue', () => {
  it('stores whole epoch milliseconds that read back as the attempt time', () => {
    expect(storedAttemptValue(ATTEMPT + 0.7)).toBe(stored);
    expect(parseStoredAttempt(storedAttemptValue(ATTEMPT))).toBe(ATTEMPT);
  });

  it('survives a reload: the stored value still blocks the retry', () => {
    expect(paymentRetry(storedAttemptValue(ATTEMPT), ATTEMPT + 30_000)).toEqual(waiting(90));
  });

  it('never stores a negative time', () => {
    expect(storedAttemptValue(-1)).toBe('0');
  });
});
