import type { ClockPort } from '../../ports/clock-port';

const MAX_TIMER_MS = 2_147_483_647;

export class BrowserClockAdapter implements ClockPort {
  now(): number {
    return Date.now();
  }

  schedule(delayMs: number, callback: () => void): () => void {
    let handle: ReturnType<typeof setTimeout> | undefined;
    const wait = (remaining: number): void => {
      const step = Math.min(remaining, MAX_TIMER_MS);
      // Delays beyond the 32-bit timer limit would fire at once; wait in steps instead.
      handle = setTimeout(() => (remaining > step ? wait(remaining - step) : callback()), step);
    };
    wait(Number.isFinite(delayMs) ? Math.max(0, delayMs) : 0);
    return () => clearTimeout(handle);
  }
}
