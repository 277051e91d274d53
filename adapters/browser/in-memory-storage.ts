import type { StorageKey, StoragePort } from '../../ports/storage-port';

/**
 * The browser's storage in memory: the storage port of tests (with a second tab's writes
 * simulated), and a Web Storage (`getItem`, `setItem`, …) where the fakes keep their records
 * outside the browser (the fake backend, tests).
 */
export class InMemoryStorage implements StoragePort, Storage {
  private readonly values = new Map<string, string>();
  private readonly listeners = new Set<(key: StorageKey) => void>();

  constructor(initial: Partial<Record<StorageKey, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) {
      if (value !== undefined) this.values.set(key, value);
    }
  }

  get(key: StorageKey): string | null {
    return this.getItem(key);
  }

  set(key: StorageKey, value: string): void {
    this.setItem(key, value);
  }

  remove(key: StorageKey): void {
    this.removeItem(key);
  }

  clearAll(): void {
    this.clear();
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

  get length(): number {
    return this.values.size;
  }

  clear(): void {
    this.values.clear();
  }

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }

  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
}
