import 'reflect-metadata/lite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getSeedData } from '../../adapters/fake/seed/seed-data-set';
import { startFakeBackend, type FakeBackend, type FakeBackendOptions } from '../../scripts/fake-backend/start-fake-backend';
import { parseConfig } from '../../src/app/config';
import { serverApp } from '../../src/server/server-app';
import type { ServerSettings } from '../../src/server/server-app';

/** The built index.html, reduced to what the server fills in. */
export const TEMPLATE =
  '<!doctype html><html lang="ro"><head><title>Lemnia</title></head><body><div id="root"><div data-shell>shell</div></div><script>boot()</script></body></html>';

/** A policy with nothing beyond what the configuration names. */
const NO_MORE_SOURCES = { script: [], connect: [], img: [], reportUri: '' };

/** The server's own settings beyond the backend's: cache rules, trusted proxies, request log, client build. */
type Edge = Partial<Pick<ServerSettings, 'cache' | 'trustProxy' | 'requestLog' | 'clientDir'>>;

/** A request as the server's socket sees it: from this peer address (a proxy, or a visitor). */
const fromPeer = (peer: string | undefined) =>
  peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };

const settingsFor = (apiUrl: string, fastApiUrl: string, budgetMs: number, edge: Edge = {}): ServerSettings => {
  const env = {
    VITE_ADAPTERS: 'http',
    VITE_API_URL: apiUrl,
    VITE_FAST_API_URL: fastApiUrl,
    VITE_SHOP_TOKEN: 'fake-backend-token',
  };
  const logger = { warn: () => undefined, error: () => undefined };
  const { config } = parseConfig(env, '1.1.0', 'https://shop.example');
  const styles = { catalogue: [], serverError: [] };
  return { config, template: TEMPLATE, budgetMs, logger, styles, clientDir: 'public', policy: NO_MORE_SOURCES, ...edge };
};

/** The production server in this process, on the fake backend (on free ports): what it answers, by path. */
export async function givenAServer(budgetMs = 5000, backendOptions: FakeBackendOptions = {}, edge: Edge = {}) {
  const backend: FakeBackend = await startFakeBackend(backendOptions);
  const app = serverApp(settingsFor(backend.providers['shop-api'].url, backend.providers['fast-api'].url, budgetMs, edge));
  const request = (path: string, headers: Record<string, string>, peer?: string) =>
    app.request(`https://shop.example${path}`, { headers }, fromPeer(peer) as never);
  const get = async (path: string, headers: Record<string, string> = {}, peer?: string) => {
    const response = await request(path, headers, peer);
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  /** The bytes as they travel (compressed or not). */
  const getRaw = async (path: string, headers: Record<string, string> = {}) => {
    const response = await request(path, headers);
    return { status: response.status, headers: response.headers, raw: await response.arrayBuffer() };
  };
  return { get, getRaw, seed: getSeedData(), close: () => backend.close() };
}

/** A backend that takes every call and never answers, or none at all (a closed port). */
async function hangingBackend(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${port}`, close };
}

/** The server in front of a backend that is down (nothing listens) or too slow (never answers within the budget). */
export async function givenAServerWhoseBackendIs(
  state: 'down' | 'slow',
  budgetMs = state === 'slow' ? 400 : 10_000,
  edge: Edge = {},
) {
  const slow = state === 'slow' ? await hangingBackend() : null;
  const url = slow?.url ?? 'http://127.0.0.1:9';
  const app = serverApp(settingsFor(url, url, budgetMs, edge));
  const getFrom = async (origin: string, path: string, headers: Record<string, string> = {}, peer?: string) => {
    const response = await app.request(`${origin}${path}`, { headers }, fromPeer(peer) as never);
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  return { get: (path: string) => getFrom('https://shop.example', path), getFrom, close: async () => slow?.close() };
}

/** A server whose backend answers with this HTML wherever the product's description was (as a back office could hold it). */
export function givenAServerWhereADescriptionReads(original: string, html: string) {
  const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
  return givenAServer(5000, {
    transform: (_request, reply) =>
      typeof reply.body === 'object' && reply.body !== null
        ? { ...reply, body: JSON.parse(JSON.stringify(reply.body).split(escaped(original)).join(escaped(html))) as unknown }
        : reply,
  });
}
