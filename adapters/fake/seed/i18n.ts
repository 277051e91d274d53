import type { LanguageCode } from '../../../ports/model/shop-context';

export type I18n = Readonly<Record<LanguageCode, string>>;

export const LANGUAGES: readonly LanguageCode[] = ['de', 'ro', 'en'];

export const t = (de: string, ro: string, en: string): I18n => ({ de, ro, en });

export const same = (text: string): I18n => ({ de: text, ro: text, en: text });

export const mapI18n = (text: I18n, map: (value: string, language: LanguageCode) => string): I18n => ({
  de: map(text.de, 'de'),
  ro: map(text.ro, 'ro'),
  en: map(text.en, 'en'),
});

export const i18nOf = (build: (language: LanguageCode) => string): I18n => ({
  de: build('de'),
  ro: build('ro'),
  en: build('en'),
});
