import { describe, expect, it, vi } from 'vitest';
import { givenAShop, shopSettingsLoaded, type TestWorld } from '../../support/build-root-store';

const romanianShop = () => givenAShop({ config: { language: 'ro', locale: 'ro_RO' } });

async function switchedTo(world: TestWorld, language: 'de' | 'en'): Promise<void> {
  world.root.shop.setLanguage(language);
  await vi.waitFor(() => expect(world.root.shop.localeConfig.value?.language).toBe(language));
  await shopSettingsLoaded(world);
}

/** What the satellite fixes: currency, countries, VAT, contacts and what 100 costs. */
function theShopOf(world: TestWorld) {
  const { shop, pricing } = world.root;
  return {
    currency: shop.currency,
    home: shop.homeCountryId,
    country: shop.countryId,
    rate: shop.taxRate,
    phone: shop.storeInfo.value?.phone,
    email: shop.storeInfo.value?.email,
    gross: pricing.price(100).amount,
  };
}

describe('switching language changes the language only', () => {
  it.each(['de', 'en'] as const)(
    "in the Romanian shop, %s keeps the satellite's currency, country, VAT and contacts",
    async (language) => {
      const world = romanianShop();
      await shopSettingsLoaded(world);
      const before = theShopOf(world);
      expect(before.currency.code).toBe('RON');

      await switchedTo(world, language);

      expect(theShopOf(world)).toEqual(before);
    },
  );

  it('the texts follow the language: country names, sales bar and support times', async () => {
    const world = romanianShop();
    await switchedTo(world, 'de');
    const { shop } = world.root;

    expect(shop.countries.map((country) => country.title)).toEqual(['Deutschland', 'Österreich', 'Rumänien']);
    expect(shop.country.title).toBe('Rumänien');
    expect(shop.localeConfig.value?.salesBar?.message).toMatch(/Sofas/);
    expect(shop.storeInfo.value?.supportTime).toMatch(/Uhr/);
  });

  it('a page opened in another language (its URL names it) still has the shop’s own currency', async () => {
    const world = givenAShop({ pageLanguage: 'de', config: { language: 'ro', locale: 'ro_RO' } });
    await shopSettingsLoaded(world);

    expect(world.root.shop.currency.code).toBe('RON');
    expect(world.root.shop.storeInfo.value?.phone).toMatch(/^\+40/);
  });

  it('only a country change reprices', async () => {
    const world = romanianShop();
    await switchedTo(world, 'de');
    const { shop, pricing } = world.root;
    const before = pricing.price(100).amount;

    shop.selectCountry(shop.countries.find((country) => country.id === 5)!);

    expect(pricing.price(100).amount).not.toBe(before);
  });
});
