/** How long a started payment keeps other windows from paying for the same cart. */
export const PAYMENT_IN_FLIGHT_MS = 60_000;

const STORED = /^(\d{1,15}):(\d{1,15})$/;

/** What a window stores when it starts paying for a cart. */
export const inFlightValue = (cartId: number, now: number): string => `${cartId}:${Math.max(0, Math.floor(now))}`;

/**
 * Whether a payment for this cart was started in the last minute (in any window). Junk, another
 * cart, or a start after now (a clock set back) does not count.
 */
export function paymentInFlight(stored: string | null, cartId: number, now: number): boolean {
  const match = stored === null ? null : STORED.exec(stored);
  if (match === null || Number(match[1]) !== cartId) return false;
  const startedAt = Number(match[2]);
  return startedAt <= now && now - startedAt < PAYMENT_IN_FLIGHT_MS;
}
