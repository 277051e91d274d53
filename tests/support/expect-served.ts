import { expect } from 'vitest';
import type { Result } from '../../ports/model/result';

/** What the fake backend served through the http adapters: ok, and equal to what the fake adapters hold. */
export async function expectServedAsHeld<T>(served: Promise<Result<T>>, held: Promise<Result<T>>): Promise<void> {
  const answer = await served;
  expect(answer).toMatchObject({ ok: true });
  expect(answer).toEqual(await held);
}

/** A served failure of the given kind. */
export async function expectServedFailure(served: Promise<Result<unknown>>, kind: string): Promise<void> {
  expect(await served).toMatchObject({ ok: false, error: { kind } });
}
