import { MatchersV3, type V3ProviderState, type V3Request } from '@pact-foundation/pact';
import { expect } from 'vitest';
import type { HttpAdapters } from '../adapters/http/create-http-adapters';
import { askedWithShopToken } from './pact-states';
import { EXAMPLE_TOKEN, json, type pactFor } from './pact-support';

/**
 * A user call sent with the shop token instead of a login token. The token comes from the provider
 * state (`fromProviderState`, as with the expired token): its handler answers `{"shopToken": "…"}`.
 * The consumer side sends its stored login token, which the matcher accepts; what the storefront
 * pins is its reaction to the 401.
 */
function withShopToken(request: V3Request): V3Request {
  return {
    ...request,
    headers: {
      ...request.headers,
      Authorization: MatchersV3.fromProviderState('Bearer ${shopToken}', `Bearer ${EXAMPLE_TOKEN}`),
    },
  };
}

/** A customer's data needs that customer's login token: the shop token answers 401. */
const refusedWithoutLoginToken = () =>
  json({ status: MatchersV3.string('error'), message: MatchersV3.string('Token does not match the customer') }, 401);

/** What the adapters make of that 401: a typed value the session ends on. */
const UNAUTHORIZED = { ok: false, error: { kind: 'unauthorized', status: 401 } } as const;

interface ShopTokenCall {
  /** The provider state with the customer data asked for (after "asked with the shop token"). */
  state: V3ProviderState;
  uponReceiving: string;
  /** The user call as the storefront sends it; its token is replaced by the shop token. */
  request: V3Request;
  /** The adapter call that sends it. */
  call: (ports: HttpAdapters) => Promise<unknown>;
}

/** Pins that a user call with the shop token answers 401, and that the adapter returns it as unauthorized. */
export async function refusesTheShopToken(
  { pact, verify }: ReturnType<typeof pactFor>,
  { state, uponReceiving, request, call }: ShopTokenCall,
): Promise<void> {
  pact.addInteraction({
    states: [askedWithShopToken, state],
    uponReceiving,
    withRequest: withShopToken(request),
    willRespondWith: refusedWithoutLoginToken(),
  });
  await verify(async (ports) => {
    expect(await call(ports)).toMatchObject(UNAUTHORIZED);
  });
}
