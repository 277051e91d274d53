import { SEED_COUNTRIES } from '../../../adapters/fake/seed/seed-countries';
import type { SeedData } from '../../../adapters/fake/seed/seed-types';
import type { LocaleConfig } from '../../../ports/model/store-config';

export function localeConfigOf(data: SeedData, locale: string): LocaleConfig {
  const config = data.localeConfigs[locale];
  if (config === undefined) throw new Error(`the data set has no locale config ${locale}`);
  return config;
}

/** Every field the locale-config state names is set: the seed leaves the shop rating id empty. */
export function ensureCompleteLocaleConfig(data: SeedData, locale: string): void {
  const config = localeConfigOf(data, locale);
  config.shopRatingId ??= `${config.storeName}-${config.locale}`.toUpperCase();
}

/** The SalesBar module on, with an active entry in the locale of the country (its first one). */
export function ensureSalesBar(data: SeedData, countryIso: string): void {
  const country = SEED_COUNTRIES.find((candidate) => candidate.isoAlpha2 === countryIso.toUpperCase());
  const config = Object.values(data.localeConfigs).find((candidate) => candidate.countryId === country?.id);
  if (config === undefined) throw new Error(`the data set has no locale config for the country ${countryIso}`);
  config.flags.salesBar = true;
  config.salesBar = {
    message: config.salesBar?.message || config.storeName,
    link: config.salesBar?.link ?? '/',
    linkText: config.salesBar?.linkText ?? config.storeName,
    dismissible: config.salesBar?.dismissible ?? true,
    active: true,
  };
}
