import { inject, injectable } from 'inversify';
import { observable } from 'mobx';
import { CLOCK_PORT, type ClockPort } from '../../ports/clock-port';
import type { Result } from '../../ports/model/result';
import { observeStore } from './observe-store';

/** Refetch timings from the spec (section 9); it gives no unit, so they are read as seconds. */
export const STALE_AFTER_LONG_S = 30;
export const STALE_AFTER_SHORT_S = 60;
export const RETENTION_S = 300;
const MAX_ENTRIES = 300;

export interface CacheEntry {
  value: unknown;
  fetchedAt: number;
  refreshing: boolean;
}

/**
 * A bounded read cache for catalog, content and configuration data. Fresh entries are
 * served without a request; stale ones are served and refreshed in the background;
 * entries past retention are dropped. Never used for the cart or the session.
 */
@injectable()
export class QueryCache {
  /** The answers held; read them through fetch and peek (the server reads them all to hand them over). */
  readonly entries = observable.map<string, CacheEntry>({}, { deep: false });
  private readonly inFlight = new Map<string, Promise<Result<unknown, unknown>>>();
  private readonly waiting: (() => void)[] = [];
  /** The reads whose last attempt failed, to ask again when the connection returns. */
  private readonly failed = new Map<string, () => Promise<Result<unknown, unknown>>>();

  constructor(@inject(CLOCK_PORT) private readonly clock: ClockPort) {
    observeStore<QueryCache, 'inFlight' | 'waiting' | 'failed'>(this, arguments, {
      inFlight: false,
      waiting: false,
      failed: false,
    });
  }

  /** Asks again every read whose last attempt failed (the connection has returned). */
  retryFailed(): void {
    for (const [key, load] of [...this.failed]) void this.load(key, load);
  }

  /** The cached value when it is still retained, or undefined. */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.age(entry) > RETENTION_S) return undefined;
    return entry.value as T;
  }

  async fetch<T, E>(key: string, load: () => Promise<Result<T, E>>, staleAfterS = STALE_AFTER_LONG_S): Promise<Result<T, E>> {
    const entry = this.entries.get(key);
    if (entry && this.age(entry) <= RETENTION_S) {
      if (this.age(entry) > staleAfterS && !entry.refreshing) {
        entry.refreshing = true;
        void this.load(key, load);
      }
      return { ok: true, value: entry.value as T };
    }
    return this.load(key, load);
  }

  /** Drops one answer, so the next fetch asks again. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  invalidate(prefix = ''): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Resolves once no read is in flight: true when one was, false (at once) when none was. */
  idle(): Promise<boolean> {
    return new Promise((resolve) => (this.inFlight.size ? this.waiting.push(() => resolve(true)) : resolve(false)));
  }

  private load<T, E>(key: string, load: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<Result<T, E>>;
    const request = load().then((result) => {
      this.inFlight.delete(key);
      if (result.ok) this.failed.delete(key);
      else this.failed.set(key, load);
      this.store(key, result);
      if (!this.inFlight.size) this.waiting.splice(0).forEach((resolve) => resolve());
      return result;
    });
    this.inFlight.set(key, request);
    return request;
  }

  private store(key: string, result: Result<unknown, unknown>): void {
    const entry = this.entries.get(key);
    if (!result.ok) {
      if (entry) entry.refreshing = false;
      return;
    }
    this.entries.delete(key);
    this.entries.set(key, { value: result.value, fetchedAt: this.clock.now(), refreshing: false });
    this.evict();
  }

  private evict(): void {
    const now = this.clock.now();
    for (const [key, entry] of this.entries) {
      if ((now - entry.fetchedAt) / 1000 > RETENTION_S) this.entries.delete(key);
    }
    // Map order is insertion order, and store() re-inserts, so the first keys are the oldest.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(key);
    }
  }

  private age(entry: CacheEntry): number {
    return (this.clock.now() - entry.fetchedAt) / 1000;
  }
}
