import type { Country } from '../../../ports/model/country';
import type { LanguageCode } from '../../../ports/model/shop-context';
import { t, type I18n } from './i18n';

export interface SeedCountry {
  id: number;
  isoAlpha2: string;
  title: I18n;
  taxTitle: string;
  rate: number;
}

export const SEED_COUNTRIES: readonly SeedCountry[] = [
  { id: 5, isoAlpha2: 'DE', title: t('Deutschland', 'Germania', 'Germany'), taxTitle: '19% Ust.', rate: 0.19 },
  { id: 13, isoAlpha2: 'AT', title: t('Österreich', 'Austria', 'Austria'), taxTitle: '20% Ust.', rate: 0.2 },
  { id: 146, isoAlpha2: 'RO', title: t('Rumänien', 'România', 'Romania'), taxTitle: '21% TVA', rate: 0.21 },
];

export const countriesIn = (language: LanguageCode): Country[] =>
  SEED_COUNTRIES.map((country) => ({
    id: country.id,
    isoAlpha2: country.isoAlpha2,
    title: country.title[language],
    taxTitle: country.taxTitle,
  }));

export const taxRateOf = (countryId: number): number | null =>
  SEED_COUNTRIES.find((country) => country.id === countryId)?.rate ?? null;
