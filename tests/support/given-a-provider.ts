import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_PROVIDER = 'demo-api';

/** A minimal pact: a product read under a parameterised state, and a store read without one. */
const demoPact = {
  consumer: { name: 'storefront' },
  provider: { name: DEMO_PROVIDER },
  interactions: [
    {
      description: 'a request for product 1001',
      providerStates: [{ name: 'a product with id {productId} exists', params: { productId: 1001 } }],
      request: {
        method: 'GET',
        path: '/api/products/1001',
        headers: { Authorization: 'Bearer example-token' },
        matchingRules: { header: { Authorization: { combine: 'AND', matchers: [{ match: 'regex', regex: '^Bearer .+$' }] } } },
      },
      response: {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        body: { id: 1001, title: 'Canapea Oslo' },
        matchingRules: { body: { '$.title': { combine: 'AND', matchers: [{ match: 'type' }] } } },
      },
    },
    {
      description: 'a request for the store info',
      request: { method: 'GET', path: '/api/store_info' },
      response: { status: 200, headers: { 'Content-Type': 'application/json' }, body: { name: 'Casa' } },
    },
  ],
  metadata: { pactSpecification: { version: '3.0.0' } },
};

export interface ProviderOptions {
  /** The product answer names its `title` field `name`. */
  renamesAField?: boolean;
  /** The store info is not found (404). */
  missesTheStoreInfo?: boolean;
  /** API requests get no answer at all (the states and the base URL still answer). */
  hangs?: boolean;
}

export interface RunningProvider {
  baseUrl: string;
  statesUrl: string;
  /** A directory holding the demo pact as `storefront-demo-api.json` (and the test's Pact log); removed on close. */
  pactDir: string;
  /** The Authorization header of each API request, in order. */
  authorizations: (string | undefined)[];
  /** The bodies posted to the states URL, in order. */
  stateCalls: unknown[];
  close(): Promise<void>;
}

/** A tiny provider on a free loopback port that answers the demo pact (or breaks it as told). */
export async function givenAProvider(options: ProviderOptions = {}): Promise<RunningProvider> {
  const pactDir = mkdtempSync(join(tmpdir(), 'verify-kit-'));
  writeFileSync(join(pactDir, `storefront-${DEMO_PROVIDER}.json`), JSON.stringify(demoPact));
  const authorizations: (string | undefined)[] = [];
  const stateCalls: unknown[] = [];

  const answer = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    };
    if (request.url === '/_states') {
      if (request.method === 'POST') stateCalls.push(JSON.parse(body));
      return json(200, {});
    }
    if (!request.url?.startsWith('/api/')) return json(404, {});
    authorizations.push(request.headers.authorization);
    if (options.hangs) return;
    if (request.url === '/api/store_info' && !options.missesTheStoreInfo) return json(200, { name: 'Casa' });
    if (request.url === '/api/products/1001')
      return json(200, options.renamesAField ? { id: 1001, name: 'Canapea' } : { id: 1001, title: 'Canapea' });
    return json(404, {});
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => answer(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: origin,
    statesUrl: `${origin}/_states`,
    pactDir,
    authorizations,
    stateCalls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(pactDir, { recursive: true, force: true });
      }),
  };
}

/** A loopback port that nothing listens on. */
export async function aClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
