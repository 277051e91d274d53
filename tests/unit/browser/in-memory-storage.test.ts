import { describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';

describe('InMemoryStorage', () => {
  it('stores, removes and clears values', () => {
    const storage = new InMemoryStorage({ cart_id: '5' });
    expect(storage.get('cart_id')).toBe('5');
    storage.set('delivery_id', '77');
    storage.remove('cart_id');
    expect(storage.dump()).toEqual({ delivery_id: '77' });
    storage.clearAll();
    expect(storage.get('delivery_id')).toBeNull();
  });

  it.each([
    ['a new value', '9', '9'],
    ['a removal', null, null],
  ])('simulates a second tab writing %s', (_label, value, stored) => {
    const storage = new InMemoryStorage({ cart_id: '5' });
    const listener = vi.fn();
    storage.onExternalChange(listener);
    storage.simulateExternalChange('cart_id', value);
    expect(storage.get('cart_id')).toBe(stored);
    expect(listener).toHaveBeenCalledWith('cart_id');
  });

  it('does not report its own writes, nor after unsubscribe', () => {
    const storage = new InMemoryStorage();
    const listener = vi.fn();
    const stop = storage.onExternalChange(listener);
    storage.set('cart_id', '1');
    stop();
    storage.simulateExternalChange('cart_id', '2');
    expect(listener).not.toHaveBeenCalled();
  });

  it('is a Web Storage too, where the fakes keep their records', () => {
    const storage = new InMemoryStorage({ cart_id: '5' });
    storage.setItem('fake-carts', '[]');
    expect([storage.length, storage.key(1), storage.getItem('cart_id')]).toEqual([2, 'fake-carts', '5']);
    storage.removeItem('cart_id');
    expect(storage.get('cart_id')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
