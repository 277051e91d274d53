import type { NetworkPolicy } from './network-policy';

/** A read is asked again after a network failure (null), a 5xx or a 429; any other answer is final. */
export const isRetryable = (status: number | null): boolean => status === null || status === 429 || status >= 500;

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim() ?? '';
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Exponential backoff with jitter: between half and all of base·2^attempt (attempt 0 is the first retry). */
export const backoffMs = (attempt: number, policy: Pick<NetworkPolicy, 'baseDelayMs' | 'random'>): number => {
  const full = policy.baseDelayMs * 2 ** attempt;
  return full / 2 + (policy.random() * full) / 2;
};

/**
 * The wait before the next attempt of a read, or null to give up: not retryable, or the server asks
 * for a wait longer than the policy allows.
 */
export function retryDelay(
  answer: { status: number | null; retryAfter: string | null },
  attempt: number,
  policy: NetworkPolicy,
): number | null {
  if (!isRetryable(answer.status)) return null;
  const asked = retryAfterMs(answer.retryAfter, policy.now());
  if (asked !== null && asked > policy.maxRetryAfterMs) return null;
  return Math.max(asked ?? 0, backoffMs(attempt, policy));
}
