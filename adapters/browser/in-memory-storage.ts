import type { StorageKey, StoragePort } from '../../ports/storage-port';

export class InMemoryStorage implements StoragePort {
  private readonly values = new Map<StorageKey, string>();
  private readonly listeners = new Set<(key: StorageKey) => void>();

  constructor(initial: Partial<Record<StorageKey, string>> = {}) {
    for (const [key, value] of Object.entries(initial) as [StorageKey, string | undefined][]) {
      if (value !== undefined) this.values.set(key, value);
    }
  }

  get(key: StorageKey): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: StorageKey, value: string): void {
    this.values.set(key, value);
  }

  remove(key: StorageKey): void {
    this.values.delete(key);
  }

  clearAll(): void {
    this.values.clear();
  }

  onExternalChange(listener: (key: StorageKey) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  simulateExternalChange(key: StorageKey, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    [...this.listeners].forEach((listener) => listener(key));
  }

  dump(): Partial<Record<StorageKey, string>> {
    return Object.fromEntries(this.values);
  }
}
