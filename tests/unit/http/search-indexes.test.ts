import { describe, expect, it } from 'vitest';
import { searchIndexes } from '../../../adapters/http/search-indexes';
import type { ShopContext } from '../../../ports/model/shop-context';
import { RO } from './fixtures';
import { setupAdapters } from './setup-adapters';
import type { StubFetch } from './stub-fetch';

const CONFIG = {
  scheme: 'https',
  host: 'search.example',
  port: 443,
  front_username: 'front',
  front_password: 'search-key',
  index_prefix: 'ro_',
  language_index_prefixes: { de: 'de_', ro: 'ro_', en: 'en_' },
  content: 'contents',
};
const EN: ShopContext = { ...RO, language: 'en', locale: 'en_US' };
const DE: ShopContext = { ...RO, language: 'de', locale: 'de_DE' };

function setup(config: object) {
  const { stub, ports } = setupAdapters(null, { searchProxyUrl: '' });
  stub.on('GET', '/api/ConfigApi', { json: config });
  stub.on('POST', '/multi-search', { json: { results: [] } });
  return { stub, search: ports.search };
}

const askedIndexes = (stub: StubFetch): string[] => {
  const sent = stub.requests.filter((request) => request.url.pathname === '/multi-search').at(-1);
  return (sent?.body as { queries: { indexUid: string }[] }).queries.map((query) => query.indexUid);
};

describe('search runs in the interface language', () => {
  it("queries the interface language's indexes, from one ConfigApi read", async () => {
    const { stub, search } = setup(CONFIG);
    await search.search({ term: 'sofa', offset: 0, limit: 5 }, EN);
    expect(askedIndexes(stub)).toEqual(['en_products', 'en_contents']);
    await search.search({ term: 'Sofa', offset: 0, limit: 5 }, DE);
    expect(askedIndexes(stub)).toEqual(['de_products', 'de_contents']);
    expect(stub.requests.filter((request) => request.url.pathname === '/api/ConfigApi')).toHaveLength(1);
  });

  it("falls back to the store's indexes for a language ConfigApi does not name", () => {
    expect(searchIndexes({ index_prefix: 'ro_', content: 'contents' }, 'en')).toEqual({
      productIndex: 'ro_products',
      contentIndex: 'ro_contents',
    });
    expect(searchIndexes({ index_prefix: 'ro_', language_index_prefixes: { de: 'de_' }, content: 'pages' }, 'en')).toEqual({
      productIndex: 'ro_products',
      contentIndex: 'ro_pages',
    });
  });
});
