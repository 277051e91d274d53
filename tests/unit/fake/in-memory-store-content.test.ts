import { describe, expect, it } from 'vitest';
import { InMemoryContent } from '../../../adapters/fake/in-memory-content';
import { InMemoryStore } from '../../../adapters/fake/in-memory-store';
import { getSeedData } from '../../../adapters/fake/seed/seed-data-set';
import { CONTENT_IDS, INFO_PAGE_CONTENT_IDS, LOCALES, WITHDRAWAL_FORM_PDF_URL } from '../../../adapters/fake/seed/seed-facts';
import { DE, EN, RO, error, value } from './fake-test-support';

const data = getSeedData();
const store = new InMemoryStore(data);
const content = new InMemoryContent(data);

describe('the in-memory store', () => {
  it('has a locale config per locale with the countries of the spec', async () => {
    for (const locale of LOCALES) expect(value(await store.getLocaleConfig('RO', locale)).locale).toBe(locale);
    const de = value(await store.getLocaleConfig('RO', 'de_DE'));
    expect(de).toMatchObject({ language: 'de', countryId: 5, taxTitle: '19% Ust.', currency: { code: 'EUR' } });
    expect(value(await store.getLocaleConfig('RO', 'de_AT'))).toMatchObject({ countryId: 13, taxTitle: '20% Ust.' });
    const ro = value(await store.getLocaleConfig('RO', 'ro_RO'));
    expect(ro).toMatchObject({
      language: 'ro',
      countryId: 146,
      taxTitle: '21% TVA',
      currency: { code: 'RON', symbol: 'lei', rate: 4.97 },
    });
    expect(ro.flags).toMatchObject({ chat: true, pickup: true, advent: true, fullMenu: true });
    expect(de.flags).toMatchObject({ pickup: false });
    expect(value(await store.getLocaleConfig('RO', 'en_US'))).toMatchObject({ language: 'en', countryId: 146 });
    expect(ro.countries.map((c) => [c.id, c.taxTitle])).toEqual([
      [5, '19% Ust.'],
      [13, '20% Ust.'],
      [146, '21% TVA'],
    ]);
    expect(ro.withdrawalFormPdfUrl).toBe(WITHDRAWAL_FORM_PDF_URL);
    expect(ro.homepageProductIds.length).toBeGreaterThanOrEqual(8);
    expect(ro.homepageProductIds.length).toBeLessThanOrEqual(12);
    expect(Object.keys(ro.categoryIcons).length).toBeGreaterThan(0);
    expect(Object.keys(ro.categoryIcons).length).toBeLessThan(ro.menuCategoryIds.length);
    expect(ro.infoPageContentIds).toEqual(INFO_PAGE_CONTENT_IDS);
    expect(ro.salesBar).toMatchObject({ active: true, dismissible: true, link: '/living/canapele' });
  });

  it('fails an unknown locale with not-found and hands out copies', async () => {
    expect(error(await store.getLocaleConfig('RO', 'fr_FR'))).toMatchObject({ kind: 'not-found' });
    const config = value(await store.getLocaleConfig('RO', 'ro_RO'));
    config.menuCategoryIds.push(99);
    expect(value(await store.getLocaleConfig('RO', 'ro_RO')).menuCategoryIds).not.toContain(99);
  });

  it('has complete store info for DE, AT and RO, and an English variant without a zip code', async () => {
    for (const locale of ['de_DE', 'de_AT', 'ro_RO']) {
      const info = value(await store.getStoreInfo('RO', locale));
      expect([info.phone, info.address1, info.city, info.zipCode].every((v) => v !== null && v !== '')).toBe(true);
    }
    expect(value(await store.getStoreInfo('RO', 'en_US')).zipCode).toBeNull();
    expect(value(await store.getSystemConfig('satellite'))).toBe('RO');
    expect(value(await store.getSystemConfig('unknown_variable'))).toBeNull();
  });
});

describe('the in-memory content', () => {
  it('serves pages in the context language', async () => {
    const faq = INFO_PAGE_CONTENT_IDS.faq;
    expect(value(await content.getContent(faq, DE)).title).toBe('Häufige Fragen');
    expect(value(await content.getContent(faq, RO)).title).toBe('Întrebări frecvente');
    expect(value(await content.getContent(faq, EN)).url).toBe('faq.html');
    expect(error(await content.getContent(999, RO))).toMatchObject({ kind: 'not-found' });
  });

  it('has landing pages with brand and category postscripta and a content folder', async () => {
    const landing = value(await content.getContent(CONTENT_IDS.brandCategory, RO));
    expect(JSON.parse(landing.postscriptum ?? '')).toEqual({ brand_id: expect.any(Number), category_id: expect.any(Number) });
    expect(value(await content.getContent(CONTENT_IDS.plainPostscriptum, RO)).postscriptum).toBe('Valid while stocks last');
    const blog = value(await content.listFolder(CONTENT_IDS.folders.blog, RO));
    expect(blog.length).toBeGreaterThanOrEqual(3);
    expect(error(await content.listFolder(999, RO))).toMatchObject({ kind: 'not-found' });
  });
});
