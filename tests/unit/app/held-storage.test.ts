import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { HeldStorage } from '../../../src/app/held-storage';

describe('the storage a server-rendered page hydrates with', () => {
  it('reads the shopper’s country and sales bar choices as not stored until released, and everything else as stored', () => {
    const stored = new InMemoryStorage({ country_id: '54', tax_title: 'DE 19%', salesBarVisible: 'hidden', cart_id: '7' });
    const held = new HeldStorage(stored);

    expect([held.get('country_id'), held.get('tax_title'), held.get('salesBarVisible')]).toEqual([null, null, null]);
    expect(held.get('cart_id')).toBe('7');
    held.release();
    expect([held.get('country_id'), held.get('tax_title'), held.get('salesBarVisible')]).toEqual(['54', 'DE 19%', 'hidden']);
  });

  it('writes through while holding', () => {
    const stored = new InMemoryStorage();
    new HeldStorage(stored).set('country_id', '13');
    expect(stored.get('country_id')).toBe('13');
  });
});
