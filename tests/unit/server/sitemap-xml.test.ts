import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlSetXml } from '../../../src/server/sitemap-xml';

describe('the sitemap XML', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('is an index of the sitemaps it is given, in order', () => {
    const xml = sitemapIndexXml(['https://shop.example/sitemap-de.xml', 'https://shop.example/sitemap-ro.xml']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(
      /<sitemap><loc>https:\/\/shop\.example\/sitemap-de\.xml<\/loc><\/sitemap>\n<sitemap><loc>https:\/\/shop\.example\/sitemap-ro\.xml<\/loc><\/sitemap>\n<\/sitemapindex>/,
    );
  });

  it('lists each address with its language alternates, escaped in text and in attributes', () => {
    const xml = urlSetXml([
      {
        loc: 'https://shop.example/products?page=2&sort=a',
        alternates: [{ hreflang: 'en', href: 'https://shop.example/en/products?page=2&sort="a"' }],
      },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      '<url><loc>https://shop.example/products?page=2&amp;sort=a</loc>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/products?page=2&amp;sort=&quot;a&quot;"/></url>',
    );
    expect(xml).not.toMatch(/&(?!amp;|quot;|lt;|gt;|apos;)/);
  });

  it('escapes the sitemaps of the index too', () => {
    expect(sitemapIndexXml(['https://shop.example/a&b.xml'])).toContain('<loc>https://shop.example/a&amp;b.xml</loc>');
  });
});
