import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { createHttpAdapters } from '../../adapters/http/create-http-adapters';
import type { CartPort } from '../../ports/cart-port';
import type { CheckoutPort } from '../../ports/checkout-port';
import type { OrderPort } from '../../ports/order-port';
import type { PaymentPort } from '../../ports/payment-port';
import { createFakeWorld, type FakeWorld } from '../../scripts/fake-backend/fake-world';
import { serveProvider, type ProviderServer } from '../../scripts/fake-backend/http-server';
import type { Route } from '../../scripts/fake-backend/route';

/** The ports a checkout goes through, as both families give them. */
export interface CheckoutPorts {
  cart: CartPort;
  checkout: CheckoutPort;
  payment: PaymentPort;
  orders: OrderPort;
}

export interface Sides {
  http: CheckoutPorts;
  fake: CheckoutPorts;
}

/**
 * One step done twice in lockstep: through the http adapters against the fake backend (served)
 * and through the fake adapters (held). Both start from the same data set, so equal steps give
 * equal ids.
 */
export async function servedAndHeld<T>(sides: Sides, step: (ports: CheckoutPorts) => Promise<T>) {
  const served = await step(sides.http);
  const held = await step(sides.fake);
  return { served, held };
}

/**
 * Routes of the fake backend served over a fake world whose knobs the test turns, next to a fake
 * twin with knobs of its own: the knobs simulate what the shop changes on its side (prices, stock).
 */
export async function givenServedRoutes(routesOf: (world: FakeWorld) => Route[]) {
  // One clock for both sides, so what they book carries the same dates.
  const clock = new InMemoryClock(Date.now());
  const servedKnobs = new FakeKnobs();
  const heldKnobs = new FakeKnobs();
  const world: FakeWorld = createFakeWorld(clock, servedKnobs);
  const server: ProviderServer = await serveProvider({ routes: routesOf(world), states: {} });
  const http = createHttpAdapters({
    apiUrl: server.url,
    fastApiUrl: server.url,
    shopToken: () => 'fake-backend-token',
    storage: new InMemoryStorage(),
    payment: { sessionId: 'storefront', postageTaxRuleTitle: 'Postage', cardSessionMarker: 'session_' },
  });
  const fake = createFakeAdapters({ clock, knobs: heldKnobs });
  /** Turns the same knob on both sides. */
  const onBothSides = (turn: (knobs: FakeKnobs) => void) => [servedKnobs, heldKnobs].forEach(turn);
  return { server, servedWorld: world, sides: { http, fake } satisfies Sides, onBothSides };
}
