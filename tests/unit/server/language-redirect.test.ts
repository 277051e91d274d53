import { describe, expect, it } from 'vitest';
import { languageRedirect } from '../../../src/server/language-redirect';

const redirectOf = (path: string) => languageRedirect(new URL(`https://shop.example${path}`), 'ro');

describe('a URL that names its language the wrong way is sent to the one that names it right', () => {
  it("sends the shop's own language under its code to the plain path", () => {
    expect(redirectOf('/ro/product/7?page=2')).toBe('/product/7?page=2');
    expect(redirectOf('/ro')).toBe('/');
  });

  it('sends the old ?lang= query to the language prefix, keeping the rest of the query', () => {
    expect(redirectOf('/products?lang=en&sort=priceLowToHigh')).toBe('/en/products?sort=priceLowToHigh');
    expect(redirectOf('/de/products?lang=ro')).toBe('/products');
  });

  it('leaves URLs that name their language right, or a language that is none, alone', () => {
    expect(redirectOf('/en/product/7')).toBeNull();
    expect(redirectOf('/product/7')).toBeNull();
    expect(redirectOf('/product/7?lang=fr')).toBeNull();
  });
});
