import { same, t, type I18n } from './i18n';

export interface SeedCounty {
  id: number;
  title: I18n;
}

/** The 41 Romanian județe and București, with their SIRUTA county codes as ids. */
const ROMANIA: readonly SeedCounty[] = [
  { id: 1, title: same('Alba') },
  { id: 2, title: same('Arad') },
  { id: 3, title: same('Argeș') },
  { id: 4, title: same('Bacău') },
  { id: 5, title: same('Bihor') },
  { id: 6, title: same('Bistrița-Năsăud') },
  { id: 7, title: same('Botoșani') },
  { id: 8, title: same('Brașov') },
  { id: 9, title: same('Brăila') },
  { id: 10, title: same('Buzău') },
  { id: 11, title: same('Caraș-Severin') },
  { id: 12, title: same('Cluj') },
  { id: 13, title: same('Constanța') },
  { id: 14, title: same('Covasna') },
  { id: 15, title: same('Dâmbovița') },
  { id: 16, title: same('Dolj') },
  { id: 17, title: same('Galați') },
  { id: 18, title: same('Gorj') },
  { id: 19, title: same('Harghita') },
  { id: 20, title: same('Hunedoara') },
  { id: 21, title: same('Ialomița') },
  { id: 22, title: same('Iași') },
  { id: 23, title: same('Ilfov') },
  { id: 24, title: same('Maramureș') },
  { id: 25, title: same('Mehedinți') },
  { id: 26, title: same('Mureș') },
  { id: 27, title: same('Neamț') },
  { id: 28, title: same('Olt') },
  { id: 29, title: same('Prahova') },
  { id: 30, title: same('Satu Mare') },
  { id: 31, title: same('Sălaj') },
  { id: 32, title: same('Sibiu') },
  { id: 33, title: same('Suceava') },
  { id: 34, title: same('Teleorman') },
  { id: 35, title: same('Timiș') },
  { id: 36, title: same('Tulcea') },
  { id: 37, title: same('Vaslui') },
  { id: 38, title: same('Vâlcea') },
  { id: 39, title: same('Vrancea') },
  { id: 40, title: t('Bukarest', 'București', 'Bucharest') },
  { id: 51, title: same('Călărași') },
  { id: 52, title: same('Giurgiu') },
];

const GERMANY: readonly SeedCounty[] = [
  { id: 201, title: same('Baden-Württemberg') },
  { id: 202, title: t('Bayern', 'Bavaria', 'Bavaria') },
  { id: 203, title: same('Berlin') },
  { id: 204, title: same('Brandenburg') },
  { id: 205, title: same('Bremen') },
  { id: 206, title: same('Hamburg') },
  { id: 207, title: t('Hessen', 'Hessa', 'Hesse') },
  { id: 208, title: t('Mecklenburg-Vorpommern', 'Mecklenburg-Pomerania Inferioară', 'Mecklenburg-Western Pomerania') },
  { id: 209, title: t('Niedersachsen', 'Saxonia Inferioară', 'Lower Saxony') },
  { id: 210, title: t('Nordrhein-Westfalen', 'Renania de Nord-Westfalia', 'North Rhine-Westphalia') },
  { id: 211, title: t('Rheinland-Pfalz', 'Renania-Palatinat', 'Rhineland-Palatinate') },
  { id: 212, title: same('Saarland') },
  { id: 213, title: t('Sachsen', 'Saxonia', 'Saxony') },
  { id: 214, title: t('Sachsen-Anhalt', 'Saxonia-Anhalt', 'Saxony-Anhalt') },
  { id: 215, title: same('Schleswig-Holstein') },
  { id: 216, title: t('Thüringen', 'Turingia', 'Thuringia') },
];

const AUSTRIA: readonly SeedCounty[] = [
  { id: 301, title: same('Burgenland') },
  { id: 302, title: t('Kärnten', 'Carintia', 'Carinthia') },
  { id: 303, title: t('Niederösterreich', 'Austria Inferioară', 'Lower Austria') },
  { id: 304, title: t('Oberösterreich', 'Austria Superioară', 'Upper Austria') },
  { id: 305, title: same('Salzburg') },
  { id: 306, title: t('Steiermark', 'Stiria', 'Styria') },
  { id: 307, title: t('Tirol', 'Tirol', 'Tyrol') },
  { id: 308, title: same('Vorarlberg') },
  { id: 309, title: t('Wien', 'Viena', 'Vienna') },
];

/** Counties (Thelia states) per country id of the seed: Germany 5, Austria 13, Romania 146. */
export const SEED_COUNTIES: Readonly<Record<number, readonly SeedCounty[]>> = {
  5: GERMANY,
  13: AUSTRIA,
  146: ROMANIA,
};

export const COUNTY_IDS = { bucuresti: 40, cluj: 12, berlin: 203, upperAustria: 304 } as const;
