import { SimpleFaker } from '@faker-js/faker';
import { PERSON_NAMES } from './seed-person-names';
import type { BySex, PersonNames } from './seed-types';

export const SEED = 20261121;

/**
 * Faker's random numbers and picks, and the person names of one faker locale chain drawn the
 * way faker's person module draws them (the same picks in the same order, so the same names);
 * the browser's fake family so carries the name lists only, not faker's locales and modules.
 */
export class SeedFaker extends SimpleFaker {
  readonly person = {
    firstName: (): string => this.helpers.arrayElement(this.bySex(this.names.first_name)),
    lastName: (): string => {
      if (this.names.last_name_pattern === undefined) return this.helpers.arrayElement(this.bySex(this.names.last_name));
      const pattern = this.helpers.weightedArrayElement(this.bySex(this.names.last_name_pattern));
      return pattern.replace(/{{person\.last_name\.generic}}/g, () =>
        this.helpers.arrayElement(this.names.last_name.generic ?? []),
      );
    },
  };

  constructor(private readonly names: PersonNames) {
    super();
  }

  /** A random sex's list, or the sex-neutral one (faker's own weighting). */
  private bySex<T>({ generic, female, male }: BySex<T>): T[] {
    const own = this.helpers.arrayElement(['female', 'male'] as const) === 'female' ? female : male;
    if (own === undefined) return generic ?? [];
    if (generic === undefined) return own;
    return this.helpers.weightedArrayElement([
      { weight: 3 * Math.sqrt(own.length), value: own },
      { weight: Math.sqrt(generic.length), value: generic },
    ]);
  }
}

export interface SeedFakers {
  main: SeedFaker;
  romanian: SeedFaker;
  english: SeedFaker;
}

export function createSeedFakers(): SeedFakers {
  const main = new SeedFaker(PERSON_NAMES.main);
  const romanian = new SeedFaker(PERSON_NAMES.romanian);
  const english = new SeedFaker(PERSON_NAMES.english);
  main.seed(SEED);
  romanian.seed(SEED + 1);
  english.seed(SEED + 2);
  return { main, romanian, english };
}
