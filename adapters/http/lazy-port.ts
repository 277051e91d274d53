import { fail, portError } from '../../ports/model/result';

/** The failure a method answers when its adapter's code cannot be loaded (e.g. offline). */
export type LoadFailure = (message: string, method: string) => unknown;

const networkFailure: LoadFailure = (message) => portError('network', message);

/**
 * A port whose adapter is built on its first call, so the adapter's code and the validators it
 * imports stay out of the first-load bundle. Every port method is async and answers a Result;
 * a failed load answers `fail(failure(…))` and is retried on the next call.
 */
export function lazyPort<T extends object>(load: () => Promise<T>, failure: LoadFailure = networkFailure): T {
  let adapter: Promise<T> | null = null;
  const handler: ProxyHandler<T> = {
    get(_target, method) {
      // Not a thenable, and no other properties: ports have methods only.
      if (typeof method !== 'string' || method === 'then') return undefined;
      return async (...args: unknown[]): Promise<unknown> => {
        adapter ??= load();
        try {
          const target = (await adapter) as Record<string, (...params: unknown[]) => unknown>;
          return await target[method]!(...args);
        } catch (error) {
          adapter = null;
          return fail(failure(`${method}: ${error instanceof Error ? error.message : String(error)}`, method));
        }
      };
    },
  };
  return new Proxy({} as T, handler);
}
