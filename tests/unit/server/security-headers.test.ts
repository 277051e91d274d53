import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenAServer, givenAServerWhoseBackendIs } from '../../support/given-a-server';

type Server = Awaited<ReturnType<typeof givenAServer>>;

const BOOT_HASH = `'sha256-${createHash('sha256').update('boot()').digest('base64')}'`;

/** The headers every answer of the server carries, whatever it is. */
function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain(`script-src 'self' ${BOOT_HASH} https://www.googletagmanager.com;`);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-eval|nonce-/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('Permissions-Policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  expect(headers.get('X-Frame-Options')).toBe('DENY');
}

describe('the production server sends the security headers with every answer', () => {
  let server: Server;
  beforeAll(async () => {
    server = await givenAServer();
  }, 60_000);
  afterAll(() => server.close());

  it.each([
    ['the home page', '/', 200],
    ['a product page', '/product/2021', 200],
    ['a listing', '/products', 200],
    ['a search page', '/search/masa', 200],
    ['a page that is not there', '/product/987654321', 404],
    ["a shopper's own page", '/cart', 200],
    ['the health check', '/healthz', 200],
    ['robots.txt', '/robots.txt', 200],
    ['the sitemap', '/sitemap.xml', 200],
    ['a file of the build', '/favicon.svg', 200],
    ['a file that is not there', '/assets/gone-1234567.js', 404],
  ])('on %s (%s)', async (_kind, path, status) => {
    const answer = await server.get(path);
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers);
  });

  it('sends a cacheable page the same policy every time: hashes, no per-request nonce', async () => {
    const [first, second] = await Promise.all([server.get('/product/2021'), server.get('/product/2021')]);
    expect(first.headers.get('Content-Security-Policy')).toBe(second.headers.get('Content-Security-Policy'));
    expect(first.html).not.toMatch(/\bnonce=/);
  });
});

describe('the server sends the security headers when the backend cannot answer', () => {
  it('on the 503 page', async () => {
    const server = await givenAServerWhoseBackendIs('down');
    try {
      const answer = await server.get('/product/2021');
      expect(answer.status).toBe(503);
      expectSecurityHeaders(answer.headers);
    } finally {
      await server.close();
    }
  });
});
