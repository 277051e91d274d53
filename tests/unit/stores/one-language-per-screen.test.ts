import { describe, expect, it, vi } from 'vitest';
import { fail, portError } from '../../../ports/model/result';
import { STORE_PORT } from '../../../ports/store-port';
import { aFakeFamily, givenAShop, type TestWorld } from '../../support/build-root-store';
import { givenARecordedPort } from '../../support/given-a-recorded-port';

const ready = async (world: TestWorld) => {
  await vi.waitFor(() => expect(world.root.shop.localeConfig.status).toBe('ready'));
  await vi.waitFor(() => expect(world.root.menu.tree.value).toBeDefined());
};

describe('one language per screen (the interface language decides every locale sent)', () => {
  it.each([
    ['en', 'ro_RO', 'en_US', ['Germany', 'Austria', 'Romania']],
    ['de', 'ro_RO', 'de_DE', ['Deutschland', 'Österreich', 'Rumänien']],
    ['ro', 'ro_RO', 'ro_RO', ['Germania', 'Austria', 'România']],
    ['de', 'de_AT', 'de_AT', ['Deutschland', 'Österreich', 'Rumänien']],
  ] as const)(
    "%s on the %s store asks in %s (and the store's own locale for its own facts): the country names are in that language",
    async (language, locale, asked, countries) => {
      const world = givenARecordedPort(STORE_PORT, (fakes) => fakes.store, {}, { config: { language, locale } });
      await ready(world);

      expect(world.root.shop.locale).toBe(asked);
      expect(world.recorded.callsTo('getLocaleConfig').map((args) => args[1])).toEqual([...new Set([asked, locale])]);
      expect(world.root.shop.countries.map((country) => country.title)).toEqual(countries);
    },
  );

  it("a listing's heading is its menu entry, in the interface language", async () => {
    const world = givenAShop({ config: { language: 'en', locale: 'ro_RO' } });
    await ready(world);
    const entry = world.root.menu.tree.value?.[0];
    const listing = (await world.root.listingPage.load()).listing().open({ kind: 'category', categoryId: entry?.id ?? 0 });
    listing.start();
    await vi.waitFor(() => expect(listing.queries.category.value).toBeDefined());

    expect(listing.title).toBe(entry?.title);
    expect(world.root.shop.context).toMatchObject({ language: 'en', locale: 'en_US' });
  });

  it('the menu follows a change of language', async () => {
    const world = givenAShop({ config: { language: 'ro', locale: 'ro_RO' } });
    await ready(world);
    const romanian = world.root.menu.tree.value?.[0]?.title;
    world.root.shop.setLanguage('de');
    await vi.waitFor(() => expect(world.root.menu.tree.value?.[0]?.title).not.toBe(romanian));
    expect(world.root.menu.tree.value?.[0]?.title).toBe('Wohnzimmer');
  });

  it("falls back to the store's locale only where the server has no text for the interface language", async () => {
    const family = aFakeFamily();
    const { fakes } = family;
    const world = givenARecordedPort(
      STORE_PORT,
      () => fakes.store,
      {
        getLocaleConfig: async (satellite, locale) =>
          locale === 'en_US'
            ? fail(portError('not-found', 'no such locale', 404))
            : fakes.store.getLocaleConfig(satellite, locale),
      },
      { ...family, config: { language: 'en', locale: 'ro_RO' } },
    );
    await vi.waitFor(() => expect(world.root.shop.localeConfig.value?.locale).toBe('ro_RO'));
    expect(world.recorded.callsTo('getLocaleConfig').map((args) => args[1])).toEqual(['en_US', 'ro_RO']);
  });
});
