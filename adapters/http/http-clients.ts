import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as FastPaths } from './generated/fast-api';
import type { paths as ReviewPaths } from './generated/review-service';
import type { paths as SearchPaths } from './generated/search-service';
import type { paths as ShopPaths } from './generated/shop-api';

export type ShopClient = Client<ShopPaths>;
export type FastClient = Client<FastPaths>;
export type SearchClient = Client<SearchPaths>;
export type ReviewClient = Client<ReviewPaths>;

export type FetchLike = (input: Request) => Promise<Response>;

/** A fetch that failed before any HTTP answer arrived (offline, DNS, refused, aborted). */
export class NetworkFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkFailure';
  }
}

/**
 * Wraps the fetch so that a failure to reach the server is told apart from a bad answer
 * (a JSON syntax error raised later while reading the body is not a network failure).
 * The global fetch is looked up per call, so tests and polyfills installed later are used.
 */
export function networkTaggedFetch(base?: typeof fetch | FetchLike): FetchLike {
  return async (request) => {
    try {
      return await (base ?? globalThis.fetch)(request);
    } catch (error) {
      if (error instanceof NetworkFailure) throw error;
      throw new NetworkFailure(error instanceof Error ? `${request.method} ${request.url}: ${error.message}` : String(error));
    }
  };
}

/** JSON content type and accept on every request, plus the Authorization header (when there is one) computed per request. */
export function jsonAuthMiddleware(authorization: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      if (!request.headers.has('Content-Type')) request.headers.set('Content-Type', 'application/json');
      const value = authorization();
      if (value !== null) request.headers.set('Authorization', value);
      return request;
    },
  };
}

export function createApiClient<Paths extends object>(
  baseUrl: string,
  token: () => string,
  fetchImpl?: typeof fetch | FetchLike,
): Client<Paths> {
  return createAuthorizedClient<Paths>(baseUrl, () => `Bearer ${token()}`, fetchImpl);
}

/** A client whose requests carry the given Authorization header, or none for null. */
export function createAuthorizedClient<Paths extends object>(
  baseUrl: string,
  authorization: () => string | null,
  fetchImpl?: typeof fetch | FetchLike,
): Client<Paths> {
  const client = createClient<Paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), fetch: networkTaggedFetch(fetchImpl) });
  client.use(jsonAuthMiddleware(authorization));
  return client;
}
