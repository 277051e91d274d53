import { describe, expect, it } from 'vitest';
import { IN_MEMORY_CLOCK_START, InMemoryClock } from '../../../adapters/browser/in-memory-clock';

describe('InMemoryClock', () => {
  it('stands still until advanced', () => {
    const clock = new InMemoryClock();
    expect(clock.now()).toBe(IN_MEMORY_CLOCK_START);
    clock.advanceBy(1500);
    expect(clock.now()).toBe(IN_MEMORY_CLOCK_START + 1500);
  });

  it.each([
    [99, []],
    [100, ['a']],
    [250, ['a', 'b']],
    [1000, ['a', 'b', 'c']],
  ])('after %i ms has run %j', (ms, ran) => {
    const clock = new InMemoryClock(0);
    const log: string[] = [];
    clock.schedule(300, () => log.push('c'));
    clock.schedule(100, () => log.push('a'));
    clock.schedule(200, () => log.push('b'));
    clock.advanceBy(ms);
    expect(log).toEqual(ran);
  });

  it('runs each callback at its due time, including ones scheduled by callbacks', () => {
    const clock = new InMemoryClock(0);
    const seen: number[] = [];
    clock.schedule(100, () => {
      seen.push(clock.now());
      clock.schedule(100, () => seen.push(clock.now()));
    });
    clock.advanceBy(500);
    expect(seen).toEqual([100, 200]);
    expect(clock.now()).toBe(500);
    expect(clock.pendingCount()).toBe(0);
  });

  it('runs equal-time callbacks in scheduling order and honours cancel', () => {
    const clock = new InMemoryClock(0);
    const log: string[] = [];
    clock.schedule(50, () => log.push('first'));
    const cancel = clock.schedule(50, () => log.push('cancelled'));
    clock.schedule(50, () => log.push('second'));
    cancel();
    clock.advanceBy(50);
    expect(log).toEqual(['first', 'second']);
  });
});
