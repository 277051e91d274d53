import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PortError, Result } from '../../ports/model/result';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One piece of server data a screen shows: its value, loading state and retry.
 * Use it for a read loaded on demand (ensure()/reload()) that holds its own value: an initial value
 * kept from storage, or a loader that combines or post-processes cache reads (shop settings, menu,
 * content, URL resolution). For a catalog read that follows observable parameters, language and
 * country, and must render a cached answer at once, use CachedQuery.
 */
export class Resource<T, E = PortError> {
  status: ResourceStatus = 'idle';
  value: T | undefined = undefined;
  error: E | undefined = undefined;
  private generation = 0;
  private loading: Promise<void> = Promise.resolve();

  /** An initial value (e.g. kept from the last visit) shows at once; the first ensure() still refreshes it. */
  constructor(
    private readonly loader: () => Promise<Result<T, E>>,
    initial?: T,
  ) {
    if (initial !== undefined) {
      this.value = initial;
      this.status = 'ready';
    }
    // The value is replaced, never changed in place: observing the reference is enough, and a large
    // answer is not copied into observables.
    makeAutoObservable<Resource<T, E>, 'loader' | 'generation' | 'loading'>(
      this,
      { loader: false, generation: false, loading: false, value: observableRef, error: observableRef },
      { autoBind: true },
    );
  }

  /** Loads unless already loaded or loading; resolves once there is a value or an error. */
  ensure(): Promise<void> {
    if (this.generation > 0 && this.status === 'ready') return Promise.resolve();
    if (this.generation > 0 && this.status === 'loading') return this.loading;
    return this.reload();
  }

  reload(): Promise<void> {
    this.loading = this.load();
    return this.loading;
  }

  private async load(): Promise<void> {
    const generation = ++this.generation;
    if (this.value === undefined) this.status = 'loading';
    const result = await this.loader();
    if (generation !== this.generation) return;
    runInAction(() => {
      if (result.ok) {
        this.value = result.value;
        this.error = undefined;
        this.status = 'ready';
      } else {
        this.error = result.error;
        this.status = this.value === undefined ? 'error' : 'ready';
      }
    });
  }

  get isLoading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }
}
