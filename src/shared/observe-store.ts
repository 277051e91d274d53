import { makeAutoObservable, type AnnotationsMap } from 'mobx';

/**
 * Makes a store observable, with its methods bound: its own fields are its state, and what the
 * container passed to its constructor (ports, other stores, configuration) is not. A store calls it
 * last in its constructor with the constructor's `arguments`, so that no collaborator is named twice;
 * `overrides` names only the store's own fields that are not plain state.
 */
export function observeStore<T extends object, Own extends PropertyKey = never>(
  store: T,
  injected: ArrayLike<unknown>,
  overrides?: AnnotationsMap<T, NoInfer<Own>>,
): void {
  // Only objects are collaborators: an injected value (a language code) may be a field's first state.
  const collaborators = new Set<unknown>(
    Array.from(injected).filter((value) => (typeof value === 'object' && value !== null) || typeof value === 'function'),
  );
  const fields = Object.entries(store).filter(([, value]) => collaborators.has(value));
  const annotations = { ...Object.fromEntries(fields.map(([key]) => [key, false])), ...overrides };
  makeAutoObservable(store, annotations as AnnotationsMap<T, never>, { autoBind: true });
}
