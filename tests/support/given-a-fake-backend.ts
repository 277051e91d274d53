import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { createHttpAdapters } from '../../adapters/http/create-http-adapters';
import { startFakeBackend, type FakeBackend } from '../../scripts/fake-backend/start-fake-backend';

/**
 * The fake backend on free ports, the real http adapters pointed at it, and the fake adapters
 * `npm start` uses, over the same data set: what one answers, the other must too.
 */
export async function givenAFakeBackend() {
  const backend: FakeBackend = await startFakeBackend();
  const storage = new InMemoryStorage();
  const http = createHttpAdapters({
    apiUrl: backend.providers['shop-api'].url,
    fastApiUrl: backend.providers['fast-api'].url,
    shopToken: () => 'fake-backend-token',
    storage,
    payment: { sessionId: 'storefront', postageTaxRuleTitle: 'Postage', cardSessionMarker: 'session_' },
  });
  const fake = createFakeAdapters({ clock: new InMemoryClock(Date.now()), knobs: new FakeKnobs() });
  return { backend, http, fake, storage };
}
