import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { PortError, Result } from '../../ports/model/result';
import { STALE_AFTER_LONG_S, type QueryCache } from './query-cache';

export interface CachedQueryOptions<T> {
  cache: QueryCache;
  /** What is asked, without language and country; null while there is nothing to ask yet. */
  identity: () => string | null;
  /** Language and country the answer depends on ('' when it depends on neither). */
  scope?: () => string;
  load: () => Promise<Result<T>>;
  /** Seconds after which a cached answer is refreshed in the background (the spec's refetch timings). */
  staleAfterS?: number;
}

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A read that goes through the root's QueryCache. `value` reads the cache synchronously
 * (cache.peek), so a screen that was already seen renders at once with no skeleton and no
 * request inside the refetch window; stale entries are served and refreshed in the background.
 * When only the language or country changes, the previous answer stays visible while the new
 * one loads, so prices re-render at once instead of flashing a skeleton.
 * Use it for catalog reads keyed by what is asked (watch()); for a read with an initial value, a
 * post-processing loader or ensure()/reload() semantics, use Resource.
 */
export class CachedQuery<T> {
  status: QueryStatus = 'idle';
  error: PortError | null = null;
  private last: { identity: string; value: T } | null = null;
  private generation = 0;

  constructor(private readonly options: CachedQueryOptions<T>) {
    makeAutoObservable<CachedQuery<T>, 'options' | 'last' | 'generation'>(
      this,
      { options: false, last: observableRef, generation: false },
      { autoBind: true },
    );
  }

  get identity(): string | null {
    return this.options.identity();
  }

  get key(): string | null {
    const identity = this.identity;
    if (identity === null) return null;
    const scope = this.options.scope?.() ?? '';
    return scope === '' ? identity : `${identity}@${scope}`;
  }

  get value(): T | undefined {
    const key = this.key;
    if (key === null) return undefined;
    const cached = this.options.cache.peek<T>(key);
    if (cached !== undefined) return cached;
    return this.last !== null && this.last.identity === this.identity ? this.last.value : undefined;
  }

  /** Nothing to show yet and nothing failed: show a skeleton. */
  get isLoading(): boolean {
    return this.key !== null && this.value === undefined && this.status !== 'error';
  }

  /** Nothing to show because the load failed. */
  get failed(): boolean {
    return this.key !== null && this.value === undefined && this.status === 'error';
  }

  get notFound(): boolean {
    return this.failed && this.error?.kind === 'not-found';
  }

  async load(): Promise<void> {
    const key = this.key;
    const identity = this.identity;
    if (key === null || identity === null) return;
    const generation = ++this.generation;
    this.status = 'loading';
    const result = await this.options.cache.fetch(key, this.options.load, this.options.staleAfterS ?? STALE_AFTER_LONG_S);
    runInAction(() => {
      if (generation !== this.generation) return;
      if (result.ok) {
        this.last = { identity, value: result.value };
        this.status = 'ready';
        this.error = null;
      } else {
        this.status = 'error';
        this.error = result.error;
      }
    });
  }

  /** Asks again, past the cache (after a write changed the answer); the last answer stays visible meanwhile. */
  async refresh(): Promise<void> {
    const key = this.key;
    if (key === null) return;
    this.options.cache.forget(key);
    await this.load();
  }

  /** Loads now and again whenever what is asked (or its language/country) changes. Returns the disposer. */
  watch(): () => void {
    return reaction(
      () => this.key,
      () => void this.load(),
      { fireImmediately: true },
    );
  }
}
