type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks a promise with its state as it settles (the fields React's `use` reads), so a screen
 * that asks again for something already loaded reads it at once instead of suspending: `use`
 * can then be called on every render, never conditionally.
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Tracked<T>;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}
