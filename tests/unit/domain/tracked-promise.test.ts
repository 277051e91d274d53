import { describe, expect, it } from 'vitest';
import { tracked } from '../../../src/domain/tracked-promise';

const state = (promise: Promise<unknown>) => ({ ...(promise as unknown as Record<string, unknown>) });

describe('tracked promises (read at once once settled)', () => {
  it('is pending, then fulfilled with its value', async () => {
    const promise = tracked(Promise.resolve(42));
    expect(state(promise)).toMatchObject({ status: 'pending' });
    await promise;
    expect(state(promise)).toMatchObject({ status: 'fulfilled', value: 42 });
  });

  it('is rejected with its reason', async () => {
    const failure = new Error('offline');
    const promise = tracked(Promise.reject(failure));
    await expect(promise).rejects.toBe(failure);
    expect(state(promise)).toMatchObject({ status: 'rejected', reason: failure });
  });
});
