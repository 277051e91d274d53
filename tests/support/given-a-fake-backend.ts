import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { createHttpAdapters } from '../../adapters/http/create-http-adapters';
import { startFakeBackend, type FakeBackend } from '../../scripts/fake-backend/start-fake-backend';

/**
 * The fake backend on free ports, the real http adapters pointed at it, and the fake adapters
 * `npm start` uses, over the same data set: what one answers, the other must too. Both run on
 * one clock, set to a whole second (the wire carries token expiry in seconds), so order dates,
 * tokens and withdrawal periods agree.
 */
export async function givenAFakeBackend() {
  const clock = new InMemoryClock(Math.floor(Date.now() / 1000) * 1000);
  const backend: FakeBackend = await startFakeBackend({ clock });
  const storage = new InMemoryStorage();
  const http = createHttpAdapters({
    apiUrl: backend.providers['shop-api'].url,
    fastApiUrl: backend.providers['fast-api'].url,
    shopToken: () => 'fake-backend-token',
    storage,
    payment: { sessionId: 'storefront', postageTaxRuleTitle: 'Postage', cardSessionMarker: 'session_' },
    now: () => clock.now(),
  });
  const fake = createFakeAdapters({ clock, knobs: new FakeKnobs() });
  return { backend, http, fake, storage, clock };
}

export type FakeBackendWorld = Awaited<ReturnType<typeof givenAFakeBackend>>;

/**
 * Logs the account in on both sides (so both fakes issue the same token); the http adapters'
 * user calls then carry the login token, as the session store keeps it under jwtToken.
 */
export async function loggedInOnBoth(world: FakeBackendWorld, account: { email: string; password: string }) {
  const served = await world.http.customers.logIn(account.email, account.password);
  const held = await world.fake.customers.logIn(account.email, account.password);
  if (!served.ok || !held.ok) throw new Error(`cannot log in ${account.email}`);
  world.storage.set('jwtToken', JSON.stringify(served.value.token));
  return { served: served.value, held: held.value };
}

/** User calls go out with the shop token again (no login token stored). */
export const loggedOut = (world: FakeBackendWorld): void => world.storage.remove('jwtToken');

/**
 * A failure as both families can agree on it: the server's message and status. The http family
 * reads any other 4xx as 'server' where the fake says 'rejected', so the kind is left out.
 */
export const failureOf = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string; status?: number } }) =>
  result.ok ? { ok: true } : { message: result.error.message, status: result.error.status };
