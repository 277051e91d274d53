import { Faker, base, de, en, ro, type LocaleDefinition } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { PERSON_NAMES } from '../../../adapters/fake/seed/seed-person-names';
import { SeedFaker } from '../../../adapters/fake/seed/seed-random';

const CHAINS = { main: [de, en, base], romanian: [ro, en, base], english: [en, base] } as const;

const namesOf = (locale: readonly LocaleDefinition[]) => {
  const person = new Faker({ locale: [...locale] }).rawDefinitions.person;
  return { first_name: person?.first_name, last_name: person?.last_name, last_name_pattern: person?.last_name_pattern };
};

describe("the seed's person names", () => {
  // Regenerate with `node scripts/generate-seed-names.mjs` after a faker update.
  it("are faker's own for each seed faker's languages, so the seed draws the same names", () => {
    for (const [name, chain] of Object.entries(CHAINS)) expect(PERSON_NAMES[name as keyof typeof CHAINS]).toEqual(namesOf(chain));
  });

  it('are drawn as faker draws them: the same names, in the same order, from the same seed', () => {
    for (const [name, chain] of Object.entries(CHAINS)) {
      const ours = new SeedFaker(PERSON_NAMES[name as keyof typeof CHAINS]);
      const fakers = new Faker({ locale: [...chain] });
      ours.seed(7);
      fakers.seed(7);
      const draws = (f: { person: { firstName(): string; lastName(): string } }) =>
        Array.from({ length: 300 }, () => `${f.person.firstName()} ${f.person.lastName()}`);
      expect(draws(ours)).toEqual(draws(fakers));
    }
  });
});
