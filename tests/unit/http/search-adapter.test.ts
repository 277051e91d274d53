import { describe, expect, it } from 'vitest';
import { colourOf, escapeSearchTerm, priceOf, searchAuthorization, searchBaseUrl } from '../../../adapters/http/map-search';
import { RO } from './fixtures';
import { setupAdapters } from './setup-adapters';

const CONFIG = {
  scheme: 'https',
  host: 'search.example',
  port: '7700',
  front_username: 'front',
  front_password: 'search-key',
  index_prefix: 'ro_',
  content: 'contents',
};

const productHit = {
  id: 1001,
  ref: 'SOFA-OSLO',
  title: 'Canapea Oslo',
  urls: { ro_RO: 'canapea-oslo.html', de_DE: 'sofa-oslo.html' },
  images: [{ image_url: '/img/oslo.jpg', visible: 1, position: 1 }],
  prices: { RO: { EUR: 499.5, RON: 2482.5 }, DE: { EUR: 489 } },
  listen_price: 579,
  stock: 7,
  categories: ['Canapele'],
  associated_keywords: '{"color":"Gri","color_hex":"#8a8f94"}',
  pse_id: 5001,
  is_visible: true,
};

function setup(searchProxyUrl = '') {
  const { stub, ports } = setupAdapters(null, { searchProxyUrl });
  stub.on('GET', '/api/ConfigApi', { json: CONFIG });
  stub.on('POST', '/multi-search', {
    json: {
      results: [
        { indexUid: 'ro_contents', hits: [{ id: 4, title: 'Livrare', url: 'livrare.html' }] },
        {
          indexUid: 'ro_products',
          hits: [productHit],
          estimatedTotalHits: 12001,
          facetDistribution: { categories: { Canapele: 12, Fotolii: 30 } },
        },
      ],
    },
  });
  return { stub, search: ports.search };
}

describe('search adapter', () => {
  it('builds the client from ConfigApi once and runs a multi-search', async () => {
    const { stub, search } = setup();
    const first = await search.search({ term: 'canapea', offset: 0, limit: 5 }, RO);
    await search.search({ term: 'canapea', offset: 5, limit: 6, category: 'Canapele' }, RO);
    expect(stub.requests.filter((r) => r.url.pathname === '/api/ConfigApi')).toHaveLength(1);
    const [firstSearch, secondSearch] = stub.requests.filter((r) => r.url.pathname === '/multi-search');
    expect(firstSearch?.url.origin).toBe('https://search.example:7700');
    expect(firstSearch?.headers.get('Authorization')).toBe(`Basic ${btoa('front:search-key')}`);
    expect(firstSearch?.body).toEqual({
      queries: [
        { indexUid: 'ro_products', q: 'canapea', filter: 'is_visible = true', limit: 5, offset: 0, facets: ['categories'] },
        { indexUid: 'ro_contents', q: 'canapea', limit: 100 },
      ],
    });
    expect(secondSearch?.body).toEqual({
      queries: [
        {
          indexUid: 'ro_products',
          q: 'canapea',
          filter: ['is_visible = true', 'categories = "Canapele"'],
          limit: 6,
          offset: 5,
          facets: ['categories'],
        },
      ],
    });
    expect(first).toEqual({
      ok: true,
      value: {
        products: [
          {
            id: 1001,
            pseId: 5001,
            ref: 'SOFA-OSLO',
            title: 'Canapea Oslo',
            url: 'canapea-oslo.html',
            images: [{ url: '/img/oslo.jpg', visible: true, position: 1 }],
            netPrice: 499.5,
            listNetPrice: 579,
            stock: 7,
            categories: ['Canapele'],
            colour: 'Gri',
          },
        ],
        total: 12001,
        categories: [
          { title: 'Fotolii', count: 30 },
          { title: 'Canapele', count: 12 },
        ],
        contents: [{ id: 4, title: 'Livrare', url: 'livrare.html' }],
      },
    });
  });

  it('retries ConfigApi after a failure and reports a malformed hit', async () => {
    const { stub, search } = setup();
    stub.on('GET', '/api/ConfigApi', 'network-error');
    expect(await search.search({ term: 'canapea', offset: 0, limit: 5 }, RO)).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    stub.on('GET', '/api/ConfigApi', { json: CONFIG });
    stub.on('POST', '/multi-search', {
      json: { results: [{ indexUid: 'ro_products', hits: [{ ...productHit, stock: 'many' }] }] },
    });
    expect(await search.search({ term: 'canapea', offset: 0, limit: 5 }, RO)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it('reads colour, price and base URL defensively', () => {
    expect(colourOf('{"color":"Gri"}')).toBe('Gri');
    expect(colourOf('not json')).toBeNull();
    expect(colourOf('[1]')).toBeNull();
    expect(priceOf({ RO: { RON: 10 } }, 'RO')).toBe(10);
    expect(priceOf({ DE: { EUR: 7 } }, 'RO')).toBe(7);
    expect(priceOf({}, 'RO')).toBeNull();
    expect(
      searchBaseUrl({
        scheme: 'https',
        host: 'https://search.example/',
        port: 443,
      }),
    ).toBe('https://search.example');
  });

  it("neutralises the search service's operators in the term it sends, and sends a 10,000-character term as given", async () => {
    const { stub, search } = setup();
    await search.search({ term: 'a OR b* "x" /.*/ \\ ~', offset: 0, limit: 5 }, RO);
    const sent = stub.requests.find((r) => r.url.pathname === '/multi-search')?.body as { queries: { q: string }[] };
    expect(sent.queries.map((query) => query.q)).toEqual(Array(2).fill('a OR b*  x  /.*/ \\ ~'));
  });

  it('sends the key alone as a bearer token when the service has no front user', async () => {
    const { stub, search } = setup();
    stub.on('GET', '/api/ConfigApi', { json: { ...CONFIG, front_username: '' } });
    await search.search({ term: 'canapea', offset: 0, limit: 5 }, RO);
    const sent = stub.requests.find((r) => r.url.pathname === '/multi-search');
    expect(sent?.headers.get('Authorization')).toBe('Bearer search-key');
  });

  it('behind a search proxy, reads only the index names and sends no credentials', async () => {
    const { stub, search } = setup('https://shop.example/search-proxy');
    stub.on('GET', '/api/ConfigApi', { json: { index_prefix: 'ro_', content: 'contents' } });
    stub.on('POST', '/search-proxy/multi-search', { json: { results: [] } });
    const answer = await search.search({ term: 'canapea', offset: 0, limit: 5 }, RO);
    expect(answer.ok).toBe(true);
    const sent = stub.requests.find((r) => r.url.pathname.endsWith('/multi-search'));
    expect(sent?.url.href).toBe('https://shop.example/search-proxy/multi-search');
    expect(sent?.headers.get('Authorization')).toBeNull();
  });

  it('without a proxy, a ConfigApi without host or credentials is an invalid answer', async () => {
    const { stub, search } = setup();
    stub.on('GET', '/api/ConfigApi', { json: { index_prefix: 'ro_', content: 'contents', port: 443 } });
    expect(await search.search({ term: 'canapea', offset: 0, limit: 5 }, RO)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it('encodes Basic credentials beyond Latin-1', () => {
    expect(searchAuthorization('front', 'key')).toBe(`Basic ${btoa('front:key')}`);
    expect(searchAuthorization('ștefan', 'ü')).toBe(`Basic ${Buffer.from('ștefan:ü').toString('base64')}`);
  });
});

describe('escapeSearchTerm: the search service has two operators and no escape character', () => {
  it.each([
    ['sofa', 'sofa'],
    ['(vindobona+[', '(vindobona+['],
    ['"corner sofa"', ' corner sofa '],
    ['sofa -blue', 'sofa  blue'],
    ['-blue', ' blue'],
    ['("-blue")', '(  blue )'],
    ['2-seater sofa-bed', '2-seater sofa-bed'],
    ['a\\b && c || d', 'a\\b && c || d'],
    ["it's 60/40: ch*ir? {a}[b] a^2~1 !x", "it's 60/40: ch*ir? {a}[b] a^2~1 !x"],
    ['"><img src=x onerror=alert(1)>', ' ><img src=x onerror=alert(1)>'],
  ])('sends %j as %j', (term, sent) => {
    expect(escapeSearchTerm(term)).toBe(sent);
  });
});
