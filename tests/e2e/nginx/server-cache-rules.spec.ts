import { expect, test } from '@playwright/test';
import { nginxInFrontOfAScriptedServer, type Seen } from './scripted-upstream';

// Runs in the `nginx-server` project: deploy/nginx/server-site.conf in front of a server scripted to send
// the cache headers the production server sends (or will send), so each rule of the edge shows.

const port = Number(process.env.E2E_PORT ?? 4317);
let site: Awaited<ReturnType<typeof nginxInFrontOfAScriptedServer>>;

test.beforeAll(async () => {
  site = await nginxInFrontOfAScriptedServer(port + 13, port + 14);
});
test.afterAll(() => site.stop());

/** The cache status of each of three requests for the path, answered with these headers. */
async function cacheStatuses(path: string, answer: Record<string, string>, init: RequestInit = {}) {
  const url = `${site.origin}${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(answer)}`;
  const statuses: (string | null)[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await fetch(url, init)).headers.get('x-cache-status'));
  return statuses;
}

test('a catalogue page the server marks public is kept for as long as it says', async () => {
  expect(await cacheStatuses('/products?a', { 'cache-control': 'public, s-maxage=60, stale-while-revalidate=30' })).toEqual([
    'MISS',
    'HIT',
    'HIT',
  ]);
  expect(await cacheStatuses('/de/product/12', { 'cache-control': 'public, max-age=60' })).toEqual(['MISS', 'HIT', 'HIT']);
});

test('a page is not kept when the server sends no Cache-Control, private, no-store, or a cookie', async () => {
  for (const answer of [
    {} as Record<string, string>,
    { 'cache-control': 'private, no-store' },
    { 'cache-control': 'no-cache' },
    { 'cache-control': 'public, s-maxage=60', 'set-cookie': 'session=1' },
  ])
    expect(await cacheStatuses(`/products?${Object.values(answer).join('-')}`, answer)).not.toContain('HIT');
});

test('a request with credentials is never answered from the cache nor kept', async () => {
  const answer = { 'cache-control': 'public, s-maxage=60' };
  const withToken = { headers: { Authorization: 'Bearer customer-token' } };
  expect(await cacheStatuses('/products?token', answer, withToken)).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
  expect((await cacheStatuses('/products?token', answer))[0]).toBe('MISS');
});

test('the shopper’s own pages are never kept, whatever the server says, and no one after nginx keeps them', async () => {
  for (const path of ['/account', '/de/cart', '/en/checkout/payment', '/order-placed?cart_id=3', '/guest/invoice/a/b']) {
    const url = `${site.origin}${path}${path.includes('?') ? '&' : '?'}cache-control=public,s-maxage=60`;
    for (let i = 0; i < 2; i++) {
      const response = await fetch(url);
      expect(response.headers.get('x-cache-status'), path).not.toBe('HIT');
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  }
});

test('the server is told who asked, and where', async () => {
  const response = await fetch(`${site.origin}/products?seen`);
  const seen = JSON.parse(response.headers.get('x-seen') ?? '{}') as Seen;
  expect(seen).toMatchObject({
    host: new URL(site.origin).host,
    forwardedFor: '127.0.0.1',
    forwardedHost: new URL(site.origin).host,
    forwardedProto: 'http',
  });
  expect(seen.requestId).toMatch(/^[0-9a-f]{32}$/);
});

test('the server’s own Content-Security-Policy goes through alone; nginx adds the headers it did not send', async () => {
  const policy = "script-src 'sha256-abc' 'strict-dynamic'; object-src 'none'";
  const response = await fetch(`${site.origin}/products?${new URLSearchParams({ csp: policy })}`);
  expect(response.headers.get('content-security-policy')).toBe(policy);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
});
