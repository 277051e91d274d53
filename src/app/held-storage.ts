import type { StorageKey, StoragePort } from '../../ports/storage-port';

/** The shopper's own choices that shape a page's first render: the server renders without them. */
export const CHOICES_HELD_UNTIL_HYDRATED: readonly StorageKey[] = ['country_id', 'tax_title', 'salesBarVisible'];

/**
 * The browser's storage with the shopper's choices held back (read as not stored) until the page
 * rendered on the server has hydrated, so that its stores first render what the server did.
 * Writes and every other key pass through.
 */
export class HeldStorage implements StoragePort {
  private held = true;

  constructor(private readonly storage: StoragePort) {}

  get(key: StorageKey): string | null {
    return this.held && CHOICES_HELD_UNTIL_HYDRATED.includes(key) ? null : this.storage.get(key);
  }

  set(key: StorageKey, value: string): void {
    this.storage.set(key, value);
  }

  remove(key: StorageKey): void {
    this.storage.remove(key);
  }

  clearAll(): void {
    this.storage.clearAll();
  }

  onExternalChange(listener: (key: StorageKey) => void): () => void {
    return this.storage.onExternalChange(listener);
  }

  /** From now on every stored choice reads as stored. */
  release(): void {
    this.held = false;
  }
}
