import { makeObservable, observable, runInAction } from 'mobx';
import { tracked } from '../domain/tracked-promise';
import { rethrowAsLoadFailure } from './code-load-failure';

/**
 * A group of stores whose code arrives with its screens, so the first load does not carry it.
 * Loaded once, on first use; a failed download can be tried again.
 */
export class LazyFeature<T> {
  value: T | undefined = undefined;
  private pending: Promise<T> | undefined;

  constructor(private readonly importer: () => Promise<T>) {
    makeObservable(this, { value: observable }, { deep: false });
  }

  load(): Promise<T> {
    this.pending ??= tracked(
      this.importer().then(
        (feature) => {
          runInAction(() => (this.value = feature));
          return feature;
        },
        (error: unknown) => {
          this.pending = undefined;
          return rethrowAsLoadFailure(error);
        },
      ),
    );
    return this.pending;
  }

  /** Starts the download ahead of the screen that needs it; a failure shows when the screen loads it. */
  preload(): void {
    this.load().catch(() => undefined);
  }
}
