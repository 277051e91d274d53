// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorageKey } from '../../../ports/storage-port';
import { BrowserStorageAdapter } from '../../../adapters/browser/browser-storage-adapter';

const brokenStorage = (): Storage => {
  const fail = (): never => {
    throw new DOMException('quota', 'QuotaExceededError');
  };
  return { length: 0, key: fail, getItem: fail, setItem: fail, removeItem: fail, clear: fail };
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('BrowserStorageAdapter', () => {
  it('reads, writes and removes keys in local storage', () => {
    const storage = new BrowserStorageAdapter();
    storage.set('cart_id', '42');
    expect(localStorage.getItem('cart_id')).toBe('42');
    expect(storage.get('cart_id')).toBe('42');
    storage.remove('cart_id');
    expect(storage.get('cart_id')).toBeNull();
  });

  it("keeps the review badge in session storage, for the tab's session only", () => {
    const storage = new BrowserStorageAdapter();
    storage.set('review_badge', '{"badge":1}');
    expect(sessionStorage.getItem('review_badge')).toBe('{"badge":1}');
    expect(localStorage.getItem('review_badge')).toBeNull();
    expect(storage.get('review_badge')).toBe('{"badge":1}');
    storage.remove('review_badge');
    expect(sessionStorage.getItem('review_badge')).toBeNull();
  });

  it("clearAll removes the app's keys and empties session storage, leaving the origin's other data", () => {
    localStorage.setItem('cart_id', '42');
    localStorage.setItem('jwtToken', 't');
    localStorage.setItem('someone-else', 'kept');
    sessionStorage.setItem('badge', 'x');
    new BrowserStorageAdapter().clearAll();
    expect([localStorage.getItem('cart_id'), localStorage.getItem('jwtToken'), sessionStorage.length]).toEqual([null, null, 0]);
    expect(localStorage.getItem('someone-else')).toBe('kept');
    localStorage.clear();
  });

  it.each([
    ['get', (s: BrowserStorageAdapter) => s.get('cart_id')],
    ['set', (s: BrowserStorageAdapter) => s.set('cart_id', '1')],
    ['remove', (s: BrowserStorageAdapter) => s.remove('cart_id')],
    ['clearAll', (s: BrowserStorageAdapter) => s.clearAll()],
  ])('%s never throws when storage fails', (_name, run) => {
    const storage = new BrowserStorageAdapter(brokenStorage(), brokenStorage());
    expect(() => run(storage)).not.toThrow();
    expect(storage.get('cart_id')).toBeNull();
  });

  it('works without any storage at all', () => {
    const storage = new BrowserStorageAdapter(null, null, null);
    storage.set('cart_id', '1');
    expect(storage.get('cart_id')).toBeNull();
    expect(() => storage.onExternalChange(() => undefined)()).not.toThrow();
  });

  it.each([
    ['a known key', 'cart_id', ['cart_id']],
    ['another known key', 'jwtToken', ['jwtToken']],
    ['an unknown key', 'somethingElse', []],
    ['a prototype name', 'constructor', []],
  ])('reports %s from another tab', (_label, key, reported) => {
    const storage = new BrowserStorageAdapter();
    const seen: StorageKey[] = [];
    storage.onExternalChange((changed) => seen.push(changed));
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    expect(seen).toEqual(reported);
  });

  it('reports every key when another tab clears storage', () => {
    const storage = new BrowserStorageAdapter();
    const listener = vi.fn();
    storage.onExternalChange(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledWith('cart_id');
    expect(listener).toHaveBeenCalledWith('jwtToken');
  });

  it('ignores session storage events and stops after unsubscribe', () => {
    const storage = new BrowserStorageAdapter();
    const listener = vi.fn();
    const stop = storage.onExternalChange(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart_id', storageArea: sessionStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart_id', storageArea: localStorage }));
    expect(listener).not.toHaveBeenCalled();
  });
});
