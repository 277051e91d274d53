import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import { precompress } from '../../../scripts/precompress.mjs';
import { givenAServer } from '../../support/given-a-server';

type Server = Awaited<ReturnType<typeof givenAServer>>;

const CATALOGUE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

/** A client build with one hashed asset (and its compressed copies, as `npm run serve` writes them) and one public file. */
function givenABuiltClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/entry-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'favicon.ico'), 'icon');
  precompress(dir);
  return dir;
}

describe('the cache headers of each kind of page the production server answers', () => {
  let server: Server;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = givenABuiltClient();
    server = await givenAServer(5000, {}, { clientDir });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true });
  });

  it.each([
    ['home', '/'],
    ['listing', '/products'],
    ['product', `/product/${seedFacts().productInStockId}`],
    ['content', '/delivery'],
    ['search', '/search/masa'],
    ['English product', `/en/product/${seedFacts().productInStockId}`],
  ])('lets the edge keep the %s page, with an ETag and Vary on the encoding only', async (_kind, path) => {
    const { status, headers } = await server.get(path);
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe(CATALOGUE);
    expect(headers.get('Vary')).toBe('Accept-Encoding');
    expect(headers.get('ETag')).toMatch(/^"[\w-]{32}"$/);
  });

  it('gives a page the same ETag on every request, however its reads came back, so every server and edge agree', async () => {
    const path = `/product/${seedFacts().productInStockId}`;
    const tags = new Set<string | null>();
    for (let i = 0; i < 4; i++) tags.add((await server.get(path)).headers.get('ETag'));
    expect(tags.size).toBe(1);
  });

  it('answers 304 without the page to a cache whose copy is still the page, compressed or not', async () => {
    const first = await server.get('/products');
    const tag = first.headers.get('ETag')!;
    for (const ifNoneMatch of [tag, `W/${tag}`]) {
      const again = await server.get('/products', { 'If-None-Match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.html).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Cache-Control')).toBe(CATALOGUE);
    }
    const stale = await server.get('/products', { 'If-None-Match': '"an-older-page"' });
    expect(stale.status).toBe(200);
  });

  it('weakens the tag of a page it compresses', async () => {
    const { headers } = await server.get('/', { 'Accept-Encoding': 'gzip' });
    expect(headers.get('Content-Encoding')).toBe('gzip');
    expect(headers.get('ETag')).toMatch(/^W\/"/);
  });

  it.each(['/cart', '/checkout', '/account', '/account/orders/12', '/login-register', '/en/order-placed/5', '/guest/order/abc'])(
    "never lets anyone store the shopper's own page %s",
    async (path) => {
      const { status, headers } = await server.get(path, { 'If-None-Match': '*' });
      expect(status).toBe(200);
      expect(headers.get('Cache-Control')).toBe('private, no-store');
      expect(headers.get('ETag')).toBeNull();
    },
  );

  it('keeps the not-found page a minute at the edge only', async () => {
    const { status, headers } = await server.get('/product/987654321');
    expect(status).toBe(404);
    expect(headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60');
    expect(headers.get('ETag')).toBeNull();
  });

  it('never stores the health check or a file that is not there', async () => {
    expect((await server.get('/healthz')).headers.get('Cache-Control')).toBe('no-store');
    const missing = await server.get('/assets/entry-0ld0ld00.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('sends a hashed asset as built in brotli or gzip, immutable for a year', async () => {
    const path = '/assets/entry-Ab12Cd34.js';
    const app = { brotli: await fetchBytes(server, path, 'gzip, deflate, br'), gzip: await fetchBytes(server, path, 'gzip') };
    expect(app.brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(app.brotli.bytes).toString()).toBe(SCRIPT);
    expect(app.gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(app.gzip.bytes).toString()).toBe(SCRIPT);
    const plain = await server.get(path);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.html).toBe(SCRIPT);
    for (const { headers } of [app.brotli, app.gzip, plain]) {
      expect(headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(headers.get('Content-Type')).toMatch(/^text\/javascript/);
    }
  });

  it('keeps the other public files ten minutes', async () => {
    const { status, headers } = await server.get('/favicon.ico');
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('public, max-age=600');
  });
});

async function fetchBytes(server: Server, path: string, acceptEncoding: string) {
  const { headers, raw } = await server.getRaw(path, { 'Accept-Encoding': acceptEncoding });
  return { headers, bytes: Buffer.from(raw) };
}
