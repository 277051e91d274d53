import createClient, { type Client } from 'openapi-fetch';
import { networkTaggedFetch, type FetchLike } from './http-clients';

/**
 * A client for a public third-party read: Accept only, no credentials and no Content-Type, so
 * the browser sends a GET without a CORS preflight. Loaded with the adapter that uses it.
 */
export function createPublicClient<Paths extends object>(baseUrl: string, fetchImpl?: typeof fetch | FetchLike): Client<Paths> {
  const client = createClient<Paths>({ baseUrl: baseUrl.replace(/\/+$/, ''), fetch: networkTaggedFetch(fetchImpl) });
  client.use({
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      return request;
    },
  });
  return client;
}
