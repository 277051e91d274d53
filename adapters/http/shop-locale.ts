import type { Country } from '../../ports/model/country';
import { isLanguage, type LanguageCode } from '../../ports/model/shop-context';

/** The shop's countries (spec 3 Country table); the http family may not import src/domain. */
export const KNOWN_COUNTRIES: readonly Readonly<Country>[] = [
  { id: 5, isoAlpha2: 'DE', title: 'Germany', taxTitle: '19% Ust.' },
  { id: 13, isoAlpha2: 'AT', title: 'Austria', taxTitle: '20% Ust.' },
  { id: 146, isoAlpha2: 'RO', title: 'Romania', taxTitle: '21% TVA' },
];

/** Spec 9: unknown locales and countries fall back to Austria. */
export const DEFAULT_COUNTRY_ID = 13;

export const countryById = (id: number): Readonly<Country> | null => KNOWN_COUNTRIES.find((country) => country.id === id) ?? null;

export const countryByIso = (iso: string): Readonly<Country> | null =>
  KNOWN_COUNTRIES.find((country) => country.isoAlpha2 === iso.toUpperCase()) ?? null;

const LOCALE_FOR_LANGUAGE: Readonly<Record<LanguageCode, string>> = { de: 'de_DE', ro: 'ro_RO', en: 'en_US' };

/** api_locale wants a locale (ro_RO); ports sometimes hand a language (ro). */
export const apiLocale = (languageOrLocale: string): string =>
  isLanguage(languageOrLocale) ? LOCALE_FOR_LANGUAGE[languageOrLocale] : languageOrLocale;
