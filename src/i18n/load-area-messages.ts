import type { LanguageCode } from '../../ports/model/shop-context';
import type { Messages } from './load-messages';

type Catalog = () => Promise<{ default: unknown }>;

/** Catalogs downloaded with their screens (this loader too: only lazy screens import it): the customer screens, the checkout and the search. */
export type MessageArea = 'account' | 'checkout' | 'search';

const areas: Record<MessageArea, Record<LanguageCode, Catalog>> = {
  account: {
    de: () => import('./compiled/account-de.json'),
    ro: () => import('./compiled/account-ro.json'),
    en: () => import('./compiled/account-en.json'),
  },
  checkout: {
    de: () => import('./compiled/checkout-de.json'),
    ro: () => import('./compiled/checkout-ro.json'),
    en: () => import('./compiled/checkout-en.json'),
  },
  search: {
    de: () => import('./compiled/search-de.json'),
    ro: () => import('./compiled/search-ro.json'),
    en: () => import('./compiled/search-en.json'),
  },
};

const areaLoads = new Map<string, Promise<Messages>>();

/** One download per area and language; the same promise every time, so a suspended screen can wait on it. */
function loadAreaMessages(area: MessageArea, language: LanguageCode): Promise<Messages> {
  const key = `${area}:${language}`;
  let load = areaLoads.get(key);
  if (load === undefined) {
    load = areas[area][language]().then((module) => module.default as Messages);
    load.catch(() => areaLoads.delete(key));
    areaLoads.set(key, load);
  }
  return load;
}

const mergedLoads = new Map<string, Promise<Messages>>();
const merged = new Map<string, Messages>();
const keyOf = (list: readonly MessageArea[], language: LanguageCode): string => `${list.join('+')}:${language}`;

/** The messages of several areas as one catalog, the same promise every time. */
export function loadAreasMessages(list: readonly MessageArea[], language: LanguageCode): Promise<Messages> {
  const key = keyOf(list, language);
  let load = mergedLoads.get(key);
  if (load === undefined) {
    load = Promise.all(list.map((area) => loadAreaMessages(area, language))).then((all) => {
      const messages = Object.assign({}, ...all) as Messages;
      merged.set(key, messages);
      return messages;
    });
    load.catch(() => mergedLoads.delete(key));
    mergedLoads.set(key, load);
  }
  return load;
}

/** The areas' catalog if it has arrived already, so a screen opened again does not wait. */
export const loadedAreasMessages = (list: readonly MessageArea[], language: LanguageCode): Messages | undefined =>
  merged.get(keyOf(list, language));
