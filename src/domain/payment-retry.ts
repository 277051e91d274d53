/** After a failed payment: 'You have to wait 2 minutes to try again.' */
export const PAYMENT_RETRY_WAIT_MS = 2 * 60 * 1000;

export interface PaymentRetry {
  allowed: boolean;
  /** Whole seconds until a retry is allowed, rounded up; 0 when it is. */
  secondsLeft: number;
}

/** Only what storedAttemptValue writes counts: plain digits of epoch milliseconds (15 reach far past year 30 000). */
const STORED_TIME = /^\d{1,15}$/;

export const parseStoredAttempt = (stored: string | null | undefined): number | null =>
  typeof stored === 'string' && STORED_TIME.test(stored) ? Number(stored) : null;

/** What to store when a payment attempt is made, so the wait survives a reload. */
export const storedAttemptValue = (now: number): string => String(Math.max(0, Math.floor(now)));

/**
 * Whether the shopper may try paying again. Junk in storage is ignored, and so is a time after now
 * (a clock set back), which would otherwise block the retry until the clock caught up.
 */
export function paymentRetry(stored: string | null | undefined, now: number): PaymentRetry {
  const last = parseStoredAttempt(stored);
  if (last === null || last > now) return { allowed: true, secondsLeft: 0 };
  const waitMs = last + PAYMENT_RETRY_WAIT_MS - now;
  return waitMs > 0 ? { allowed: false, secondsLeft: Math.ceil(waitMs / 1000) } : { allowed: true, secondsLeft: 0 };
}
