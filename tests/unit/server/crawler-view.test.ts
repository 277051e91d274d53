import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFO_PAGE_CONTENT_IDS, seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { givenAServer, givenAServerWhereADescriptionReads } from '../../support/given-a-server';

type Server = Awaited<ReturnType<typeof givenAServer>>;

const jsonLdOf = (html: string): { '@type': string; [key: string]: unknown }[] =>
  [...html.matchAll(/<script data-seo type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
const text = (html: string) => html.replace(/\u00a0/g, ' ');
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script type="application/json"'));
/** The words of some HTML, as a crawler reads them. */
const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const firstParagraphOf = (html: string) => wordsOf(/<p[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? html).slice(0, 60);

describe('what a crawler sees of a product page, without running any script', () => {
  let server: Server;
  beforeAll(async () => {
    server = await givenAServer();
  }, 60_000);
  afterAll(() => server.close());

  it('holds its title, price, availability, image and JSON-LD Product and BreadcrumbList', async () => {
    const product = server.seed.productById.get(seedFacts().productInStockId)!;
    const { status, html } = await server.get(`/product/${product.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<title>${product.title.ro.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    const body = html.slice(html.indexOf('<body>'));
    expect(text(body)).toMatch(/data-testid="price">[\d.]+,\d\d lei</);
    expect(body).toMatch(/data-testid="stock-badge">În stoc</);
    expect(body).toMatch(/<img [^>]*src="[^"]+"/);
    const [ld, breadcrumbs] = [
      jsonLdOf(html).find((d) => d['@type'] === 'Product'),
      jsonLdOf(html).find((d) => d['@type'] === 'BreadcrumbList'),
    ];
    expect(ld).toMatchObject({
      name: product.title.ro,
      offers: { priceCurrency: 'RON', availability: 'https://schema.org/InStock' },
    });
    expect(Number((ld?.offers as { price: string }).price)).toBeGreaterThan(0);
    expect(breadcrumbs).toBeDefined();
    expect(html).toContain(`<link data-seo rel="canonical" href="https://shop.example/product/${product.id}">`);
    expect(html).toContain(`<link data-seo rel="alternate" hreflang="de" href="https://shop.example/de/product/${product.id}">`);
  });

  it("holds the product's description from the back office, sanitised", async () => {
    const product = server.seed.productById.get(seedFacts().productInStockId)!;
    const { html } = await server.get(`/product/${product.id}`);
    expect(wordsOf(bodyOf(html))).toContain(firstParagraphOf(product.descriptionHtml.ro));
  });

  it("shows a description's words but neither its script nor its handlers", async () => {
    const product = server.seed.productById.get(seedFacts().productWithListPriceId)!;
    const hostile = await givenAServerWhereADescriptionReads(
      product.descriptionHtml.ro,
      '<p onclick="steal()">Stejar masiv, lucrat manual.</p><script>alert("desc")</script><img src="x" onerror="alert(2)">',
    );
    try {
      const body = bodyOf((await hostile.get(`/product/${product.id}`)).html);
      expect(wordsOf(body)).toContain('Stejar masiv, lucrat manual.');
      expect(body).not.toContain('alert(');
      expect(body).not.toMatch(/onclick|onerror|steal\(\)/);
    } finally {
      await hostile.close();
    }
  }, 30_000);

  it("holds a content page's body from the back office", async () => {
    const content = server.seed.contentById.get(INFO_PAGE_CONTENT_IDS.faq)!;
    const { status, html } = await server.get('/faq');
    expect(status).toBe(200);
    expect(wordsOf(bodyOf(html))).toContain(firstParagraphOf(content.html.ro));
  });

  it('cannot be broken out of by an answer that holds a closing script tag', async () => {
    const { html } = await server.get('/search/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
  });
});

describe('what a crawler sees of a listing, without running any script', () => {
  let server: Server;
  beforeAll(async () => {
    server = await givenAServer();
  }, 60_000);
  afterAll(() => server.close());

  it('links to each product it shows and to its next page', async () => {
    const { status, html } = await server.get('/products');
    expect(status).toBe(200);
    const body = bodyOf(html);
    const cards = [...body.matchAll(/data-product-id="(\d+)"/g)].map((match) => match[1]);
    expect(cards.length).toBeGreaterThan(5);
    for (const id of cards) expect(body).toMatch(new RegExp(`<a [^>]*href="/product/${id}"`));
    expect(body).toMatch(/<a [^>]*href="\/products\?page=2"/);
  });
});
