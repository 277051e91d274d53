import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../ports/config-port';
import type { LocaleConfig, StoreInfo } from '../../../ports/model/store-config';
import type { TestWorld } from '../../support/build-root-store';
import { givenAShopWithStoreData } from '../../support/store-data';

const ROMANIAN = { satellite: 'RO', locale: 'ro_RO' } satisfies Partial<AppConfig>;
const GERMAN = { satellite: 'DE', locale: 'de_DE' } satisfies Partial<AppConfig>;

/** The footer's store once it has loaded what it shows. */
async function theFooter(
  data: { info?: Partial<StoreInfo>; locale?: Partial<LocaleConfig> | ((seeded: LocaleConfig) => Partial<LocaleConfig>) } = {},
  config: Partial<AppConfig> = ROMANIAN,
) {
  const world: TestWorld = givenAShopWithStoreData({ info: data.info ?? {}, locale: data.locale ?? {} }, { config });
  const { shop } = world.root;
  const { footer } = await world.root.footer.load();
  footer.start();
  await vi.waitFor(() => {
    expect(shop.storeInfo.status).toBe('ready');
    expect(shop.localeConfig.status).toBe('ready');
  });
  return footer;
}

describe('the footer store (section 2.8)', () => {
  it('loads the locale config and the store info when the footer starts', async () => {
    const world = givenAShopWithStoreData({}, { unstarted: true });
    expect([world.root.shop.storeInfo.status, world.root.shop.localeConfig.status]).toEqual(['idle', 'idle']);
    (await world.root.footer.load()).footer.start();
    await vi.waitFor(() =>
      expect([world.root.shop.storeInfo.status, world.root.shop.localeConfig.status]).toEqual(['ready', 'ready']),
    );
  });

  it('names the shop by its configured store name, else by its store info', async () => {
    expect((await theFooter({ locale: { storeName: 'Lemnia' }, info: { name: 'Lemnia SRL' } })).storeName).toBe('Lemnia');
    expect((await theFooter({ locale: { storeName: '' }, info: { name: 'Lemnia SRL' } })).storeName).toBe('Lemnia SRL');
  });

  it('heads the address with the store info’s name, else the configured store name', async () => {
    expect((await theFooter({ locale: { storeName: 'Lemnia' }, info: { name: 'Lemnia SRL' } })).contactName).toBe('Lemnia SRL');
    expect((await theFooter({ locale: { storeName: 'Lemnia' }, info: { name: '' } })).contactName).toBe('Lemnia');
  });

  it('shows the support hours of the store info, else its Monday-to-Thursday hours, else the locale config’s', async () => {
    const info = { supportTime: ' Mo–Fr 9–18 ', supportTimeMoTh: 'Mo–Do 9–17' };
    expect((await theFooter({ info })).supportHours).toBe('Mo–Fr 9–18');
    expect((await theFooter({ info: { ...info, supportTime: '  ' } })).supportHours).toBe('Mo–Do 9–17');
    const neither = { supportTime: null, supportTimeMoTh: null };
    expect((await theFooter({ info: neither, locale: { supportTimeMoTh: 'Luni–Joi' } })).supportHours).toBe('Luni–Joi');
  });

  it('is the Romanian shop only for the RO satellite whose own country is Romania', async () => {
    expect((await theFooter({}, ROMANIAN)).isRomanianShop).toBe(true);
    expect((await theFooter({ locale: { countryId: 13 } }, ROMANIAN)).isRomanianShop).toBe(false);
    expect((await theFooter({}, GERMAN)).isRomanianShop).toBe(false);
  });

  it('gives the structured data the Romanian shop’s country, else the shopper’s, and the address’s name', async () => {
    const info = { name: 'Lemnia SRL', phone: '+40 21', address1: 'Unirii 27', city: 'București', zipCode: '030823' };
    const romanian = (await theFooter({ info }, ROMANIAN)).structuredData;
    expect(romanian).toMatchObject({ name: 'Lemnia SRL', address: { addressCountry: 'RO' } });
    const german = (await theFooter({ info }, GERMAN)).structuredData;
    expect(german?.address.addressCountry).toBe('DE');
    expect((await theFooter({ info: { ...info, phone: null } })).structuredData).toBeNull();
  });

  it('links the Romania-only info pages for the RO satellite only', async () => {
    const romaniaOnly = ['warranty', 'user-manual'];
    const pages = async (config: Partial<AppConfig>) => (await theFooter({}, config)).infoPages.map(({ page }) => page);
    expect((await pages(ROMANIAN)).slice(-2)).toEqual(romaniaOnly);
    expect(await pages(GERMAN)).not.toEqual(expect.arrayContaining(['warranty']));
    expect((await pages(GERMAN))[0]).toBe('data-protection');
  });

  it('offers the social links only when the module is on and a network is configured', async () => {
    const social = { facebook: 'https://facebook.com/lemnia', instagram: null, pinterest: null, youtube: null };
    const withFlag = (socialMedia: boolean) => (seeded: LocaleConfig) => ({ social, flags: { ...seeded.flags, socialMedia } });
    expect((await theFooter({ locale: withFlag(true) })).socialLinks).toEqual(social);
    expect((await theFooter({ locale: withFlag(false) })).socialLinks).toBeNull();
    const none = { facebook: null, instagram: null, pinterest: null, youtube: null };
    expect(
      (await theFooter({ locale: (seeded) => ({ social: none, flags: { ...seeded.flags, socialMedia: true } }) })).socialLinks,
    ).toBeNull();
  });

  it('shows the newsletter box unless the module is switched off', async () => {
    const newsletter = (on: boolean) => (seeded: LocaleConfig) => ({ flags: { ...seeded.flags, newsletter: on } });
    expect((await theFooter({ locale: newsletter(true) })).showsNewsletter).toBe(true);
    expect((await theFooter({ locale: newsletter(false) })).showsNewsletter).toBe(false);
  });
});
