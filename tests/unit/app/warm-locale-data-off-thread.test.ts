import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleDataOffThread, type LocaleWorker } from '../../../src/i18n/warm-locale-data-off-thread';

/** A worker that records what it is sent and answers only when told to. */
class FakeLocaleWorker implements LocaleWorker {
  sent: (readonly string[])[] = [];
  terminated = false;
  private readonly onLoaded: ((event: MessageEvent<string>) => void)[] = [];
  private readonly onError: (() => void)[] = [];

  postMessage(locales: readonly string[]): void {
    this.sent.push(locales);
  }

  addEventListener(type: 'message' | 'error', listener: ((event: MessageEvent<string>) => void) | (() => void)): void {
    if (type === 'message') this.onLoaded.push(listener);
    else this.onError.push(listener as () => void);
  }

  terminate(): void {
    this.terminated = true;
  }

  loaded(locale: string): void {
    this.onLoaded.forEach((listener) => listener(new MessageEvent('message', { data: locale })));
  }

  fail(): void {
    this.onError.forEach((listener) => listener());
  }
}

/** Whether the promise has settled once pending callbacks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

function givenAWorker(locales = ['ro-RO', 'de-DE', 'en-GB']) {
  const worker = new FakeLocaleWorker();
  const ready = warmLocaleDataOffThread(locales, { createWorker: () => worker, timeoutMs: 1000 });
  return { worker, ready };
}

afterEach(() => vi.useRealTimers());

describe("loading the engine's locale data in a worker", () => {
  it('sends the worker every locale at once, most likely first', () => {
    const { worker } = givenAWorker();
    expect(worker.sent).toEqual([['ro-RO', 'de-DE', 'en-GB']]);
  });

  it('a locale is ready once the worker has loaded it, not before', async () => {
    vi.useFakeTimers();
    const { worker, ready } = givenAWorker();
    const romanian = ready('ro-RO');
    worker.loaded('de-DE');
    expect(await isSettled(romanian)).toBe(false);
    worker.loaded('ro-RO');
    expect(await isSettled(romanian)).toBe(true);
  });

  it('stops the worker once it has loaded every locale', () => {
    const { worker } = givenAWorker(['ro-RO', 'de-DE']);
    worker.loaded('ro-RO');
    expect(worker.terminated).toBe(false);
    worker.loaded('de-DE');
    expect(worker.terminated).toBe(true);
  });

  it('a failed worker keeps nobody waiting: every locale is ready, and the page loads it itself', async () => {
    vi.useFakeTimers();
    const { worker, ready } = givenAWorker();
    worker.fail();
    expect(await isSettled(ready('en-GB'))).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('a browser that cannot start the worker keeps nobody waiting', async () => {
    vi.useFakeTimers();
    const ready = warmLocaleDataOffThread(['ro-RO'], {
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

  it('a locale it was not asked to load is ready at once', async () => {
    vi.useFakeTimers();
    const { ready } = givenAWorker(['ro-RO']);
    expect(await isSettled(ready('de-DE'))).toBe(true);
  });
});
