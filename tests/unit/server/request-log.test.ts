import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../../src/server/request-log';
import { givenAServer } from '../../support/given-a-server';

type Server = Awaited<ReturnType<typeof givenAServer>>;

const PROXY = '10.0.0.2';
const PERSONAL = { Cookie: 'session=s3cret', Authorization: 'Bearer t0ken', 'X-Forwarded-For': '203.0.113.9' };

describe("the production server's request log", () => {
  const lines: RequestLogEntry[] = [];
  let server: Server;
  beforeAll(async () => {
    server = await givenAServer(5000, {}, { requestLog: (entry) => lines.push(entry), trustProxy: [PROXY] });
  }, 60_000);
  afterAll(() => server.close());
  const lastLine = () => lines.at(-1)!;

  it('writes one line per request: its method, path, status, duration and id, echoed in X-Request-Id', async () => {
    const before = lines.length;
    const { headers } = await server.get('/products?page=2');
    expect(lines.length).toBe(before + 1);
    const line = lastLine();
    expect(line).toMatchObject({ method: 'GET', path: '/products?page', status: 200 });
    expect(line.durationMs).toBeGreaterThan(0);
    expect(Date.parse(line.time)).not.toBeNaN();
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('X-Request-Id')).toBe(line.requestId);
  });

  it('logs the requests the server answers early too: files, health checks, 404s', async () => {
    await server.get('/healthz');
    expect(lastLine()).toMatchObject({ path: '/healthz', status: 200 });
    await server.get('/assets/none-such.js');
    expect(lastLine()).toMatchObject({ path: '/assets/none-such.js', status: 404 });
  });

  it('holds nothing of the shopper: no cookie, token, address, email, search term or query value', async () => {
    await server.get('/de/search/ana@example.com?email=ana@example.com', PERSONAL);
    await server.get('/account/orders/12', PERSONAL);
    const written = JSON.stringify(lines.slice(-2));
    for (const secret of ['s3cret', 't0ken', '203.0.113.9', 'ana@example.com', '/12']) expect(written).not.toContain(secret);
    expect(lines.slice(-2).map((line) => line.path)).toEqual(['/de/search/…?email', '/account/…']);
    expect(Object.keys(lastLine()).sort()).toEqual(['durationMs', 'method', 'path', 'requestId', 'status', 'time']);
  });

  it('keeps the request id a trusted proxy sends, and ignores one from anyone else', async () => {
    const proxied = await server.get('/healthz', { 'X-Request-Id': 'edge-42' }, PROXY);
    expect(proxied.headers.get('X-Request-Id')).toBe('edge-42');
    expect(lastLine().requestId).toBe('edge-42');
    const direct = await server.get('/healthz', { 'X-Request-Id': 'edge-42' }, '198.51.100.4');
    expect(direct.headers.get('X-Request-Id')).not.toBe('edge-42');
    expect(lastLine().requestId).toBe(direct.headers.get('X-Request-Id'));
  });
});
