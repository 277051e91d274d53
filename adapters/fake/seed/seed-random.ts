import { Faker, base, de, en, ro } from '@faker-js/faker';

export const SEED = 20261121;

export interface SeedFakers {
  main: Faker;
  romanian: Faker;
  english: Faker;
}

export function createSeedFakers(): SeedFakers {
  const main = new Faker({ locale: [de, en, base] });
  const romanian = new Faker({ locale: [ro, en, base] });
  const english = new Faker({ locale: [en, base] });
  main.seed(SEED);
  romanian.seed(SEED + 1);
  english.seed(SEED + 2);
  return { main, romanian, english };
}
