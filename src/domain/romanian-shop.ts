import { ROMANIA } from './countries';

/** The Romanian shop: the RO satellite whose own country (its locale config) is Romania. */
export function isRomanianShop(satellite: string, homeCountryId: number): boolean {
  return satellite.trim().toUpperCase() === ROMANIA.isoAlpha2 && homeCountryId === ROMANIA.id;
}
