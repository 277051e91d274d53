import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenAFakeBackend } from '../../support/given-a-fake-backend';

const LOCALES = ['ro_RO', 'de_DE', 'de_AT', 'en_US'];

describe('the fake backend: store settings', () => {
  let world: Awaited<ReturnType<typeof givenAFakeBackend>>;
  beforeAll(async () => {
    world = await givenAFakeBackend();
  });
  afterAll(() => world.backend.close());

  it.each(LOCALES)('serves the locale config of %s as the fake adapters hold it', async (locale) => {
    const served = await world.http.store.getLocaleConfig('RO', locale);
    const held = await world.fake.store.getLocaleConfig('RO', locale);
    if (!served.ok || !held.ok) throw new Error('no locale config');
    // The wire has one list of delivery countries, titled by the storefront; the fake keeps two.
    const { countries, acceptedDeliveryCountries: _served, ...rest } = served.value;
    const { countries: heldCountries, acceptedDeliveryCountries: _held, ...heldRest } = held.value;
    expect(rest).toEqual(heldRest);
    expect(countries.map((country) => country.id).sort()).toEqual(heldCountries.map((country) => country.id).sort());
  });

  it.each(LOCALES)('serves the store info of %s', async (locale) => {
    expect(await world.http.store.getStoreInfo('RO', locale)).toEqual(await world.fake.store.getStoreInfo('RO', locale));
  });

  it('serves system config variables and the tag manager code', async () => {
    expect(await world.http.store.getSystemConfig('default_country_id')).toEqual(
      await world.fake.store.getSystemConfig('default_country_id'),
    );
    expect(await world.http.store.getTagManagerCode()).toEqual(await world.fake.store.getTagManagerCode());
  });

  it('answers an unknown locale as the fake does: not found', async () => {
    const answer = await world.http.store.getLocaleConfig('RO', 'fr_FR');
    expect(answer).toMatchObject({ ok: false, error: { kind: 'not-found' } });
  });
});
