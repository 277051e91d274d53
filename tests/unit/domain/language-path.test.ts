import { describe, expect, it } from 'vitest';
import { languagePrefix, localizedPath, splitLanguagePath } from '../../../src/domain/language-path';

describe('each language has its own URL', () => {
  it("keeps the shop's own language at the plain path", () => {
    expect(splitLanguagePath('/product/7', 'ro')).toEqual({ language: 'ro', path: '/product/7', redundant: false });
    expect(localizedPath('/product/7', 'ro', 'ro')).toBe('/product/7');
  });

  it('puts every other language under its code', () => {
    expect(splitLanguagePath('/en/product/7', 'ro')).toEqual({ language: 'en', path: '/product/7', redundant: false });
    expect(splitLanguagePath('/de', 'ro')).toEqual({ language: 'de', path: '/', redundant: false });
    expect(localizedPath('/product/7', 'en', 'ro')).toBe('/en/product/7');
    expect(localizedPath('/', 'de', 'ro')).toBe('/de');
    expect(localizedPath('/', 'ro', 'ro')).toBe('/');
    expect(languagePrefix('de', 'ro')).toBe('/de');
  });

  it("says a prefix naming the shop's own language is redundant", () => {
    expect(splitLanguagePath('/ro/product/7', 'ro')).toEqual({ language: 'ro', path: '/product/7', redundant: true });
  });

  it('reads a path that only starts like a language as a page of the shop', () => {
    expect(splitLanguagePath('/entertainment', 'de')).toEqual({ language: 'de', path: '/entertainment', redundant: false });
    expect(splitLanguagePath('/fr/x', 'de').path).toBe('/fr/x');
  });
});
