import { describe, expect, it } from 'vitest';
import { inFlightValue, PAYMENT_IN_FLIGHT_MS, paymentInFlight } from '../../../src/domain/payment-in-flight';

const NOW = 1_750_000_000_000;

describe('a payment under way in another window (one payment per cart)', () => {
  it('holds the cart for a minute from its start', () => {
    expect(paymentInFlight(inFlightValue(55, NOW), 55, NOW + PAYMENT_IN_FLIGHT_MS - 1)).toBe(true);
    expect(paymentInFlight(inFlightValue(55, NOW), 55, NOW + PAYMENT_IN_FLIGHT_MS)).toBe(false);
  });

  it.each([
    ['nothing stored', null],
    ['another cart', inFlightValue(56, NOW)],
    ['a start after now (a clock set back)', inFlightValue(55, NOW + 1000)],
    ['junk', 'x:y'],
    ['a bare number', String(NOW)],
    ['extra text', `${inFlightValue(55, NOW)};alert(1)`],
  ])('does not count %s', (_label, stored) => {
    expect(paymentInFlight(stored, 55, NOW)).toBe(false);
  });
});
