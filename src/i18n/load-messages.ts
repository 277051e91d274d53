import type { MessageFormatElement } from 'react-intl';
import type { LanguageCode } from '../../ports/model/shop-context';

export type Messages = Record<string, MessageFormatElement[]>;

const catalogs: Record<LanguageCode, () => Promise<{ default: unknown }>> = {
  de: () => import('./compiled/de.json'),
  ro: () => import('./compiled/ro.json'),
  en: () => import('./compiled/en.json'),
};

export async function loadMessages(language: LanguageCode): Promise<Messages> {
  const module = await catalogs[language]();
  return module.default as Messages;
}

/** BCP 47 tag for Intl formatting of the interface language. */
export const intlLocale: Record<LanguageCode, string> = { de: 'de-DE', ro: 'ro-RO', en: 'en-GB' };
