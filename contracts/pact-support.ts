import { MatchersV3, PactV3, type V3Request, type V3Response } from '@pact-foundation/pact';
import { createHttpAdapters, type HttpAdapters } from '../adapters/http/create-http-adapters';
import type { Result } from '../ports/model/result';
import type { ShopContext } from '../ports/model/shop-context';
import { CONSUMER, PACT_DIR, type Provider } from './pact-files';

export type { Provider } from './pact-files';

/** The example tokens the consumer sends; the provider verification replaces them (PROVIDER_TOKEN). */
export const EXAMPLE_TOKEN = 'shop-token';
/** The login token of customer 77 in the examples (stored under jwtToken, as the session does). */
export const EXAMPLE_LOGIN_TOKEN = 'customer-77-jwt';
const STORED_LOGIN = JSON.stringify({ token: EXAMPLE_LOGIN_TOKEN, expiresAt: 1_750_021_600_000 });

/** The session marker the consumer tests configure for the card provider. */
export const CARD_SESSION_MARKER = 'session_';

export const RO: ShopContext = { language: 'ro', locale: 'ro_RO', countryId: 146, satellite: 'RO' };

export function newPact(provider: Provider): PactV3 {
  return new PactV3({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'error' });
}

const bearer = (token: string) => MatchersV3.regex('^Bearer .+$', `Bearer ${token}`);
const authorization = bearer(EXAMPLE_TOKEN);

export function get(path: string, query?: Record<string, string>): V3Request {
  return {
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    headers: { Accept: 'application/json', Authorization: authorization },
  };
}

export function post(path: string, body: unknown, query?: Record<string, string>): V3Request {
  return {
    method: 'POST',
    path,
    ...(query ? { query } : {}),
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: authorization },
    body,
  };
}

/** A PUT, PATCH or DELETE (with a JSON body when given). */
export function send(method: 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): V3Request {
  const headers = { Accept: 'application/json', Authorization: authorization };
  return body === undefined
    ? { method, path, headers }
    : { method, path, headers: { ...headers, 'Content-Type': 'application/json' }, body };
}

/** A user call: the same request with the customer's login token as the example bearer. */
export function asCustomer(request: V3Request): V3Request {
  return { ...request, headers: { ...request.headers, Authorization: bearer(EXAMPLE_LOGIN_TOKEN) } };
}

/**
 * A user call sent with an expired login token. The token comes from the provider state
 * (`fromProviderState`): a state handler may answer `{"token": "<an expired token>"}`; without
 * one the state's own `token` parameter is sent.
 */
export function withExpiredToken(request: V3Request, token: string): V3Request {
  return {
    ...request,
    headers: { ...request.headers, Authorization: MatchersV3.fromProviderState('Bearer ${token}', `Bearer ${token}`) },
  };
}

/** An array of elements like `template`, possibly empty (the example holds one). */
export const anyNumberOf = <T>(template: T) => MatchersV3.atLeastLike(template, 0, 1);

/**
 * A row of wire fields, each matched by its type (a whole number, a decimal, a text) with its value
 * as the example; a null stays null, as a field the provider state leaves empty.
 */
export const likeEachField = (fields: Readonly<Record<string, string | number | null>>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      value === null
        ? null
        : typeof value === 'string'
          ? MatchersV3.string(value)
          : Number.isInteger(value)
            ? MatchersV3.integer(value)
            : MatchersV3.number(value),
    ]),
  );

/** Where a payment sends the browser: an https address, or a path in the shop (the storefront takes both). */
export const redirectAddress = (example: string) => MatchersV3.regex('^(https://|/).+$', example);

export function json(body: unknown, status = 200): V3Response {
  return { status, headers: { 'Content-Type': 'application/json' }, body };
}

/** A stub for the other backend, so one pact's interactions drive adapters that call both APIs. */
export type StubHandler = (request: Request) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Requests to the Pact mock server go to the real fetch; every other request (the other backend, a third party) to the stub. */
export function routedFetch(mockServerUrl: string, stub: StubHandler): typeof fetch {
  const mockOrigin = new URL(mockServerUrl).origin;
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new URL(request.url).origin === mockOrigin ? globalThis.fetch(request) : stub(request);
  };
}

/** Where the adapters send the calls of the backend that is not under test (stubbed). */
export const STUB_ORIGIN = 'http://other-backend.invalid';

/** The real http adapter family, with one backend at the Pact mock server and the rest stubbed. */
export function adaptersFor(
  provider: Provider,
  mockServerUrl: string,
  stub: StubHandler = () => jsonResponse({ error: 'not stubbed' }, 404),
): HttpAdapters {
  return createHttpAdapters({
    apiUrl: provider === 'shop-api' ? mockServerUrl : STUB_ORIGIN,
    fastApiUrl: provider === 'fast-api' ? mockServerUrl : STUB_ORIGIN,
    reviewBadgeUrl: provider === 'review-service' ? mockServerUrl : STUB_ORIGIN,
    shopToken: () => EXAMPLE_TOKEN,
    storage: { get: (key) => (key === 'jwtToken' ? STORED_LOGIN : null) },
    fetch: routedFetch(mockServerUrl, stub),
    payment: { sessionId: 'storefront', postageTaxRuleTitle: 'Postage', cardSessionMarker: CARD_SESSION_MARKER },
    now: () => 1_750_000_000_000,
  });
}

/**
 * The Pact mock server records a match only after it has sent the response, so a check that
 * follows the last response at once can miss it under load ("expected but not received" for a
 * request that was answered: pact-foundation/pact-js#1835, pact-reference#535). A short pause
 * before executeTest verifies closes that window.
 */
export const SETTLE_MS = 30;
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * One test file's pact (one per port): `pact` to add interactions; `verify` runs the adapter
 * calls against the mock server (the other backend stubbed) and, when they match, merges the
 * interactions into the provider's pact file.
 */
export function pactFor(provider: Provider) {
  const pact = newPact(provider);
  async function verify(run: (ports: HttpAdapters) => Promise<void>, stub?: StubHandler): Promise<void> {
    await pact.executeTest(async (server) => {
      await run(adaptersFor(provider, server.url, stub));
      await settle();
    });
  }
  return { pact, verify };
}

/** The value of a successful result, or a failure that shows the port error. */
export function valueOf<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}
