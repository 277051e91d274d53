import { describe, expect, it } from 'vitest';
import { contradictions, coverageReport } from '../../../contracts/coverage-report.mjs';
import { aPact, aSpec, anAdapter, anOpenApi, clientsSource } from '../../support/coverage-input-builder';

const shopOperations = {
  'GET /api/products/{productId}': 'getProduct',
  'GET /api/products/': 'getProducts',
  'POST /api/cart/add': 'cartAdd',
};
const adapter = (body: string) => [{ file: 'adapters/http/some-adapter.ts', source: anAdapter(body) }];

describe('contract coverage: every operation an adapter calls has a pact interaction', () => {
  it('is complete when each called operation has an interaction; uncalled ones need none', () => {
    const report = coverageReport({
      specs: [aSpec('shop-api', shopOperations, aPact({ 'a product request': 'GET /api/products/1001' }))],
      adapters: adapter("a() { return this.shop.GET('/api/products/{productId}', {}); }"),
      clientsSource,
    });
    expect(report.problems).toEqual([]);
    const row = report.rows.find((r) => r.operationId === 'getProduct');
    expect(row).toMatchObject({ calledBy: ['adapters/http/some-adapter.ts:5'], interactions: ['a product request'] });
    expect(report.rows.find((r) => r.operationId === 'cartAdd')).toMatchObject({ calledBy: [], interactions: [] });
  });

  it('names a called operation without an interaction, with the call site', () => {
    const report = coverageReport({
      specs: [aSpec('shop-api', shopOperations, aPact({ 'a product request': 'GET /api/products/1001' }))],
      adapters: adapter("a() { return this.shop.GET('/api/products/', {}); }"),
      clientsSource,
    });
    expect(report.missing.map((row) => row.operationId)).toEqual(['getProducts']);
    expect(report.problems).toEqual([
      'shop-api: GET /api/products/ (getProducts) is called by adapters/http/some-adapter.ts:5 but no interaction covers it',
    ]);
  });

  it('counts nothing as covered for a provider without a pact file', () => {
    const report = coverageReport({
      specs: [aSpec('review-service', { 'GET /api/reviews/{id}': 'getReviews' }, null)],
      adapters: [{ file: 'r.ts', source: "client.GET('/api/reviews/{id}')" }],
      clientsSource,
    });
    expect(report.missing.map((row) => row.operationId)).toEqual(['getReviews']);
  });

  it('places a call by its client type when two specs declare the same path', () => {
    const both = { 'GET /api/products/{productId}': 'getProduct' };
    const report = coverageReport({
      specs: [aSpec('fast-api', both, aPact({})), aSpec('shop-api', both, aPact({ 'a product request': 'GET /api/products/1' }))],
      adapters: adapter("a() { return this.shop.GET('/api/products/{productId}'); }"),
      clientsSource,
    });
    expect(report.problems).toEqual([]);
    expect(report.rows.filter((row) => row.calledBy.length > 0).map((row) => row.provider)).toEqual(['shop-api']);
  });

  it('refuses calls it cannot place: a dynamic path, an unknown receiver on a shared path, a path no spec declares', () => {
    const both = { 'GET /api/x': 'getX' };
    const report = coverageReport({
      specs: [aSpec('fast-api', both, aPact({})), aSpec('shop-api', both, aPact({}))],
      adapters: [{ file: 'a.ts', source: "other.GET(path);\nother.GET('/api/x');\nthis.shop.GET('/api/y');" }],
      clientsSource,
    });
    expect(report.problems).toEqual([
      'a.ts:1: other.GET(…) has no literal path; write the OpenAPI path literally',
      "a.ts:2: GET /api/x is declared by fast-api and shop-api; cannot tell which API 'other' calls",
      "a.ts:3: GET /api/y is declared nowhere; cannot tell which API 'shop' calls",
    ]);
  });

  it('refuses an interaction that matches no operation (a trailing slash missing, say)', () => {
    const report = coverageReport({
      specs: [aSpec('shop-api', shopOperations, aPact({ 'a product list': 'GET /api/products?limit=12' }))],
      adapters: [],
      clientsSource,
    });
    expect(report.problems).toEqual(["shop-api pact: 'a product list' (GET /api/products) matches no operation"]);
  });

  it("refuses a call the http README's table names but no adapter makes", () => {
    const report = coverageReport({
      specs: [aSpec('shop-api', shopOperations, aPact({}))],
      adapters: [],
      clientsSource,
      readme: '| cart.addLine | shop `POST /api/cart/add` |',
    });
    expect(report.problems).toEqual(['adapters/http/README.md names POST /api/cart/add, but no adapter call was found for it']);
  });
});

describe('one data set answers every interaction', () => {
  const check = (cartId: number, status: number, description: string, headers = {}, generators = {}) => ({
    description,
    request: { method: 'POST', path: '/api/cart/check', body: { cart_id: cartId }, headers, generators },
    response: { status },
  });

  it('refuses two interactions that send the same request and expect different statuses', () => {
    expect(contradictions('shop-api', [check(55, 200, 'cart 55 exists'), check(55, 404, 'cart 55 is gone')])).toEqual([
      "shop-api pact: 'cart 55 exists' (200) and 'cart 55 is gone' (404) send the same request; no one data set answers both",
    ]);
  });

  it('accepts them when the requests differ, by a parameter or by a header the provider state generates', () => {
    const generated = { header: { Authorization: { type: 'ProviderState', expression: 'Bearer ${token}' } } };
    expect(contradictions('shop-api', [check(55, 200, 'exists'), check(66, 404, 'gone')])).toEqual([]);
    expect(
      contradictions('shop-api', [
        check(55, 200, 'valid token', { Authorization: 'Bearer a' }),
        check(55, 401, 'expired token', { Authorization: 'Bearer expired' }, generated),
      ]),
    ).toEqual([]);
  });

  it('fails the coverage check on such a pair', () => {
    const report = coverageReport({
      specs: [
        {
          provider: 'shop-api',
          document: anOpenApi({ 'POST /api/cart/check': 'cartCheck' }),
          pact: { interactions: [check(55, 200, 'a'), check(55, 404, 'b')] },
        },
      ],
      adapters: [],
      clientsSource,
    });
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toContain('no one data set answers both');
  });

  it('accepts the same request twice when the answers agree', () => {
    expect(contradictions('shop-api', [check(55, 200, 'lines'), check(55, 200, 'lines, local pickup among them')])).toEqual([]);
  });
});
