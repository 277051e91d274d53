import { describe, expect, it } from 'vitest';
import {
  clientTypeSpecs,
  documentedCalls,
  findClientCalls,
  findOperation,
  listOperations,
  matchesTemplate,
  receiverSpecs,
} from '../../../contracts/coverage-matching.mjs';
import { anAdapter, anOpenApi, clientsSource } from '../../support/coverage-input-builder';

describe('a pact request is matched to the OpenAPI operation it is an instance of', () => {
  it('fills a templated segment with any one non-empty value', () => {
    expect(matchesTemplate('/api/products/{productId}', '/api/products/1001')).toBe(true);
    expect(matchesTemplate('/api/brands/{id}/{locale}', '/api/brands/7/ro_RO')).toBe(true);
    expect(matchesTemplate('/api/products/{productId}', '/api/products/')).toBe(false);
    expect(matchesTemplate('/api/products/{productId}', '/api/products/1001/extra')).toBe(false);
  });

  it('keeps the trailing slashes the spec requires: with and without are different paths', () => {
    expect(matchesTemplate('/api/products/', '/api/products/')).toBe(true);
    expect(matchesTemplate('/api/products/', '/api/products')).toBe(false);
    expect(matchesTemplate('/api/brand_list', '/api/brand_list/')).toBe(false);
    expect(matchesTemplate('/api/category_count/single/{category_id}', '/api/category_count/single/12/')).toBe(false);
  });

  it('ignores the query string of the request', () => {
    expect(matchesTemplate('/api/products/', '/api/products/?limit=12&offset=0')).toBe(true);
    expect(matchesTemplate('/api/store_info', '/api/store_info?satellite=RO')).toBe(true);
    expect(matchesTemplate('/api/store_info/', '/api/store_info?satellite=RO')).toBe(false);
  });

  it('compares percent-encoded segments decoded, and literal segments exactly', () => {
    expect(matchesTemplate('/api/guest/invoice/{ref}/{hash}', '/api/guest/invoice/ORD%20901/9f2c')).toBe(true);
    expect(matchesTemplate('/api/localpickup/order', '/api/localPickup/order')).toBe(false);
  });

  it('takes the operation of the same method, the most literal template when several match', () => {
    const operations = listOperations(
      anOpenApi({ 'GET /api/order/{id}': 'getOrder', 'GET /api/order/latest': 'getLatest', 'POST /api/order/{id}': 'postOrder' }),
    );
    expect(findOperation(operations, 'GET', '/api/order/latest')?.operationId).toBe('getLatest');
    expect(findOperation(operations, 'get', '/api/order/900')?.operationId).toBe('getOrder');
    expect(findOperation(operations, 'POST', '/api/order/900?x=1')?.operationId).toBe('postOrder');
    expect(findOperation(operations, 'DELETE', '/api/order/900')).toBeNull();
  });

  it('lists every method of every path with its operationId', () => {
    const document = { paths: { '/a/': { get: { operationId: 'getA' }, post: { operationId: 'postA' }, parameters: [] } } };
    expect(listOperations(document)).toEqual([
      { method: 'GET', path: '/a/', operationId: 'getA' },
      { method: 'POST', path: '/a/', operationId: 'postA' },
    ]);
  });
});

describe("the adapters' calls are read from their source", () => {
  it('finds literal calls on any receiver, also split over lines, with their line', () => {
    const source = anAdapter(`
  a() { return this.shop.GET('/api/products/{productId}', { params }); }
  b() {
    return this.clients.fast
      .POST(
        "/api/cart/add", { body });
  }`);
    expect(findClientCalls(source)).toEqual([
      { receiver: 'shop', method: 'GET', path: '/api/products/{productId}', line: 6 },
      { receiver: 'fast', method: 'POST', path: '/api/cart/add', line: 8 },
    ]);
  });

  it('ignores calls in comments but not comment-like text in strings', () => {
    const source = `
// this.shop.GET('/api/old')
/* this.shop.POST('/api/older') */
const base = 'http://x'; this.shop.GET('/api/new');`;
    expect(findClientCalls(source).map((call) => call.path)).toEqual(['/api/new']);
  });

  it('returns a call whose path is not a plain literal with no path, so it cannot be missed', () => {
    const source = 'client.GET(path); client.DELETE(`/api/${id}`); client.PUT(`/api/plain`);';
    expect(findClientCalls(source).map((call) => call.path)).toEqual([null, null, '/api/plain']);
  });

  it('tells which spec a receiver speaks from its declared client type', () => {
    const typeSpecs = clientTypeSpecs(clientsSource);
    expect(typeSpecs).toEqual({ ShopClient: 'shop-api', FastClient: 'fast-api' });
    const source =
      'interface C { user: ShopClient; fastUser?: FastClient }\nclass A { constructor(private readonly shop: ShopClient) {} }';
    expect(receiverSpecs(source, typeSpecs)).toEqual({ user: 'shop-api', fastUser: 'fast-api', shop: 'shop-api' });
  });
});

describe("the http README's port → operation table", () => {
  it('names calls in code spans, with {a,b} alternatives expanded and abbreviations skipped', () => {
    const markdown = '| pay | shop `POST /api/{card,bnpl}/pay` |\n| x | `GET /api/x/?q&r` / `GET …/y` / `PUT address/{id}` |';
    expect(documentedCalls(markdown)).toEqual([
      { method: 'POST', path: '/api/card/pay' },
      { method: 'POST', path: '/api/bnpl/pay' },
      { method: 'GET', path: '/api/x/' },
    ]);
  });
});
