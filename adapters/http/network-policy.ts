/** Runs the callback once after the delay and returns a cancel function: the clock port's schedule. */
export type Schedule = (delayMs: number, callback: () => void) => () => void;

/**
 * How every http request goes out (adapters/http/README.md, "Network policy"): a deadline for the
 * whole request, and retries of reads only.
 */
export interface NetworkPolicy {
  /** Milliseconds a write (POST, PUT, PATCH, DELETE) may take, its answer's body included. */
  timeoutMs: number;
  /** Milliseconds a read (GET) may take with all its retries: a page waits on reads. */
  readTimeoutMs: number;
  /** Further attempts of a read after a network failure, a 5xx or a 429. Writes are never repeated. */
  retries: number;
  /** The first wait between attempts; each next one doubles, with jitter. */
  baseDelayMs: number;
  /** The longest wait a Retry-After may ask for; a longer one ends the read with its answer. */
  maxRetryAfterMs: number;
  schedule: Schedule;
  /** Epoch milliseconds (a Retry-After may be an HTTP date). */
  now: () => number;
  /** A number in [0, 1), for the jitter. */
  random: () => number;
}

/** The longest any request may take (issue 37: at most 15 seconds). */
export const MAX_TIMEOUT_MS = 15_000;
export const DEFAULT_READ_TIMEOUT_MS = 8_000;

const timerSchedule: Schedule = (delayMs, callback) => {
  const handle = setTimeout(callback, delayMs);
  return () => clearTimeout(handle);
};

/** Without a clock: the timeouts, no retries (tests of single answers, tools). */
export const SINGLE_ATTEMPT: NetworkPolicy = {
  timeoutMs: MAX_TIMEOUT_MS,
  readTimeoutMs: DEFAULT_READ_TIMEOUT_MS,
  retries: 0,
  baseDelayMs: 300,
  maxRetryAfterMs: 5_000,
  schedule: timerSchedule,
  now: () => Date.now(),
  random: Math.random,
};

/** The shop's policy over a clock: up to 3 retries of a read. */
export function networkPolicy(
  clock: { now(): number; schedule: Schedule },
  settings: Partial<Pick<NetworkPolicy, 'timeoutMs' | 'readTimeoutMs' | 'retries' | 'random'>> = {},
): NetworkPolicy {
  const timeoutMs = Math.min(settings.timeoutMs ?? MAX_TIMEOUT_MS, MAX_TIMEOUT_MS);
  return {
    ...SINGLE_ATTEMPT,
    retries: Math.min(settings.retries ?? 3, 3),
    timeoutMs,
    readTimeoutMs: Math.min(settings.readTimeoutMs ?? DEFAULT_READ_TIMEOUT_MS, timeoutMs),
    schedule: (delayMs, callback) => clock.schedule(delayMs, callback),
    now: () => clock.now(),
    random: settings.random ?? Math.random,
  };
}
