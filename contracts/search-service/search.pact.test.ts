import { MatchersV3, type Matcher, type V3Request } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { given } from '../pact-states';
import { jsonResponse, newPact, RO, settle, adaptersFor, valueOf, type StubHandler } from '../pact-support';

const { arrayContaining, eachKeyMatches, eachLike, integer, number, regex, string } = MatchersV3;

const pact = newPact('search-service');

/** ConfigApi (shop API, stubbed here) points the adapter at the mock search service. */
const configPointingAt =
  (serverUrl: string, password = 'public-search-key'): StubHandler =>
  (request) => {
    const { protocol, hostname, port } = new URL(serverUrl);
    if (!request.url.endsWith('/api/ConfigApi')) return jsonResponse({ error: 'not stubbed' }, 404);
    return jsonResponse({
      scheme: protocol.replace(':', ''),
      host: hostname,
      port: Number(port),
      front_username: 'front',
      front_password: password,
      index_prefix: 'ro_',
      content: 'contents',
    });
  };

const basic = (password: string) => `Basic ${btoa(`front:${password}`)}`;

/** The credentials from ConfigApi; the verification replaces them with the provider's own (PROVIDER_TOKEN). */
const searchRequest = (
  term: string,
  authorization: Matcher<string> = regex('^(Basic|Bearer) .+$', basic('public-search-key')),
): V3Request => ({
  method: 'POST',
  path: '/multi-search',
  headers: { 'Content-Type': 'application/json', Authorization: authorization },
  body: {
    queries: [
      { indexUid: 'ro_products', q: term, filter: 'is_visible = true', limit: 5, offset: 0, facets: ['categories'] },
      { indexUid: 'ro_contents', q: term, limit: 100 },
    ],
  },
});

/** Product 1001's document: a list price and a colour (the state puts them in place); other hits may lack them. */
const productHit = {
  id: integer(1001),
  ref: string('SOFA-OSLO'),
  title: string('Canapea Oslo'),
  urls: eachKeyMatches({ ro_RO: 'canapea-oslo.html' }, [regex('^[a-z]{2}_[A-Z]{2}$', 'ro_RO')]),
  images: eachLike({ image_url: string('/img/oslo.jpg'), visible: integer(1), position: integer(1) }),
  // Net prices per country and currency: the storefront takes euro, else the country's first currency.
  prices: eachKeyMatches({ RO: eachKeyMatches({ RON: number(499.5) }, [regex('^[A-Z]{3}$', 'RON')]) }, [
    regex('^[A-Z]{2}$', 'RO'),
  ]),
  listen_price: number(579),
  stock: integer(7),
  categories: eachLike('Canapele'),
  associated_keywords: string('{"color":"Gri"}'),
  pse_id: integer(5001),
};

async function run(test: (search: ReturnType<typeof adaptersFor>['search']) => Promise<void>, password?: string) {
  await pact.executeTest(async (server) => {
    await test(adaptersFor('search-service', server.url, configPointingAt(server.url, password)).search);
    await settle();
  });
}

describe('search service contract (storefront → search-service)', () => {
  it('searches products and content in one multi-search, with the category aggregation', async () => {
    pact.addInteraction({
      states: [
        given(
          'product {productId} (with a list price and a colour) and content {contentId} match {term} in the {prefix} indexes',
          {
            productId: 1001,
            contentId: 4,
            term: 'canapea',
            prefix: 'ro_',
          },
        ),
      ],
      uponReceiving: 'a multi-search of the product and the content index',
      withRequest: searchRequest('canapea'),
      willRespondWith: {
        status: 200,
        // An exact media type: Pact lets parameters (a charset) follow it; a regex would have to match them too.
        headers: { 'Content-Type': 'application/json' },
        body: {
          results: [
            {
              indexUid: 'ro_products',
              hits: arrayContaining(productHit),
              estimatedTotalHits: integer(12),
              facetDistribution: { categories: eachKeyMatches({ Canapele: integer(12) }, [regex('.+', 'Canapele')]) },
            },
            {
              indexUid: 'ro_contents',
              hits: eachLike({ id: integer(4), title: string('Canapele noi'), url: string('canapele-noi.html') }),
            },
          ],
        },
      },
    });
    await run(async (search) => {
      const result = valueOf(await search.search({ term: 'canapea', offset: 0, limit: 5 }, RO));
      expect(result.products[0]).toMatchObject({ id: 1001, pseId: 5001, netPrice: 499.5, listNetPrice: 579, colour: 'Gri' });
      expect(result.categories).toEqual([{ title: 'Canapele', count: 12 }]);
      expect(result.contents).toEqual([{ id: 4, title: 'Canapele noi', url: 'canapele-noi.html' }]);
    });
  });

  it('answers no hits for a term nothing matches', async () => {
    pact.addInteraction({
      states: [given('nothing in the {prefix} indexes matches {term}', { prefix: 'ro_', term: 'xyzzyq' })],
      uponReceiving: 'a multi-search that matches nothing',
      withRequest: searchRequest('xyzzyq'),
      willRespondWith: {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        body: {
          results: [
            { indexUid: 'ro_products', hits: [], estimatedTotalHits: 0 },
            { indexUid: 'ro_contents', hits: [] },
          ],
        },
      },
    });
    await run(async (search) => {
      expect(valueOf(await search.search({ term: 'xyzzyq', offset: 0, limit: 5 }, RO))).toEqual({
        products: [],
        total: 0,
        categories: [],
        contents: [],
      });
    });
  });

  it('refuses credentials it does not know, with an error answer', async () => {
    pact.addInteraction({
      states: [given('the search credentials {authorization} are not valid', { authorization: basic('revoked-key') })],
      uponReceiving: 'a multi-search with refused credentials',
      // The refused credentials come from the state, so the verification sends them as they are.
      withRequest: searchRequest('canapea', MatchersV3.fromProviderState('${authorization}', basic('revoked-key'))),
      willRespondWith: {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
        body: { message: string('The provided API key is invalid.'), code: string('invalid_api_key') },
      },
    });
    await run(async (search) => {
      const answer = await search.search({ term: 'canapea', offset: 0, limit: 5 }, RO);
      expect(answer).toMatchObject({ ok: false, error: { kind: 'server', status: 403 } });
    }, 'revoked-key');
  });
});
