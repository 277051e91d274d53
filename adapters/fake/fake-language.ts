import type { LanguageCode } from '../../ports/model/shop-context';

/** Used where a port call carries no language (cart lines, delivery delays): the shipped Romanian store. */
export const DEFAULT_LANGUAGE: LanguageCode = 'ro';

export function languageOf(localeOrLanguage: string, fallback: LanguageCode = DEFAULT_LANGUAGE): LanguageCode {
  const code = localeOrLanguage.slice(0, 2).toLowerCase();
  return code === 'de' || code === 'ro' || code === 'en' ? code : fallback;
}
