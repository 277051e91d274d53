import { describe, expect, it } from 'vitest';
import { inSlices } from '../../../src/app/next-task';

/** Steps that record when each ran, then return 'done'. */
function* recordedSteps(log: string[], count: number): Generator<void, string> {
  for (let step = 1; step <= count; step++) {
    log.push(`step ${step}`);
    yield;
  }
  return 'done';
}

/** A clock that moves on by `tick` ms on every reading. */
const tickingClock = (tick: number) => {
  let time = 0;
  return () => (time += tick);
};

describe('start-up work in slices', () => {
  it('runs every step and resolves with their value', async () => {
    const log: string[] = [];
    await expect(inSlices(recordedSteps(log, 3), { pause: async () => undefined })).resolves.toBe('done');
    expect(log).toEqual(['step 1', 'step 2', 'step 3']);
  });

  it('gives the main thread back whenever a slice has run its time, between steps', async () => {
    const log: string[] = [];
    const pause = async () => void log.push('pause');
    await inSlices(recordedSteps(log, 4), { pause, now: tickingClock(10), sliceMs: 8 });
    expect(log).toEqual(['step 1', 'pause', 'step 2', 'pause', 'step 3', 'pause', 'step 4', 'pause']);
  });

  it('does not pause while the slice has time left', async () => {
    const log: string[] = [];
    const pause = async () => void log.push('pause');
    await inSlices(recordedSteps(log, 4), { pause, now: tickingClock(1), sliceMs: 8 });
    expect(log).toEqual(['step 1', 'step 2', 'step 3', 'step 4']);
  });
});
