import { Faker, base, de, en, ro, type LocaleDefinition } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { PERSON_NAMES } from '../../../adapters/fake/seed/seed-person-names';

const namesOf = (locale: LocaleDefinition[]) => {
  const person = new Faker({ locale }).rawDefinitions.person;
  return { first_name: person?.first_name, last_name: person?.last_name, last_name_pattern: person?.last_name_pattern };
};

describe("the seed's person names", () => {
  // Regenerate with `node scripts/generate-seed-names.mjs` after a faker update.
  it("are faker's own for each seed faker's languages, so the seed draws the same names", () => {
    expect(PERSON_NAMES.main).toEqual(namesOf([de, en, base]));
    expect(PERSON_NAMES.romanian).toEqual(namesOf([ro, en, base]));
    expect(PERSON_NAMES.english).toEqual(namesOf([en, base]));
  });
});
