import { describe, expect, it } from 'vitest';
import { loggablePath } from '../../../src/server/loggable-path';

const logged = (path: string) => loggablePath(new URL(path, 'https://shop.example'), 'ro');

describe('the path a log line holds', () => {
  it('keeps a catalogue path and the names of its query parameters, not their values', () => {
    expect(logged('/en/shop-grid-standard/7?page=2&sort=price&page=3')).toBe('/en/shop-grid-standard/7?page&sort');
    expect(logged('/product/12')).toBe('/product/12');
    expect(logged('/cart?email=ana@example.com')).toBe('/cart?email');
  });

  it("keeps only the first segment of the shopper's own pages and of a search", () => {
    expect(logged('/guest/order/9f8e7d')).toBe('/guest/…');
    expect(logged('/account/orders/123')).toBe('/account/…');
    expect(logged('/de/search/ana@example.com')).toBe('/de/search/…');
    expect(logged('/ro/order-placed/55')).toBe('/ro/order-placed/…');
  });
});
