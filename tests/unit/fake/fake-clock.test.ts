import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { CLOCK_STORAGE_KEY, FakeClock } from '../../../adapters/fake/fake-clock';

const MINUTE = 60_000;

describe("fake mode's clock", () => {
  it('runs with the real clock until moved, then ahead of it by what it was moved', () => {
    const real = new InMemoryClock();
    const clock = new FakeClock(real);
    expect(clock.now()).toBe(real.now());
    clock.advanceBy(2 * MINUTE);
    real.advanceBy(1000);
    expect(clock.now()).toBe(real.now() + 2 * MINUTE);
    expect(clock.offsetMs).toBe(2 * MINUTE);
  });

  it('runs at once, in order, what the move brings due, and leaves the rest to their time', () => {
    const real = new InMemoryClock();
    const clock = new FakeClock(real);
    const ran: string[] = [];
    clock.schedule(3 * MINUTE, () => ran.push('3 min'));
    clock.schedule(MINUTE, () => ran.push('1 min'));
    clock.schedule(10 * MINUTE, () => ran.push('10 min'));
    clock.advanceBy(5 * MINUTE);
    expect(ran).toEqual(['1 min', '3 min']);
    real.advanceBy(4 * MINUTE);
    expect(ran).toEqual(['1 min', '3 min']);
    real.advanceBy(MINUTE);
    expect(ran).toEqual(['1 min', '3 min', '10 min']);
  });

  it('never runs a cancelled task, nor one twice', () => {
    const real = new InMemoryClock();
    const clock = new FakeClock(real);
    let runs = 0;
    const cancel = clock.schedule(MINUTE, () => (runs += 1));
    clock.schedule(MINUTE, () => (runs += 10));
    cancel();
    clock.advanceBy(MINUTE);
    real.advanceBy(MINUTE);
    expect(runs).toBe(10);
  });

  it('skips a task that came due with another which cancelled it', () => {
    const clock = new FakeClock(new InMemoryClock());
    const ran: string[] = [];
    let cancelExpiry = () => {};
    clock.schedule(MINUTE, () => {
      ran.push('refresh');
      cancelExpiry();
    });
    cancelExpiry = clock.schedule(2 * MINUTE, () => ran.push('expiry'));
    clock.advanceBy(3 * MINUTE);
    expect(ran).toEqual(['refresh']);
  });

  it('keeps its lead across a reload (sessionStorage) and goes back to real time on reset', () => {
    const storage = new InMemoryStorage();
    const real = new InMemoryClock();
    new FakeClock(real, storage).advanceBy(6 * 60 * MINUTE);
    const reloaded = new FakeClock(real, storage);
    expect(reloaded.now()).toBe(real.now() + 6 * 60 * MINUTE);
    reloaded.reset();
    expect(new FakeClock(real, storage).now()).toBe(real.now());
  });

  it('ignores junk in storage and never moves back', () => {
    const storage = new InMemoryStorage();
    storage.setItem(CLOCK_STORAGE_KEY, '"soon"');
    const clock = new FakeClock(new InMemoryClock(), storage);
    expect(clock.offsetMs).toBe(0);
    clock.advanceBy(-MINUTE);
    expect(clock.offsetMs).toBe(0);
  });
});
