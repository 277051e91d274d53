import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { givenAServer, givenAServerWhoseBackendIs } from '../../support/given-a-server';

type Server = Awaited<ReturnType<typeof givenAServer>>;

const locsOf = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('the production server tells crawlers where the catalogue is', () => {
  let server: Server;
  beforeAll(async () => {
    server = await givenAServer();
  }, 60_000);
  afterAll(() => server.close());

  it('answers /sitemap.xml with an index of one sitemap per language', async () => {
    const { status, headers, html: xml } = await server.get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locsOf(xml)).toEqual([
      'https://shop.example/sitemap-de.xml',
      'https://shop.example/sitemap-ro.xml',
      'https://shop.example/sitemap-en.xml',
    ]);
  });

  it("lists the shop's own language at its plain paths: home, products, categories, brands and info pages", async () => {
    const { status, headers, html: xml } = await server.get('/sitemap-ro.xml');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const locs = locsOf(xml);
    const { urls, productInStockId } = seedFacts();
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shop.example/',
        'https://shop.example/products',
        `https://shop.example/product/${productInStockId}`,
        `https://shop.example/${urls.category.path}`,
        `https://shop.example/${urls.brand.path}`,
        'https://shop.example/faq',
      ]),
    );
    expect(locs.filter((loc) => loc.includes('/product/')).length).toBe(server.seed.products.length);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists another language's pages under its code, each with its address in every language", async () => {
    const { status, html: xml } = await server.get('/sitemap-en.xml');
    expect(status).toBe(200);
    const productId = seedFacts().productInStockId;
    expect(locsOf(xml)).toEqual(
      expect.arrayContaining(['https://shop.example/en', `https://shop.example/en/product/${productId}`]),
    );
    expect(locsOf(xml).every((loc) => /^https:\/\/shop\.example\/en(\/|$)/.test(loc))).toBe(true);
    expect(xml).toContain(
      `<url><loc>https://shop.example/en/product/${productId}</loc>` +
        `<xhtml:link rel="alternate" hreflang="de" href="https://shop.example/de/product/${productId}"/>` +
        `<xhtml:link rel="alternate" hreflang="ro" href="https://shop.example/product/${productId}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/product/${productId}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/product/${productId}"/></url>`,
    );
  });

  it("answers /robots.txt with the sitemap and without the shopper's own pages", async () => {
    const { status, headers, html: text } = await server.get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/plain; charset=UTF-8');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(text).toMatch(/^Disallow: \/cart$/m);
    expect(text).toMatch(/^Disallow: \/en\/checkout$/m);
  });
});

describe('a sitemap when the backend cannot answer', () => {
  it.each(['down', 'slow'] as const)(
    'is 503 with Retry-After, never stored, when the backend is %s, never a partial list',
    async (state) => {
      const server = await givenAServerWhoseBackendIs(state, state === 'slow' ? 200 : undefined);
      try {
        const started = Date.now();
        const { status, headers, html } = await server.get('/sitemap-ro.xml');
        expect(status).toBe(503);
        expect(headers.get('Retry-After')).toBe('30');
        expect(headers.get('Cache-Control')).toBe('private, no-store');
        expect(html).not.toContain('<urlset');
        if (state === 'slow') expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await server.close();
      }
    },
  );
});
