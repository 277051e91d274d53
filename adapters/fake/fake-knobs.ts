import { fail, portError } from '../../ports/model/result';
import { isFiniteNumber, isRecord, numberEntries, numbersIn, readJson, stringsIn, writeJson } from './session-json';

export const KNOBS_STORAGE_KEY = 'fake-knobs';
export const MAX_LATENCY_MS = 60_000;

export interface KnobsState {
  latencyMs: number;
  failures: string[];
  failNext: Record<string, number>;
  /** Port methods that fail on every n-th call of the page (n per name). */
  failEvery?: Record<string, number>;
  removedProductIds: number[];
  priceOverrides: Record<string, number>;
  stockOverrides: Record<string, number>;
  unavailableCartIds: number[];
}

const namesIn = (list: string): string[] =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

const toLatency = (value: unknown): number => {
  const ms = typeof value === 'string' ? Number(value) : value;
  return isFiniteNumber(ms) && ms > 0 ? Math.min(Math.round(ms), MAX_LATENCY_MS) : 0;
};

const HELP = [
  'Fake backend knobs (saved in sessionStorage "fake-knobs"):',
  '  setLatency(ms)              delay every port call',
  "  fail('CatalogPort.listProducts') / heal(name)   make a call fail until healed",
  "  failNext('CartPort.addLine', times = 1)          fail the next call(s) only",
  "  failEvery('CatalogPort.listProducts', 3)         fail every 3rd call",
  '  removeProduct(productId)    cart validation drops its lines',
  '  changePrice(pseId, netEuro) cart validation reports a price change',
  '  changeStock(pseId, stock)   stock limit and cart validation use it',
  '  dropCart(cartId)            cart validation reports the cart as unavailable',
  "  callsTo('PaymentPort.pay')  how often a call was made since the page loaded",
  '  reset()                     back to defaults',
  'URL: ?fake-latency=800&fake-fail=A.b,C.d&fake-fail-next=E.f&fake-reset=1',
].join('\n');

export class FakeKnobs {
  latencyMs = 0;
  readonly failures = new Set<string>();
  /** Calls per port method, in memory only: what the page sent. */
  private readonly calls = new Map<string, number>();
  readonly pendingFailures = new Map<string, number>();
  readonly everyNth = new Map<string, number>();
  readonly removedProductIds = new Set<number>();
  readonly priceOverrides = new Map<number, number>();
  readonly stockOverrides = new Map<number, number>();
  readonly unavailableCartIds = new Set<number>();
  private readonly storage: Storage | null;

  constructor(storage: Storage | null = null) {
    this.storage = storage;
  }

  static load(storage: Storage | null = null): FakeKnobs {
    const knobs = new FakeKnobs(storage);
    knobs.applyState(readJson(storage, KNOBS_STORAGE_KEY));
    return knobs;
  }

  static fromLocation(search: string, storage: Storage | null = null): FakeKnobs {
    const knobs = FakeKnobs.load(storage);
    const params = new URLSearchParams(search);
    if (params.has('fake-reset')) knobs.clearState();
    const latency = params.get('fake-latency');
    if (latency !== null) knobs.latencyMs = toLatency(latency);
    const failures = params.get('fake-fail');
    if (failures !== null) {
      knobs.failures.clear();
      for (const name of namesIn(failures)) knobs.failures.add(name);
    }
    const next = params.get('fake-fail-next');
    if (next !== null)
      for (const name of namesIn(next)) knobs.pendingFailures.set(name, (knobs.pendingFailures.get(name) ?? 0) + 1);
    knobs.save();
    return knobs;
  }

  setLatency(ms: number): void {
    this.latencyMs = toLatency(ms);
    this.save();
  }

  fail(name: string): void {
    this.failures.add(name);
    this.save();
  }

  /** Fails every n-th call of the method in this page's life (n = 1: every call, as fail()). */
  failEvery(name: string, n: number): void {
    this.everyNth.set(name, Math.max(1, Math.floor(Number.isFinite(n) ? n : 1)));
    this.save();
  }

  heal(name: string): void {
    this.failures.delete(name);
    this.pendingFailures.delete(name);
    this.everyNth.delete(name);
    this.save();
  }

  failNext(name: string, times = 1): void {
    const count = Math.max(1, Math.floor(times));
    this.pendingFailures.set(name, (this.pendingFailures.get(name) ?? 0) + count);
    this.save();
  }

  removeProduct(productId: number): void {
    this.removedProductIds.add(productId);
    this.save();
  }

  changePrice(pseId: number, netPrice: number): void {
    this.priceOverrides.set(pseId, netPrice);
    this.save();
  }

  changeStock(pseId: number, stock: number): void {
    this.stockOverrides.set(pseId, Math.max(0, Math.floor(stock)));
    this.save();
  }

  dropCart(cartId: number): void {
    this.unavailableCartIds.add(cartId);
    this.save();
  }

  reset(): void {
    this.clearState();
    this.save();
  }

  /** How often a port method was called in this page's life, e.g. callsTo('PaymentPort.pay'). */
  callsTo(name: string): number {
    return this.calls.get(name) ?? 0;
  }

  countCall(name: string): void {
    this.calls.set(name, this.callsTo(name) + 1);
  }

  shouldFail(name: string): boolean {
    if (this.failures.has(name)) return true;
    const n = this.everyNth.get(name);
    if (n !== undefined && this.callsTo(name) % n === 0) return true;
    const pending = this.pendingFailures.get(name) ?? 0;
    if (pending <= 0) return false;
    if (pending === 1) this.pendingFailures.delete(name);
    else this.pendingFailures.set(name, pending - 1);
    this.save();
    return true;
  }

  delay(): Promise<void> {
    const ms = this.latencyMs;
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  }

  toJSON(): KnobsState {
    return {
      latencyMs: this.latencyMs,
      failures: [...this.failures],
      failNext: Object.fromEntries(this.pendingFailures),
      failEvery: Object.fromEntries(this.everyNth),
      removedProductIds: [...this.removedProductIds],
      priceOverrides: Object.fromEntries(this.priceOverrides),
      stockOverrides: Object.fromEntries(this.stockOverrides),
      unavailableCartIds: [...this.unavailableCartIds],
    };
  }

  save(): void {
    if (this.storage !== null) writeJson(this.storage, KNOBS_STORAGE_KEY, this.toJSON());
  }

  help(): string {
    return HELP;
  }

  private clearState(): void {
    this.latencyMs = 0;
    this.failures.clear();
    this.pendingFailures.clear();
    this.everyNth.clear();
    this.removedProductIds.clear();
    this.priceOverrides.clear();
    this.stockOverrides.clear();
    this.unavailableCartIds.clear();
  }

  private applyState(state: unknown): void {
    if (!isRecord(state)) return;
    this.latencyMs = toLatency(state['latencyMs']);
    for (const name of stringsIn(state['failures'])) this.failures.add(name);
    if (isRecord(state['failNext'])) {
      for (const [name, count] of Object.entries(state['failNext'])) {
        if (isFiniteNumber(count) && count > 0) this.pendingFailures.set(name, Math.floor(count));
      }
    }
    if (isRecord(state['failEvery'])) {
      for (const [name, n] of Object.entries(state['failEvery'])) {
        if (isFiniteNumber(n) && n >= 1) this.everyNth.set(name, Math.floor(n));
      }
    }
    for (const id of numbersIn(state['removedProductIds'])) this.removedProductIds.add(id);
    for (const [pseId, price] of numberEntries(state['priceOverrides'])) this.priceOverrides.set(pseId, price);
    for (const [pseId, stock] of numberEntries(state['stockOverrides'])) this.stockOverrides.set(pseId, stock);
    for (const id of numbersIn(state['unavailableCartIds'])) this.unavailableCartIds.add(id);
  }
}

const FAILED_TO_FETCH = 'Failed to fetch';

/** A value of the method's own error type: CartError and AuthError carry 'failed', the rest PortError. */
function failureFor(portName: string, method: string): unknown {
  const usesFailedKind =
    portName === 'CartPort' || (portName === 'CustomerPort' && (method === 'logIn' || method === 'register'));
  return fail(usesFailedKind ? { kind: 'failed', message: FAILED_TO_FETCH } : portError('network', FAILED_TO_FETCH));
}

export function withKnobs<T extends object>(portName: string, impl: T, knobs: FakeKnobs): T {
  const wrappers = new Map<PropertyKey, unknown>();
  return new Proxy(impl, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string' || property === 'constructor') return value;
      const known = wrappers.get(property);
      if (known !== undefined) return known;
      const method = value as (...args: unknown[]) => unknown;
      const name = `${portName}.${property}`;
      const wrapped = async (...args: unknown[]): Promise<unknown> => {
        knobs.countCall(name);
        await knobs.delay();
        if (knobs.shouldFail(name)) return failureFor(portName, property);
        return method.apply(target, args);
      };
      wrappers.set(property, wrapped);
      return wrapped;
    },
  });
}

export function installKnobsOnWindow(knobs: FakeKnobs): void {
  (globalThis as typeof globalThis & { __fakeKnobs?: FakeKnobs }).__fakeKnobs = knobs;
}
