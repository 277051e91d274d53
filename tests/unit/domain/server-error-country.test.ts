import { describe, expect, it } from 'vitest';
import { errorPageCountry } from '../../../src/domain/server-error-country';

describe('errorPageCountry', () => {
  it.each([
    ['www.shop.de', 'de'],
    ['shop.at', 'at'],
    ['www.magazin.ro', 'ro'],
    ['WWW.SHOP.RO', 'ro'],
    ['shop.de.', 'de'],
    ['shop.com', 'en'],
    ['localhost', 'en'],
    ['shop.de.example.com', 'en'],
    ['shopde', 'en'],
    ['', 'en'],
  ])('%j → %s', (host, country) => {
    expect(errorPageCountry(host)).toBe(country);
  });
});
