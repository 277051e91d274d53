import type { Country } from '../../ports/model/country';

export const GERMANY: Readonly<Country> = Object.freeze({ id: 5, isoAlpha2: 'DE', title: 'Germany', taxTitle: '19% Ust.' });
export const AUSTRIA: Readonly<Country> = Object.freeze({ id: 13, isoAlpha2: 'AT', title: 'Austria', taxTitle: '20% Ust.' });
export const ROMANIA: Readonly<Country> = Object.freeze({ id: 146, isoAlpha2: 'RO', title: 'Romania', taxTitle: '21% TVA' });

export const COUNTRY_LOCALES: readonly { locale: string; country: Readonly<Country> }[] = [
  { locale: 'de_DE', country: GERMANY },
  { locale: 'de_AT', country: AUSTRIA },
  { locale: 'ro_RO', country: ROMANIA },
];

export const COUNTRIES: readonly Readonly<Country>[] = COUNTRY_LOCALES.map((entry) => entry.country);

export const DEFAULT_COUNTRY = AUSTRIA;

export const countryForLocale = (locale: string): Readonly<Country> =>
  COUNTRY_LOCALES.find((entry) => entry.locale === locale)?.country ?? DEFAULT_COUNTRY;

export const countryById = (id: number): Readonly<Country> | null => COUNTRIES.find((country) => country.id === id) ?? null;
