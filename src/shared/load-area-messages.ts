import type { LanguageCode } from '../../ports/model/shop-context';
import { tracked } from '../domain/tracked-promise';
import type { Messages } from '../i18n/load-messages';
import { rethrowAsLoadFailure } from './code-load-failure';

type Catalog = () => Promise<{ default: unknown }>;

/** The families of lazy screens, each with the catalog its code needs (src/shared/lazy-screen.tsx). */
export type ScreenFamily = 'header' | 'listing' | 'product' | 'cart' | 'pages' | 'server-error';

/**
 * Catalogs downloaded with their screens: the customer screens', the checkout's, the search's, the
 * footer's, and each screen family's.
 */
export type MessageArea = 'account' | 'checkout' | 'search' | 'footer' | ScreenFamily;

const areas: Record<MessageArea, Record<LanguageCode, Catalog>> = {
  account: {
    de: () => import('../i18n/compiled/account-de.json'),
    ro: () => import('../i18n/compiled/account-ro.json'),
    en: () => import('../i18n/compiled/account-en.json'),
  },
  checkout: {
    de: () => import('../i18n/compiled/checkout-de.json'),
    ro: () => import('../i18n/compiled/checkout-ro.json'),
    en: () => import('../i18n/compiled/checkout-en.json'),
  },
  search: {
    de: () => import('../i18n/compiled/search-de.json'),
    ro: () => import('../i18n/compiled/search-ro.json'),
    en: () => import('../i18n/compiled/search-en.json'),
  },
  footer: {
    de: () => import('../i18n/compiled/footer-de.json'),
    ro: () => import('../i18n/compiled/footer-ro.json'),
    en: () => import('../i18n/compiled/footer-en.json'),
  },
  header: {
    de: () => import('../i18n/compiled/header-de.json'),
    ro: () => import('../i18n/compiled/header-ro.json'),
    en: () => import('../i18n/compiled/header-en.json'),
  },
  listing: {
    de: () => import('../i18n/compiled/listing-de.json'),
    ro: () => import('../i18n/compiled/listing-ro.json'),
    en: () => import('../i18n/compiled/listing-en.json'),
  },
  product: {
    de: () => import('../i18n/compiled/product-de.json'),
    ro: () => import('../i18n/compiled/product-ro.json'),
    en: () => import('../i18n/compiled/product-en.json'),
  },
  cart: {
    de: () => import('../i18n/compiled/cart-de.json'),
    ro: () => import('../i18n/compiled/cart-ro.json'),
    en: () => import('../i18n/compiled/cart-en.json'),
  },
  pages: {
    de: () => import('../i18n/compiled/pages-de.json'),
    ro: () => import('../i18n/compiled/pages-ro.json'),
    en: () => import('../i18n/compiled/pages-en.json'),
  },
  'server-error': {
    de: () => import('../i18n/compiled/server-error-de.json'),
    ro: () => import('../i18n/compiled/server-error-ro.json'),
    en: () => import('../i18n/compiled/server-error-en.json'),
  },
};

const areaLoads = new Map<string, Promise<Messages>>();

/** One download per area and language; the same promise every time, so a suspended screen can wait on it. */
function loadAreaMessages(area: MessageArea, language: LanguageCode): Promise<Messages> {
  const key = `${area}:${language}`;
  let load = areaLoads.get(key);
  if (load === undefined) {
    load = areas[area][language]().then((module) => module.default as Messages, rethrowAsLoadFailure);
    load.catch(() => areaLoads.delete(key));
    areaLoads.set(key, load);
  }
  return load;
}

const mergedLoads = new Map<string, Promise<Messages>>();

/** The messages of several areas as one catalog: the same (tracked) promise every time, so a screen opened again reads it at once. */
export function loadAreasMessages(list: readonly MessageArea[], language: LanguageCode): Promise<Messages> {
  const key = `${list.join('+')}:${language}`;
  let load = mergedLoads.get(key);
  if (load === undefined) {
    load = tracked(
      Promise.all(list.map((area) => loadAreaMessages(area, language))).then((all) => Object.assign({}, ...all) as Messages),
    );
    load.catch(() => mergedLoads.delete(key));
    mergedLoads.set(key, load);
  }
  return load;
}
