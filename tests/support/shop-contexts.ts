import type { ShopContext } from '../../ports/model/shop-context';

/** The seeded stores' shopper contexts, by locale. */
export const SHOP_CONTEXTS: Readonly<Record<'ro_RO' | 'de_DE' | 'de_AT' | 'en_US', ShopContext>> = {
  ro_RO: { language: 'ro', locale: 'ro_RO', countryId: 146, satellite: 'RO' },
  de_DE: { language: 'de', locale: 'de_DE', countryId: 5, satellite: 'RO' },
  de_AT: { language: 'de', locale: 'de_AT', countryId: 13, satellite: 'RO' },
  en_US: { language: 'en', locale: 'en_US', countryId: 146, satellite: 'RO' },
};

export const SHOP_LOCALES = Object.keys(SHOP_CONTEXTS) as (keyof typeof SHOP_CONTEXTS)[];

/** The shipped Romanian store: what the server answers calls that carry no locale for. */
export const SHIPPED_CONTEXT = SHOP_CONTEXTS.ro_RO;
