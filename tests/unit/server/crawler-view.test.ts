import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { givenAServer } from '../../support/given-a-server';

type Server = Awaited<ReturnType<typeof givenAServer>>;

const jsonLdOf = (html: string): { '@type': string; [key: string]: unknown }[] =>
  [...html.matchAll(/<script data-seo type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
const text = (html: string) => html.replace(/\u00a0/g, ' ');

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

  it('cannot be broken out of by an answer that holds a closing script tag', async () => {
    const { html } = await server.get('/search/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
  });
});
