import { DEFAULT_LANGUAGE, languageOf } from '../../adapters/fake/fake-language';
import type { SeedData } from '../../adapters/fake/seed/seed-types';
import type { LanguageCode, ShopContext } from '../../ports/model/shop-context';

/** The shipped store (spec 1), for calls that name no locale, country or satellite. */
export const DEFAULT_LOCALE = 'ro_RO';
export const DEFAULT_SATELLITE = 'RO';

const configOf = (data: SeedData, locale: string) => data.localeConfigs[locale] ?? data.localeConfigs[DEFAULT_LOCALE];

/** The shopper's context as a call gives it: a locale (or the shop's), and a country when it names one. */
export function contextOf(data: SeedData, locale: string | null, countryId?: number): ShopContext {
  const code = locale === null || locale === '' ? DEFAULT_LOCALE : locale;
  return {
    language: languageOf(code, DEFAULT_LANGUAGE),
    locale: code,
    countryId: countryId ?? configOf(data, code)?.countryId ?? 0,
    satellite: DEFAULT_SATELLITE,
  };
}

/** The language of a country's first locale: texts of calls that carry a country only (get_pse). */
export function languageOfCountry(data: SeedData, countryId: number | undefined): LanguageCode {
  const config = Object.values(data.localeConfigs).find((candidate) => candidate.countryId === countryId);
  return config?.language ?? DEFAULT_LANGUAGE;
}

/** A numeric query or path value; undefined when absent or not a number. */
export function numberOf(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
