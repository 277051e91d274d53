let attempt = 0;

/** The shopper's current try at downloading what failed (the screen's retry, or the connection's return). */
export const loadAttempt = (): number => attempt;

/** Starts a new try: downloads that failed in an earlier one are asked for again. */
export function newLoadAttempt(): void {
  attempt += 1;
}

const failures = new Map<unknown, { promise: Promise<unknown>; attempt: number }>();

/**
 * The download `start` makes; one that failed in this attempt is given again rather than asked for
 * on every render (React renders a failed tree again before it shows the boundary's error).
 */
export function heldUntilRetry<T>(key: unknown, start: () => Promise<T>): Promise<T> {
  const failed = failures.get(key);
  if (failed?.attempt === attempt) return failed.promise as Promise<T>;
  failures.delete(key);
  const promise = start();
  promise.catch(() => failures.set(key, { promise, attempt }));
  return promise;
}
