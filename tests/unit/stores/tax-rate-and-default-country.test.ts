import { describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { DEMO_ACCOUNTS } from '../../../adapters/fake/seed/seed-facts';
import type { LocaleConfig } from '../../../ports/model/store-config';
import { AUSTRIA, GERMANY, ROMANIA } from '../../../src/domain/countries';
import type { TestWorld } from '../../support/build-root-store';
import { givenAShopWithStoreData } from '../../support/store-data';
import { aLoginOfTheTestDay } from '../../support/jwt-builder';

/** A started Romanian shop whose server sends `taxTitle` for Romania, and `defaultCountryId` as default_country_id. */
function givenAServer({
  taxTitle,
  defaultCountryId = '13',
  stored = {},
}: { taxTitle?: string; defaultCountryId?: string | null; stored?: Record<string, string> } = {}) {
  const locale = (seeded: LocaleConfig) => ({
    countries: seeded.countries.map((c) => (c.id === ROMANIA.id && taxTitle !== undefined ? { ...c, taxTitle } : c)),
  });
  return givenAShopWithStoreData(
    { locale, system: { default_country_id: defaultCountryId } },
    { storage: new InMemoryStorage(stored) },
  );
}

const loaded = async (world: TestWorld) => {
  await vi.waitFor(() => expect(world.root.shop.localeConfig.status).toBe('ready'));
  if (world.root.session.isCompany) await vi.waitFor(() => expect(world.root.shop.defaultCountry.status).toBe('ready'));
};

/** The gross price of 100 € net in the shop's currency, as the pricing store shows it. */
const grossOf100 = (world: TestWorld) => (world.root.pricing.price(100).amount ?? 0) / world.root.shop.currency.rate;

describe('the tax rate comes from the server (spec 9)', () => {
  it("prices use the server's tax title for the chosen country, the same one the dropdown shows", async () => {
    const world = givenAServer({ taxTitle: '19% TVA' });
    await loaded(world);

    expect(world.root.shop.country.taxTitle).toBe('19% TVA');
    expect(world.root.shop.taxRate).toBeCloseTo(0.19);
    expect(grossOf100(world)).toBeCloseTo(119, 1);
  });

  it('each listed country’s rate, as the country list shows it, comes from its server title', async () => {
    const world = givenAServer({ taxTitle: '19% TVA' });
    await loaded(world);
    const romania = world.root.shop.countries.find((country) => country.id === ROMANIA.id);

    expect(world.root.shop.taxRateOf(romania!)).toBeCloseTo(0.19);
  });

  it('a stored title from the last visit gives way to the server title once it is known', async () => {
    const world = givenAServer({ taxTitle: '19% TVA', stored: { country_id: '146', tax_title: '21% TVA' } });
    expect(world.root.shop.taxRate).toBeCloseTo(0.21);
    await loaded(world);
    expect(world.root.shop.taxRate).toBeCloseTo(0.19);
  });

  it("falls back to section 3's table for a malformed title, and logs that once", async () => {
    const world = givenAServer({ taxTitle: 'TVA inclusă' });
    await loaded(world);

    expect(world.root.shop.taxRate).toBeCloseTo(0.21);
    expect(grossOf100(world)).toBeCloseTo(121, 1);
    world.root.pricing.price(50);
    world.root.pricing.price(70);
    expect(world.logger.warnings.filter((w) => w.includes('TVA inclusă'))).toHaveLength(1);
  });
});

describe('the default country of the 0-VAT rule (spec 9: default_country_id, else Austria)', () => {
  const companyCustomer = { isCompany: 'true', jwtToken: aLoginOfTheTestDay() };

  /** Whether a company customer sees net (VAT 0%) for a product in a 0-VAT category, delivering to `country`. */
  async function netFor(world: TestWorld, country: typeof AUSTRIA) {
    await loaded(world);
    const zeroVatCategory = world.root.shop.localeConfig.value?.zeroVatCategoryIds[0] ?? 0;
    world.root.shop.selectCountry(country);
    return world.root.pricing.price(100, zeroVatCategory).vat === 'zero';
  }

  it("reads default_country_id: Austria's company customers get net prices, the Romanian store's own country does not", async () => {
    expect(await netFor(givenAServer({ stored: companyCustomer }), AUSTRIA)).toBe(true);
    expect(await netFor(givenAServer({ stored: companyCustomer }), ROMANIA)).toBe(false);
  });

  it('follows another default country in the system configuration', async () => {
    expect(await netFor(givenAServer({ defaultCountryId: '5', stored: companyCustomer }), GERMANY)).toBe(true);
    expect(await netFor(givenAServer({ defaultCountryId: '5', stored: companyCustomer }), AUSTRIA)).toBe(false);
  });

  it.each([null, '', 'AT'])('falls back to Austria (13) when default_country_id is %j', async (value) => {
    const world = givenAServer({ defaultCountryId: value, stored: companyCustomer });
    expect(await netFor(world, AUSTRIA)).toBe(true);
    expect(world.root.shop.defaultCountryId).toBe(13);
  });

  it('private customers pay VAT in the default country', async () => {
    expect(await netFor(givenAServer(), AUSTRIA)).toBe(false);
  });

  it('is read only once a company customer is here', async () => {
    const world = givenAServer();
    await loaded(world);
    expect(world.root.shop.defaultCountry.status).toBe('idle');
    await world.root.session.logIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    await vi.waitFor(() => expect(world.root.shop.defaultCountry.status).toBe('ready'));
  });
});
