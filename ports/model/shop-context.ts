export type LanguageCode = 'de' | 'ro' | 'en';

/** The interface languages, in the order the shop offers them. */
export const LANGUAGES: readonly LanguageCode[] = ['de', 'ro', 'en'];

export const isLanguage = (value: string | null): value is LanguageCode =>
  (LANGUAGES as readonly (string | null)[]).includes(value);

/** Who and where the shopper is: sent with most catalog and config calls. */
export interface ShopContext {
  language: LanguageCode;
  /** e.g. ro_RO, de_DE, de_AT, en_US */
  locale: string;
  countryId: number;
  satellite: string;
}
