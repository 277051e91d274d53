import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { PAGE_DATA_ID } from '../../../src/app/page-data';
import { readPageData } from '../../../src/app/read-page-data';
import { givenAServer, TEMPLATE } from '../../support/given-a-server';

type Server = Awaited<ReturnType<typeof givenAServer>>;

/** The answers a page hands to the browser, read back as the browser reads them. */
const pageDataOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html);
  return readPageData(match?.[1]);
};
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('the production server renders each catalogue page with its data', () => {
  let server: Server;
  beforeAll(async () => {
    server = await givenAServer();
  }, 60_000);
  afterAll(() => server.close());

  it('answers the load balancers at /healthz', async () => {
    const { status, html } = await server.get('/healthz');
    expect(status).toBe(200);
    expect(JSON.parse(html)).toEqual({ status: 'ok' });
  });

  it('renders the home page with its products, and the answers it read for the browser', async () => {
    const { status, html } = await server.get('/');
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="ro">/);
    expect(bodyOf(html)).toMatch(/href="\/product\/\d+"/);
    const data = pageDataOf(html);
    expect(data?.language).toBe('ro');
    expect(data?.answers.map(([key]) => key)).toEqual(expect.arrayContaining([expect.stringMatching(/^locale-config:/)]));
  });

  it("hands the home page's answers over in under 60 KB (they were 127 KB with whole products in its lists)", async () => {
    const { html } = await server.get('/');
    const text = new RegExp(`id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(60_000);
  });

  it('paints the consent dialog with the page, as the app shows it before the choice is read, hidden by the head for a shopper who has decided', async () => {
    const { html } = await server.get('/');
    expect(bodyOf(html)).toMatch(/<div data-shell=""><section role="dialog"[^>]*data-testid="consent-banner"/);
  });

  it('sends its pages gzipped to a browser that accepts it', async () => {
    const { headers } = await server.get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(headers.get('Content-Encoding')).toBe('gzip');
  });

  it('renders a product page with its title and data', async () => {
    const product = server.seed.productById.get(seedFacts().productInStockId)!;
    const { status, html } = await server.get(`/product/${product.id}`);
    expect(status).toBe(200);
    expect(bodyOf(html)).toContain(product.title.ro);
    expect(pageDataOf(html)?.answers.some(([key]) => key.includes(String(product.id)))).toBe(true);
  });

  it('renders the listing of all products with real links to its products', async () => {
    const { status, html } = await server.get('/products');
    expect(status).toBe(200);
    expect(bodyOf(html).match(/<a [^>]*href="\/product\/\d+"/g)?.length).toBeGreaterThan(5);
  });

  it('renders a category reached by its shop URL, with its products', async () => {
    const { path } = seedFacts().urls.category;
    const { status, html } = await server.get(`/${path}`);
    expect(status).toBe(200);
    expect(bodyOf(html)).toMatch(/href="\/product\/\d+"/);
    expect(pageDataOf(html)?.answers.some(([key]) => key.startsWith('resolve:'))).toBe(true);
  });

  it('renders a legal page', async () => {
    const { status, html } = await server.get('/delivery');
    expect(status).toBe(200);
    expect(pageDataOf(html)?.answers.some(([key]) => key.startsWith('content:'))).toBe(true);
  });

  it('renders the search results', async () => {
    const { status, html } = await server.get('/search/masa');
    expect(status).toBe(200);
    expect(bodyOf(html)).toMatch(/data-testid="search-count">\d+ de rezultate/);
    expect(pageDataOf(html)?.answers.some(([key]) => key.startsWith('search:'))).toBe(true);
  });

  it('answers an unknown product with 404 and the not-found page, and hands nothing to hydrate', async () => {
    const { status, html } = await server.get('/product/987654321');
    expect(status).toBe(404);
    expect(bodyOf(html)).toContain('data-reason="route-not-found"');
    expect(pageDataOf(html)).toBeNull();
  });

  it('answers an unknown shop URL with 404 and the not-found page', async () => {
    const { status, html } = await server.get('/no-such-page-here');
    expect(status).toBe(404);
    expect(bodyOf(html)).toContain('data-reason="route-not-found"');
  });

  it('leaves the cart, the account and the checkout to the browser: their page is the app alone', async () => {
    for (const path of ['/cart', '/account', '/checkout']) {
      const { status, html } = await server.get(path);
      expect(status).toBe(200);
      expect(html).toBe(TEMPLATE);
    }
  });

  it('renders two pages at once in two languages without mixing them', async () => {
    const product = server.seed.productById.get(seedFacts().productInStockId)!;
    const [en, de] = await Promise.all([server.get(`/en/product/${product.id}`), server.get(`/de/product/${product.id}`)]);
    expect(en.html).toMatch(/<html lang="en">/);
    expect(de.html).toMatch(/<html lang="de">/);
    expect(bodyOf(en.html)).toContain(product.title.en);
    expect(bodyOf(de.html)).toContain(product.title.de);
    expect(bodyOf(en.html)).not.toContain(product.title.de);
    expect(bodyOf(de.html)).not.toContain(product.title.en);
    expect(pageDataOf(en.html)?.language).toBe('en');
    expect(pageDataOf(de.html)?.language).toBe('de');
    expect(pageDataOf(en.html)?.answers.every(([key]) => !key.includes('de_'))).toBe(true);
    expect(en.html).toContain(`<link data-seo rel="canonical" href="https://shop.example/en/product/${product.id}">`);
  });

  it('renders a page in another language with its links in that language', async () => {
    const { status, html } = await server.get('/en/');
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="en">/);
    expect(bodyOf(html)).toMatch(/href="\/en\/product\/\d+"/);
    // Only the language switch leads to the Romanian page.
    expect(bodyOf(html)).not.toMatch(/href="\/product\/\d+"/);
    expect(bodyOf(html)).toContain('<a href="/" hrefLang="ro"');
    expect(html).toContain('<link data-seo rel="canonical" href="https://shop.example/en">');
    const listing = await server.get('/en/products');
    expect(bodyOf(listing.html)).toContain('href="/en/products?page=2"');
  });

  it("sends the shop's own language under its code, and the old ?lang=, to the page's one URL", async () => {
    const product = seedFacts().productInStockId;
    const own = await server.get(`/ro/product/${product}`);
    expect(own.status).toBe(301);
    expect(own.headers.get('location')).toBe(`/product/${product}`);
    expect(own.headers.get('cache-control')).toBe('public, max-age=86400');
    const old = await server.get(`/product/${product}?lang=de`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/de/product/${product}`);
  });
});
