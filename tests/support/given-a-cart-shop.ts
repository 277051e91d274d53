import { InMemoryClock } from '../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../adapters/browser/in-memory-storage';
import { createFakeAdapters, type FakeAdapters } from '../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../adapters/fake/fake-knobs';
import { seedFacts } from '../../adapters/fake/seed/seed-facts';
import type { AppConfig } from '../../ports/config-port';
import { CART_PORT, type CartPort } from '../../ports/cart-port';
import { CHECKOUT_PORT, type CheckoutPort } from '../../ports/checkout-port';
import type { Product } from '../../ports/model/product';
import { bindingOf } from '../../ports/port-token';
import type { StorageKey } from '../../ports/storage-port';
import type { CartFeature } from '../../src/features/cart/cart-lazy-module';
import { givenAShop, type TestWorld } from './build-root-store';
import { recordingPort, type RecordingPort } from './recording-port';

export interface CartWorld extends TestWorld {
  cartCalls: RecordingPort<CartPort>;
  checkoutCalls: RecordingPort<CheckoutPort>;
  /** The argument lists of every cart port call of one method. */
  callsTo(method: keyof CartPort & string): unknown[][];
}

export interface CartShopOptions {
  stored?: Partial<Record<StorageKey, string>>;
  /** Replacements for single cart port methods; a function receives the fake adapters to call through. */
  cart?: Partial<CartPort> | ((fakes: FakeAdapters) => Partial<CartPort>);
  checkout?: Partial<CheckoutPort>;
  /** The screen width the mini cart decides by. */
  screenWidth?: number;
  config?: Partial<AppConfig>;
  /** Leave the app unstarted (as a page the server rendered is until it has hydrated). */
  unstarted?: boolean;
}

/** A started shop over the fakes whose cart and checkout ports are recorded (and optionally patched). */
export function givenACartShop(options: CartShopOptions = {}): CartWorld {
  const clock = new InMemoryClock(Date.UTC(2026, 10, 21, 9, 0, 0));
  const knobs = new FakeKnobs();
  const fakes = createFakeAdapters({ clock, knobs });
  const overrides = typeof options.cart === 'function' ? options.cart(fakes) : (options.cart ?? {});
  const cartCalls = recordingPort<CartPort>(fakes.cart, overrides);
  const checkoutCalls = recordingPort<CheckoutPort>(fakes.checkout, options.checkout ?? {});
  const world = givenAShop({
    clock,
    fakes,
    knobs,
    storage: new InMemoryStorage(options.stored ?? {}),
    ports: [bindingOf(CART_PORT, cartCalls.port), bindingOf(CHECKOUT_PORT, checkoutCalls.port)],
    screenWidth: options.screenWidth,
    unstarted: options.unstarted,
    ...(options.config ? { config: options.config } : {}),
  });
  return { ...world, cartCalls, checkoutCalls, callsTo: cartCalls.callsTo };
}

/** The cart's stores beyond its lines: their code loads on first use, as in the app. */
export function theCart(world: Pick<TestWorld, 'root'>): Promise<CartFeature> {
  return world.root.cartFeature.load();
}

/** Lets pending promises (fake calls, background refresh) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A seeded product with two variants that have plenty of stock. */
export async function aSeededSofa(world: TestWorld): Promise<{ product: Product; pseIds: [number, number] }> {
  const { productId } = seedFacts().plentifulPse;
  const result = await world.fakes.products.getProduct(productId, world.root.shop.context);
  if (!result.ok) throw new Error('seed product missing');
  const sizes = result.value.colours.flatMap((colour) => colour.sizes).filter((size) => size.stock >= 20);
  if (sizes.length < 2) throw new Error('seed product needs two plentiful variants');
  return { product: result.value, pseIds: [sizes[0]!.pseId, sizes[1]!.pseId] };
}

/** The cart with one of the seeded sofa's first variant in it: the cart's stores, the sofa and its line. */
export async function aSofaInTheCart(world: TestWorld) {
  const feature = await theCart(world);
  const { product, pseIds } = await aSeededSofa(world);
  await feature.cart.add(product, pseIds[0], 1);
  return { ...feature, product, pseId: pseIds[0], line: world.root.cartLines.items[0]! };
}

export const pending = <T>(): { promise: Promise<T>; resolve: (value: T) => void } => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};
