import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { CART_PORT, type CartPort } from '../../../ports/cart-port';
import { CATALOG_PORT, type CatalogPort } from '../../../ports/catalog-port';
import { parseConfig } from '../../../src/app/config';
import { httpFamily } from '../../../src/app/http-family';
import { givenAFlakyServer, passTime, type Reply } from '../http/given-a-flaky-server';

const HTTP_ENV = {
  VITE_ADAPTERS: 'http',
  VITE_API_URL: 'https://shop.example',
  VITE_FAST_API_URL: 'https://fast.example',
  VITE_SHOP_TOKEN: 'shop-token',
};

/** The catalogue and cart ports as the app builds them, over a server answering with `replies`. */
function givenTheShop(env: Record<string, string>, retries: number | undefined, ...replies: Reply[]) {
  const server = givenAFlakyServer(...replies);
  vi.stubGlobal('fetch', server.fetch);
  const { config } = parseConfig({ ...HTTP_ENV, ...env }, '1.1.0', 'https://casa.example');
  const clock = new InMemoryClock();
  const container = new Container();
  container.load(httpFamily(config, new InMemoryStorage(), clock, console, retries));
  return { server, clock, catalog: container.get<CatalogPort>(CATALOG_PORT), cart: container.get<CartPort>(CART_PORT) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the http family follows the network policy', () => {
  it('asks a catalogue read again after a 503 and shows what follows', async () => {
    const shop = givenTheShop(
      {},
      undefined,
      { status: 503, headers: { 'Retry-After': '1' } },
      { status: 200, body: '{"12":{"count":4}}' },
    );
    const answer = shop.catalog.getCategoryCounts();
    await passTime(shop.clock, 2_000);
    expect(await answer).toMatchObject({ ok: true });
    expect(shop.server.seen).toHaveLength(2);
  });

  it('ends a catalogue read that gets no answer as a network error after VITE_READ_TIMEOUT_MS', async () => {
    const shop = givenTheShop({ VITE_READ_TIMEOUT_MS: '3000' }, undefined, 'never');
    let answer: unknown = 'still waiting';
    void shop.catalog.getCategoryCounts().then((result) => (answer = result));
    await passTime(shop.clock, 2_900);
    expect(answer).toBe('still waiting');
    await passTime(shop.clock, 200);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('sends a cart call once, even after a 503', async () => {
    const shop = givenTheShop({}, undefined, { status: 503 }, { status: 200, body: '{}' });
    const answer = shop.cart.exists(55);
    await passTime(shop.clock, 5_000);
    await answer;
    expect(shop.server.seen.map((request) => request.method)).toEqual(['POST']);
  });

  it('does not retry on the server, whose page has its own budget', async () => {
    const shop = givenTheShop({}, 0, { status: 503 }, { status: 200, body: '{}' });
    const answer = shop.catalog.getCategoryCounts();
    await passTime(shop.clock, 5_000);
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(shop.server.seen).toHaveLength(1);
  });
});

describe('the request timeouts (VITE_REQUEST_TIMEOUT_MS, VITE_READ_TIMEOUT_MS)', () => {
  it('are 15 s and 8 s unless set, and a read never waits longer than a write', () => {
    expect(parseConfig({}, '1', '').config.network).toEqual({ timeoutMs: 15_000, readTimeoutMs: 8_000 });
    expect(parseConfig({ VITE_READ_TIMEOUT_MS: '2500', VITE_REQUEST_TIMEOUT_MS: 'x' }, '1', '').config.network).toEqual({
      timeoutMs: 15_000,
      readTimeoutMs: 2_500,
    });
  });
});
