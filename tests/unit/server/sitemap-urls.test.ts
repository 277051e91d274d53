import { describe, expect, it } from 'vitest';
import { languageSitemapUrls, sitemapEntries, type SitemapSite } from '../../../src/server/sitemap-urls';

const romanianShop: SitemapSite = { origin: 'https://www.lemnia.ro', shopLanguage: 'ro' };

describe("a sitemap's addresses", () => {
  it("has one sitemap per language, on the shop's origin", () => {
    expect(languageSitemapUrls(romanianShop)).toEqual([
      'https://www.lemnia.ro/sitemap-de.xml',
      'https://www.lemnia.ro/sitemap-ro.xml',
      'https://www.lemnia.ro/sitemap-en.xml',
    ]);
  });

  it("lists the shop's own language at the plain path, and names the page in every language and x-default", () => {
    expect(sitemapEntries(romanianShop, 'ro', ['/product/7'])).toEqual([
      {
        loc: 'https://www.lemnia.ro/product/7',
        alternates: [
          { hreflang: 'de', href: 'https://www.lemnia.ro/de/product/7' },
          { hreflang: 'ro', href: 'https://www.lemnia.ro/product/7' },
          { hreflang: 'en', href: 'https://www.lemnia.ro/en/product/7' },
          { hreflang: 'x-default', href: 'https://www.lemnia.ro/product/7' },
        ],
      },
    ]);
  });

  it("lists another language under its code, the home page at '/en'", () => {
    const entries = sitemapEntries(romanianShop, 'en', ['/', '/living/canapele']);
    expect(entries.map((entry) => entry.loc)).toEqual(['https://www.lemnia.ro/en', 'https://www.lemnia.ro/en/living/canapele']);
  });

  it("follows the shop's language: a German shop's German pages are at the plain path", () => {
    const germanShop: SitemapSite = { origin: 'https://www.lemnia.de/', shopLanguage: 'de' };
    expect(sitemapEntries(germanShop, 'de', ['/faq'])[0]?.loc).toBe('https://www.lemnia.de/faq');
    expect(sitemapEntries(germanShop, 'ro', ['/faq'])[0]?.loc).toBe('https://www.lemnia.de/ro/faq');
  });

  it('percent-encodes what a URL cannot hold as written', () => {
    expect(sitemapEntries(romanianShop, 'ro', ['/mobilă de grădină'])[0]?.loc).toBe(
      'https://www.lemnia.ro/mobil%C4%83%20de%20gr%C4%83din%C4%83',
    );
  });
});
