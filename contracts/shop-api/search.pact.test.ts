import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { given } from '../pact-states';
import { get, json, jsonResponse, pactFor, RO, valueOf } from '../pact-support';

const { integer, string } = MatchersV3;

const { pact, verify } = pactFor('shop-api');

describe('shop API contract, search port (storefront → shop-api)', () => {
  it('reads the search-service settings (ConfigApi) before searching', async () => {
    pact.addInteraction({
      states: [given('the search service is configured with the index prefix {prefix}', { prefix: 'ro_' })],
      uponReceiving: 'a request for the search-service settings',
      withRequest: get('/api/ConfigApi'),
      willRespondWith: json({
        scheme: string('https'),
        host: string('search.example.ro'),
        port: integer(443),
        front_username: string('front'),
        front_password: string('public-search-key'),
        index_prefix: 'ro_',
        language_index_prefixes: { de: string('de_'), ro: string('ro_'), en: string('en_') },
        content: string('contents'),
      }),
    });
    const searchRequests: Request[] = [];
    const searchService = (request: Request) => {
      searchRequests.push(request);
      return jsonResponse({
        results: [
          { indexUid: 'ro_products', hits: [], estimatedTotalHits: 0 },
          { indexUid: 'ro_contents', hits: [] },
        ],
      });
    };
    await verify(async (ports) => {
      const result = valueOf(await ports.search.search({ term: 'canapea', offset: 0, limit: 5 }, RO));
      expect(result).toEqual({ products: [], total: 0, categories: [], contents: [] });
      expect(searchRequests[0]?.url).toBe('https://search.example.ro/multi-search');
      expect(searchRequests[0]?.headers.get('Authorization')).toBe(`Basic ${btoa('front:public-search-key')}`);
      // The interface language's indexes, named by language_index_prefixes (designed here).
      valueOf(await ports.search.search({ term: 'sofa', offset: 0, limit: 5 }, { ...RO, language: 'en', locale: 'en_US' }));
      const english = (await searchRequests[1]?.json()) as { queries: { indexUid: string }[] };
      expect(english.queries.map((query) => query.indexUid)).toEqual(['en_products', 'en_contents']);
    }, searchService);
  });
});
