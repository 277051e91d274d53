import { describe, expect, it } from 'vitest';
import { AUSTRIA, COUNTRIES, DEFAULT_COUNTRY, countryById, countryForLocale } from '../../../src/domain/countries';

describe('country table', () => {
  it.each([
    ['de_DE', 5, 'DE', '19% Ust.'],
    ['de_AT', 13, 'AT', '20% Ust.'],
    ['ro_RO', 146, 'RO', '21% TVA'],
  ])('%s is id %i, %s, %s', (locale, id, iso, taxTitle) => {
    expect(countryForLocale(locale)).toMatchObject({ id, isoAlpha2: iso, taxTitle });
    expect(countryById(id)).toBe(countryForLocale(locale));
  });

  it.each(['en_US', 'fr_FR', '', 'ro-RO', 'constructor', '__proto__'])('unknown locale %j falls back to Austria', (locale) => {
    expect(countryForLocale(locale)).toBe(AUSTRIA);
  });

  it('defaults to Austria, id 13', () => {
    expect(DEFAULT_COUNTRY.id).toBe(13);
    expect(DEFAULT_COUNTRY.isoAlpha2).toBe('AT');
  });

  it.each([0, 1, 99, -5])('has no country with id %i', (id) => {
    expect(countryById(id)).toBeNull();
  });

  it('lists exactly the three shop countries', () => {
    expect(COUNTRIES.map((country) => country.id)).toEqual([5, 13, 146]);
  });
});
