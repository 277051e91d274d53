import { describe, expect, it } from 'vitest';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { satelliteLocaleConfig, satelliteStoreInfo } from '../../../src/domain/satellite-facts';

const { localeConfigs, storeInfos } = getSeedData();
const romanian = localeConfigs['ro_RO']!;
const german = localeConfigs['de_DE']!;

describe("the satellite's settings in another language", () => {
  const merged = satelliteLocaleConfig(romanian, german);

  it("keep the satellite's country, tax, currency, checks and display flags", () => {
    expect(merged).toMatchObject({
      countryId: romanian.countryId,
      taxId: romanian.taxId,
      taxTitle: romanian.taxTitle,
      currency: romanian.currency,
      phoneRegex: romanian.phoneRegex,
      isPhoneRequired: romanian.isPhoneRequired,
      flags: romanian.flags,
    });
  });

  it("speak the interface language: its locale, menu links, sales bar, country header and the countries' names", () => {
    expect(merged).toMatchObject({
      language: 'de',
      locale: 'de_DE',
      menuLinks: german.menuLinks,
      salesBar: german.salesBar,
      countryHeader: german.countryHeader,
    });
    expect(merged.countries.map((country) => [country.id, country.title, country.taxTitle])).toEqual(
      romanian.countries.map((country) => [
        country.id,
        german.countries.find((other) => other.id === country.id)?.title,
        country.taxTitle,
      ]),
    );
  });

  it("keep the satellite's contacts and speak only its support times", () => {
    const info = satelliteStoreInfo(storeInfos['ro_RO']!, storeInfos['de_DE']!);

    expect(info).toMatchObject({
      phone: storeInfos['ro_RO']!.phone,
      email: storeInfos['ro_RO']!.email,
      name: storeInfos['ro_RO']!.name,
    });
    expect(info.supportTime).toBe(storeInfos['de_DE']!.supportTime);
  });
});
