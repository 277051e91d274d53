import type { LoggerPort } from '../../ports/logger-port';
import type { StorageKey, StoragePort } from '../../ports/storage-port';

/** Removes a stored value that failed its check, with a warning, so it is not read and ignored again on every visit. */
export function dropStored(storage: StoragePort, log: LoggerPort, key: StorageKey): void {
  log.warn(`Removed invalid stored ${key}`);
  storage.remove(key);
}

/** Reads one stored value through its check (null: it fails); a value that fails is removed with a warning. */
export function readStored<T>(
  storage: StoragePort,
  log: LoggerPort,
  key: StorageKey,
  check: (raw: string) => T | null,
): T | null {
  const raw = storage.get(key);
  if (raw === null) return null;
  const value = check(raw);
  if (value === null) dropStored(storage, log, key);
  return value;
}
