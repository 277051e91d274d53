import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createFakeAdapters } from '../../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import { CART_PORT } from '../../../ports/cart-port';
import { NEWSLETTER_PORT } from '../../../ports/newsletter-port';
import { portBindings } from '../../../ports/port-adapters';
import { REVIEW_BADGE_PORT } from '../../../ports/review-badge-port';
import { parseConfig } from '../../../src/app/config';
import { httpFamily } from '../../../src/app/http-family';
import { TestClock } from '../fake/fake-test-support';

const HTTP_ENV = {
  VITE_ADAPTERS: 'http',
  VITE_API_URL: 'https://shop.example',
  VITE_FAST_API_URL: 'https://fast.example',
  VITE_SHOP_TOKEN: 'shop-token',
};

describe('the ports an adapter family binds (one list for both families)', () => {
  it('binds each adapter of the family to the token of its port', () => {
    const fakes = createFakeAdapters({ clock: new TestClock(), knobs: new FakeKnobs() });
    const bound = new Map(portBindings(fakes).map(({ token, adapter }) => [token, adapter]));
    expect(bound.size).toBe(14);
    expect(bound.get(CART_PORT)).toBe(fakes.cart);
    expect(bound.get(NEWSLETTER_PORT)).toBe(fakes.newsletter);
    expect(bound.get(REVIEW_BADGE_PORT)).toBe(fakes.reviewBadge);
  });

  it('the http family binds every one of those tokens', () => {
    const { config } = parseConfig(HTTP_ENV, '1.1.0', 'https://casa.example');
    const container = new Container();
    container.load(httpFamily(config, new InMemoryStorage(), new InMemoryClock(), console));
    const fakes = createFakeAdapters({ clock: new TestClock(), knobs: new FakeKnobs() });
    for (const { token } of portBindings(fakes)) expect(container.isBound(token), token.description).toBe(true);
  });
});
