import type { LocaleConfig, StoreInfo } from '../../ports/model/store-config';

/**
 * The satellite's settings in the interface language: its texts (menu links, sales bar, country
 * header, country names) from the config in that language, and everything that makes the shop
 * the shop (country, tax, currency, checks, display flags, lists, the countries it serves and
 * their tax titles) from its own locale's config. Changing the language never reprices.
 */
export function satelliteLocaleConfig(home: LocaleConfig, spoken: LocaleConfig): LocaleConfig {
  const nameOf = new Map(spoken.countries.map((country) => [country.id, country.title]));
  return {
    ...home,
    langId: spoken.langId,
    language: spoken.language,
    locale: spoken.locale,
    langUrl: spoken.langUrl,
    siteName: spoken.siteName,
    footerImages: spoken.footerImages,
    supportTimeMoTh: spoken.supportTimeMoTh,
    menuLinks: spoken.menuLinks,
    countryHeader: spoken.countryHeader,
    salesBar: spoken.salesBar,
    countries: home.countries.map((country) => ({ ...country, title: nameOf.get(country.id) ?? country.title })),
  };
}

/** The satellite's store information in the interface language: its support times spoken, its contacts its own. */
export function satelliteStoreInfo(home: StoreInfo, spoken: StoreInfo): StoreInfo {
  return { ...home, supportTime: spoken.supportTime, supportTimeMoTh: spoken.supportTimeMoTh };
}
