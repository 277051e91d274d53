import { describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import type { LocaleConfig } from '../../../ports/model/store-config';
import { givenAShop } from '../../support/build-root-store';

describe('shop store', () => {
  it('keeps the locale config of the last visit, shows it at once and refreshes it', async () => {
    const first = givenAShop();
    await vi.waitFor(() => expect(first.root.shop.localeConfig.status).toBe('ready'));
    const stored = first.storage.get('locale_config');
    expect(stored).not.toBeNull();

    const storage = new InMemoryStorage();
    const config = JSON.parse(stored ?? '{}') as LocaleConfig;
    storage.set('locale_config', JSON.stringify({ ...config, storeName: 'From last visit' }));
    const { root } = givenAShop({ storage, unstarted: true });
    expect(root.shop.localeConfig.status).toBe('ready');
    expect(root.shop.localeConfig.value?.storeName).toBe('From last visit');
    await root.shop.localeConfig.ensure();
    expect(root.shop.localeConfig.value?.storeName).toBe(config.storeName);
  });

  it.each(['{not json', '42', '{"locale":"de_DE","countries":[],"flags":{}}', '{"locale":"ro_RO"}'])(
    'ignores junk or another locale in the stored config: %s',
    (junk) => {
      const storage = new InMemoryStorage();
      storage.set('locale_config', junk);
      const { root } = givenAShop({ storage, unstarted: true });
      expect(root.shop.localeConfig.value).toBeUndefined();
      expect(root.shop.localeConfig.status).toBe('idle');
    },
  );

  it("opens in the language the page's URL names, else in the shop's own", () => {
    expect(givenAShop({ config: { language: 'ro' }, pageLanguage: 'de' }).root.shop.language).toBe('de');
    expect(givenAShop({ config: { language: 'ro' } }).root.shop.language).toBe('ro');
  });

  it('stores the chosen country, its tax title and its id', () => {
    const { root, storage } = givenAShop();
    root.shop.selectCountry({ id: 5, isoAlpha2: 'DE', title: 'Germany', taxTitle: '19% Ust.' });
    expect([storage.get('country_id'), storage.get('tax_title'), storage.get('country_tax')]).toEqual(['5', '19% Ust.', '19']);
    expect(root.shop.taxRate).toBeCloseTo(0.19);
  });

  it('reads the stored country again on request: a page rendered on the server hydrates in the shop’s own country first', () => {
    const { root, storage } = givenAShop({ config: { locale: 'ro_RO' } });
    expect(root.shop.countryId).toBe(146);
    storage.set('country_id', '5');
    storage.set('tax_title', '19% Ust.');

    root.shop.restoreCountry();
    expect(root.shop.countryId).toBe(5);
    expect(root.shop.taxRate).toBeCloseTo(0.19);
  });

  it('falls back to the country rate and logs when the stored tax title is malformed', () => {
    const storage = new InMemoryStorage();
    storage.set('country_id', '146');
    storage.set('tax_title', 'TVA inclusă');
    const { root, logger } = givenAShop({ storage });
    expect(root.shop.taxRate).toBeCloseTo(0.21);
    expect(root.pricing.price(100).amount).toBeGreaterThan(0);
    expect(root.shop.taxRate).toBeCloseTo(0.21);
    expect(logger.warnings).toHaveLength(1);
  });

  it('falls back to Austria for an unknown locale', () => {
    const { root } = givenAShop({ config: { locale: 'fr_FR' } });
    expect(root.shop.countryId).toBe(13);
  });
});
