/** What the page needs of a worker: send, hear back, stop. */
export interface LocaleWorker {
  postMessage(locales: readonly string[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<string>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

const createLocaleWorker = (): LocaleWorker =>
  new Worker(new URL('./locale-data-worker.ts', import.meta.url), { type: 'module', name: 'locale-data' });

/**
 * Starts loading the engine's locale data for `locales` (most likely first) in a worker, and
 * returns when a locale is ready: when the worker has loaded it, when the worker fails, or after
 * `timeoutMs`, whichever comes first. Loading it on the main thread then takes a fraction of the time.
 */
export function warmLocaleDataOffThread(
  locales: readonly string[],
  { createWorker = createLocaleWorker, timeoutMs = 1000 } = {},
): (locale: string) => Promise<void> {
  const resolvers = new Map<string, () => void>();
  const ready = new Map(locales.map((locale) => [locale, new Promise<void>((resolve) => resolvers.set(locale, resolve))]));
  const releaseAll = () => resolvers.forEach((resolve) => resolve());
  try {
    const worker = createWorker();
    let left = locales.length;
    worker.addEventListener('message', ({ data }) => {
      resolvers.get(data)?.();
      if (--left === 0) worker.terminate();
    });
    worker.addEventListener('error', () => {
      releaseAll();
      worker.terminate();
    });
    worker.postMessage(locales);
  } catch {
    releaseAll();
  }
  return (locale) => {
    const loaded = ready.get(locale);
    if (!loaded) return Promise.resolve();
    return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
  };
}
