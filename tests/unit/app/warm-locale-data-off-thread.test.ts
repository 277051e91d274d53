import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleDataOffThread, type LocaleWorker } from '../../../src/i18n/warm-locale-data-off-thread';

/** A worker that records what it is sent and answers only when told to. */
class FakeLocaleWorker implements LocaleWorker {
  sent: string[] = [];
  terminated = false;
  private readonly listeners = { message: [] as (() => void)[], error: [] as (() => void)[] };

  postMessage(locale: string): void {
    this.sent.push(locale);
  }

  addEventListener(type: 'message' | 'error', listener: () => void): void {
    this.listeners[type].push(listener);
  }

  terminate(): void {
    this.terminated = true;
  }

  loaded(): void {
    this.listeners.message.forEach((listener) => listener());
  }

  fail(): void {
    this.listeners.error.forEach((listener) => listener());
  }
}

/** Whether the promise has settled once pending callbacks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

function givenAWorker(locale = 'ro-RO') {
  const worker = new FakeLocaleWorker();
  const ready = warmLocaleDataOffThread(locale, { createWorker: () => worker, timeoutMs: 1000 });
  return { worker, ready };
}

afterEach(() => vi.useRealTimers());

describe("loading the engine's locale data in a worker", () => {
  it('sends the worker its locale, once', () => {
    const { worker } = givenAWorker();
    expect(worker.sent).toEqual(['ro-RO']);
  });

  it('the locale is ready once the worker has loaded it, not before', async () => {
    vi.useFakeTimers();
    const { worker, ready } = givenAWorker();
    const romanian = ready('ro-RO');
    expect(await isSettled(romanian)).toBe(false);
    worker.loaded();
    expect(await isSettled(romanian)).toBe(true);
  });

  it('stops the worker once it has loaded the locale', () => {
    const { worker } = givenAWorker();
    expect(worker.terminated).toBe(false);
    worker.loaded();
    expect(worker.terminated).toBe(true);
  });

  it('a failed worker keeps nobody waiting: the locale is ready, and the page loads it itself', async () => {
    vi.useFakeTimers();
    const { worker, ready } = givenAWorker();
    worker.fail();
    expect(await isSettled(ready('ro-RO'))).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('a browser that cannot start the worker keeps nobody waiting', async () => {
    vi.useFakeTimers();
    const ready = warmLocaleDataOffThread('ro-RO', {
      createWorker: () => {
        throw new Error('workers are not allowed here');
      },
    });
    expect(await isSettled(ready('ro-RO'))).toBe(true);
  });

  it('a worker that never answers is waited for up to the time limit only', async () => {
    vi.useFakeTimers();
    const { ready } = givenAWorker();
    const romanian = ready('ro-RO');
    await vi.advanceTimersByTimeAsync(999);
    expect(await isSettled(romanian)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(romanian)).toBe(true);
  });

  it('a locale the worker was not asked to load (a shopper who chose another language) is ready at once', async () => {
    vi.useFakeTimers();
    const { ready } = givenAWorker('ro-RO');
    expect(await isSettled(ready('de-DE'))).toBe(true);
  });
});
