import type { MessageFormatElement } from 'react-intl';
import type { LanguageCode } from '../../ports/model/shop-context';

export type Messages = Record<string, MessageFormatElement[]>;

type Catalog = () => Promise<{ default: unknown }>;

const shell: Record<LanguageCode, Catalog> = {
  de: () => import('./compiled/de.json'),
  ro: () => import('./compiled/ro.json'),
  en: () => import('./compiled/en.json'),
};

/** The customer screens' messages, downloaded with those screens. */
const account: Record<LanguageCode, Catalog> = {
  de: () => import('./compiled/account-de.json'),
  ro: () => import('./compiled/account-ro.json'),
  en: () => import('./compiled/account-en.json'),
};

export async function loadMessages(language: LanguageCode): Promise<Messages> {
  const module = await shell[language]();
  return module.default as Messages;
}

const accountLoads = new Map<LanguageCode, Promise<Messages>>();

/** One download per language; the same promise every time, so a suspended screen can wait on it. */
export function loadAccountMessages(language: LanguageCode): Promise<Messages> {
  let load = accountLoads.get(language);
  if (load === undefined) {
    load = account[language]().then((module) => module.default as Messages);
    load.catch(() => accountLoads.delete(language));
    accountLoads.set(language, load);
  }
  return load;
}

/** BCP 47 tag for Intl formatting of the interface language. */
export const intlLocale: Record<LanguageCode, string> = { de: 'de-DE', ro: 'ro-RO', en: 'en-GB' };
