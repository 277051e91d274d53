import type { MessageFormatElement } from 'react-intl';
import type { LanguageCode } from '../../ports/model/shop-context';

export type Messages = Record<string, MessageFormatElement[]>;

type Catalog = () => Promise<{ default: unknown }>;

const shell: Record<LanguageCode, Catalog> = {
  de: () => import('./compiled/de.json'),
  ro: () => import('./compiled/ro.json'),
  en: () => import('./compiled/en.json'),
};

export async function loadMessages(language: LanguageCode): Promise<Messages> {
  const module = await shell[language]();
  return module.default as Messages;
}

/** BCP 47 tag for Intl formatting of the interface language. */
export const intlLocale: Record<LanguageCode, string> = { de: 'de-DE', ro: 'ro-RO', en: 'en-GB' };
