import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createFakeAdapters, type FakeAdapters } from '../../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import { seedFacts } from '../../../adapters/fake/seed/seed-facts';
import type { CartPort } from '../../../ports/cart-port';
import type { CheckoutPort } from '../../../ports/checkout-port';
import type { CartLine } from '../../../ports/model/cart';
import type { Product } from '../../../ports/model/product';
import type { StorageKey } from '../../../ports/storage-port';
import type { RootStore } from '../../../src/stores/root-store';
import { givenAShop, type TestWorld } from '../../support/build-root-store';

export interface PortCall {
  method: keyof CartPort;
  args: unknown[];
}

export interface CartWorld extends TestWorld {
  fakes: FakeAdapters;
  calls: PortCall[];
  callsTo(method: keyof CartPort): unknown[][];
}

/** Records every cart port call; overrides replace single methods of the fake. */
export function recordingCartPort(base: CartPort, overrides: Partial<CartPort>, calls: PortCall[]): CartPort {
  return new Proxy(base, {
    get(target, property, receiver) {
      const method = property as keyof CartPort;
      const impl: unknown = overrides[method] ?? Reflect.get(target, property, receiver);
      if (typeof impl !== 'function') return impl;
      return (...args: unknown[]) => {
        calls.push({ method, args });
        return (impl as (...a: unknown[]) => unknown).apply(overrides[method] ? overrides : target, args);
      };
    },
  });
}

/** A shop over the fakes whose cart port is recorded (and optionally patched) — one fake server for cart and checkout. */
export function givenACartShop(
  options: {
    stored?: Partial<Record<StorageKey, string>>;
    /** Replacements for single cart port methods; a function receives the fake adapters to call through. */
    cart?: Partial<CartPort> | ((fakes: FakeAdapters) => Partial<CartPort>);
    checkout?: CheckoutPort;
  } = {},
): CartWorld {
  const clock = new InMemoryClock(Date.UTC(2026, 10, 21, 9, 0, 0));
  const knobs = new FakeKnobs();
  const fakes = createFakeAdapters({ clock, knobs });
  const calls: PortCall[] = [];
  const overrides = typeof options.cart === 'function' ? options.cart(fakes) : (options.cart ?? {});
  const cart = recordingCartPort(fakes.cart, overrides, calls);
  const world = givenAShop({
    clock,
    storage: new InMemoryStorage(options.stored ?? {}),
    backend: { ...fakes, cart, ...(options.checkout ? { checkout: options.checkout } : {}) },
  });
  return {
    ...world,
    knobs,
    fakes,
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method).map((call) => call.args),
  };
}

/** Lets pending promises (fake calls, background refresh) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A seeded product with two variants that have plenty of stock. */
export async function aProduct(world: {
  fakes: FakeAdapters;
  root: RootStore;
}): Promise<{ product: Product; pseIds: [number, number] }> {
  const { productId } = seedFacts().plentifulPse;
  const result = await world.fakes.products.getProduct(productId, world.root.shop.context);
  if (!result.ok) throw new Error('seed product missing');
  const sizes = result.value.colours.flatMap((colour) => colour.sizes).filter((size) => size.stock >= 20);
  if (sizes.length < 2) throw new Error('seed product needs two plentiful variants');
  return { product: result.value, pseIds: [sizes[0]!.pseId, sizes[1]!.pseId] };
}

export const storedLine = (over: Partial<CartLine> = {}): CartLine => ({
  pseId: 1,
  productId: 10,
  cartId: 500,
  cartItemId: 900,
  quantity: 1,
  quantityRemain: null,
  unitNetPrice: 100,
  promoNetPrice: null,
  isPromo: false,
  title: 'Velvet sofa',
  url: 'velvet-sofa.html',
  pseUrl: 'velvet-sofa-1.html',
  imageUrl: null,
  defaultCategoryId: null,
  categoryTitles: [],
  undeliverable: false,
  fulfilmentCentreId: null,
  colour: 'green',
  size: '200 cm',
  ...over,
});

export const pending = <T>(): { promise: Promise<T>; resolve: (value: T) => void } => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};
