// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserClockAdapter } from '../../../adapters/browser/browser-clock-adapter';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-15T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BrowserClockAdapter', () => {
  it('reads the system time', () => {
    expect(new BrowserClockAdapter().now()).toBe(Date.parse('2025-01-15T09:00:00Z'));
  });

  it.each([
    [0, 0],
    [300, 300],
    [-50, 0],
    [Number.NaN, 0],
  ])('runs a callback scheduled in %f ms after %i ms', (delay, due) => {
    const callback = vi.fn();
    new BrowserClockAdapter().schedule(delay, callback);
    if (due > 0) {
      vi.advanceTimersByTime(due - 1);
      expect(callback).not.toHaveBeenCalled();
    }
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('passes setTimeout a function, never a string', () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    new BrowserClockAdapter().schedule(10, () => undefined);
    expect(typeof spy.mock.calls[0]?.[0]).toBe('function');
  });

  it('cancels a scheduled callback', () => {
    const callback = vi.fn();
    const cancel = new BrowserClockAdapter().schedule(100, callback);
    cancel();
    vi.advanceTimersByTime(200);
    expect(callback).not.toHaveBeenCalled();
  });

  it('waits out delays longer than the 32-bit timer limit', () => {
    const callback = vi.fn();
    const days30 = 30 * 24 * 60 * 60 * 1000;
    new BrowserClockAdapter().schedule(days30, callback);
    vi.advanceTimersByTime(days30 - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
