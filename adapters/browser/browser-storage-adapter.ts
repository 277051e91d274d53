import { SESSION_STORAGE_KEYS, type StorageKey, type StoragePort } from '../../ports/storage-port';
import { STORAGE_KEYS, isStorageKey } from './storage-keys';

type StorageName = 'localStorage' | 'sessionStorage';
type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const browserStorage = (name: StorageName): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
};

const attempt = <T>(run: () => T, otherwise: T): T => {
  try {
    return run();
  } catch {
    return otherwise;
  }
};

export class BrowserStorageAdapter implements StoragePort {
  private readonly local: Storage | null;
  private readonly session: Storage | null;
  private readonly events: EventSource | null;

  constructor(
    local: Storage | null = browserStorage('localStorage'),
    session: Storage | null = browserStorage('sessionStorage'),
    events: EventSource | null = typeof window === 'undefined' ? null : window,
  ) {
    this.local = local;
    this.session = session;
    this.events = events;
  }

  get(key: StorageKey): string | null {
    return attempt(() => this.areaOf(key)?.getItem(key) ?? null, null);
  }

  set(key: StorageKey, value: string): void {
    attempt(() => this.areaOf(key)?.setItem(key, value), undefined);
  }

  remove(key: StorageKey): void {
    attempt(() => this.areaOf(key)?.removeItem(key), undefined);
  }

  /** Removes the app's own keys only: other data of the origin (the fake server's, say) is not the app's to clear. */
  clearAll(): void {
    attempt(() => STORAGE_KEYS.forEach((key) => this.local?.removeItem(key)), undefined);
    attempt(() => this.session?.clear(), undefined);
  }

  private areaOf(key: StorageKey): Storage | null {
    return (SESSION_STORAGE_KEYS as readonly StorageKey[]).includes(key) ? this.session : this.local;
  }

  onExternalChange(listener: (key: StorageKey) => void): () => void {
    const events = this.events;
    if (events === null) return () => undefined;
    const handle = (event: StorageEvent): void => {
      if (event.storageArea !== null && event.storageArea !== this.local) return;
      if (event.key === null) STORAGE_KEYS.forEach((key) => listener(key));
      else if (isStorageKey(event.key)) listener(event.key);
    };
    events.addEventListener('storage', handle);
    return () => events.removeEventListener('storage', handle);
  }
}
