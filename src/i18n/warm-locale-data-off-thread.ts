/** What the page needs of a worker: send, hear back, stop. */
export interface LocaleWorker {
  postMessage(locale: string): void;
  addEventListener(type: 'message' | 'error', listener: () => void): void;
  terminate(): void;
}

const createLocaleWorker = (): LocaleWorker =>
  new Worker(new URL('./locale-data-worker.ts', import.meta.url), { type: 'module', name: 'locale-data' });

/**
 * Starts loading the engine's locale data for `locale` in a worker, and returns when a locale is
 * ready: `locale` when the worker has loaded it, when the worker fails, or after `timeoutMs`,
 * whichever comes first; any other locale at once. Loading it on the main thread then takes a
 * fraction of the time.
 */
export function warmLocaleDataOffThread(
  locale: string,
  { createWorker = createLocaleWorker, timeoutMs = 1000 } = {},
): (wanted: string) => Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    try {
      const worker = createWorker();
      const done = () => {
        resolve();
        worker.terminate();
      };
      worker.addEventListener('message', done);
      worker.addEventListener('error', done);
      worker.postMessage(locale);
    } catch {
      resolve();
    }
  });
  return (wanted) =>
    wanted === locale
      ? Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))])
      : Promise.resolve();
}
