import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyStateChange, parseStateChange, type ProviderStates } from './provider-states';
import { findRoute, replyError, type BackendReply, type BackendRequest, type Route } from './route';

/** Where Pact's verifier posts provider-state changes (the usual convention). */
export const STATES_PATH = '/_pact/provider-states';

export interface ProviderServer {
  url: string;
  statesUrl: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  routes: readonly Route[];
  states: ProviderStates;
  /** 0 for a free port. */
  port?: number;
  /** Calls under /api/ need an Authorization header, as the pacts require. */
  requireAuthorization?: boolean;
  log?: (line: string) => void;
  /** Changes an answer before it is sent (a test breaks the provider on purpose with it). */
  transform?: (request: BackendRequest, reply: BackendReply) => BackendReply;
}

const LOOPBACK = '127.0.0.1';

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, { status, body }: BackendReply, origin: string | undefined): void {
  // Any page served from this machine may call (the http-mode build runs on another port).
  if (origin && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Vary', 'Origin');
  }
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

async function answer(request: IncomingMessage, options: ServeOptions): Promise<BackendReply> {
  const url = new URL(request.url ?? '/', `http://${LOOPBACK}`);
  const method = request.method ?? 'GET';
  const body = await readBody(request);
  if (url.pathname === STATES_PATH && method === 'POST') {
    const change = parseStateChange(body);
    if (!change) return replyError(400, 'a state change needs { state, params, action }');
    const outcome = await applyStateChange(options.states, change);
    return 'problem' in outcome ? replyError(400, outcome.problem) : { status: 200, body: outcome.values };
  }
  const found = findRoute(options.routes, method, url.pathname);
  if (!found) return replyError(404, `no operation ${method} ${url.pathname}`);
  const authorization = request.headers.authorization ?? null;
  if (options.requireAuthorization !== false && authorization === null) return replyError(401, 'Missing token');
  const backendRequest = { method, path: url.pathname, params: found.params, query: url.searchParams, body, authorization };
  const reply = await found.route.handle(backendRequest);
  return options.transform ? options.transform(backendRequest, reply) : reply;
}

/** One provider's API on loopback: its routes, its provider states, CORS for pages on this machine. */
export function serveProvider(options: ServeOptions): Promise<ProviderServer> {
  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
      send(response, { status: 204, body: undefined }, origin);
      return;
    }
    answer(request, options)
      .then((reply) => send(response, reply, origin))
      .catch((error: unknown) => {
        options.log?.(
          `${request.method} ${request.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        send(response, replyError(500, 'Internal error of the fake backend'), origin);
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK, () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://${LOOPBACK}:${port}`;
      resolve({
        url,
        statesUrl: `${url}${STATES_PATH}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
