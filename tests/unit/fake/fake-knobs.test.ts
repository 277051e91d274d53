import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { createFakeAdapters, fakeBindings } from '../../../adapters/fake/create-fake-adapters';
import { FakeKnobs, KNOBS_STORAGE_KEY, installKnobsOnWindow, withKnobs } from '../../../adapters/fake/fake-knobs';
import { ok } from '../../../ports/model/result';
import { RO, TestClock, error, value } from './fake-test-support';

const echo = {
  async hello(name: string) {
    return ok(`hello ${name}`);
  },
};

describe('the fake knobs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delays every call by the latency', async () => {
    vi.useFakeTimers();
    const knobs = new FakeKnobs();
    knobs.latencyMs = 800;
    const port = withKnobs('EchoPort', echo, knobs);
    let settled = false;
    const pending = port.hello('a').then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(value(await pending)).toBe('hello a');
  });

  it('counts the calls of each method, failed ones too', async () => {
    const knobs = new FakeKnobs();
    const port = withKnobs('EchoPort', echo, knobs);
    knobs.failNext('EchoPort.hello');
    await port.hello('a');
    await port.hello('b');
    expect(knobs.callsTo('EchoPort.hello')).toBe(2);
    expect(knobs.callsTo('EchoPort.bye')).toBe(0);
  });

  it('fails a named method with a network error until healed', async () => {
    const knobs = new FakeKnobs();
    const { catalog, store } = createFakeAdapters({ clock: new TestClock(), knobs });
    knobs.fail('CatalogPort.listProducts');
    expect(error(await catalog.listProducts({ limit: 5, offset: 0, sort: 'default' }, RO))).toEqual({
      kind: 'network',
      message: 'Failed to fetch',
    });
    expect(value(await store.getStoreInfo('RO', 'ro_RO')).phone).not.toBeNull();
    knobs.heal('CatalogPort.listProducts');
    expect(value(await catalog.listProducts({ limit: 5, offset: 0, sort: 'default' }, RO)).products).toHaveLength(5);
  });

  it('fails only the next call with failNext, using the port error shape', async () => {
    const knobs = new FakeKnobs();
    const { cart, customers } = createFakeAdapters({ clock: new TestClock(), knobs });
    knobs.failNext('CartPort.getCart');
    knobs.failNext('CustomerPort.logIn');
    expect(error(await cart.getCart(1, null))).toEqual({ kind: 'failed', message: 'Failed to fetch' });
    expect(error(await cart.getCart(1, null))).toEqual({ kind: 'cart-not-found' });
    expect(error(await customers.logIn('x@example.com', 'y'))).toEqual({ kind: 'failed', message: 'Failed to fetch' });
    expect(error(await customers.logIn('x@example.com', 'y'))).toEqual({ kind: 'wrong-credentials' });
  });

  it('fails every n-th call with failEvery, keeps it across a reload, and heals it', async () => {
    const storage = new InMemoryStorage();
    const knobs = new FakeKnobs(storage);
    knobs.failEvery('EchoPort.hello', 3);
    const port = withKnobs('EchoPort', echo, FakeKnobs.load(storage));
    const kinds = [];
    for (let call = 1; call <= 6; call++) kinds.push((await port.hello('a')).ok ? 'ok' : 'failed');
    expect(kinds).toEqual(['ok', 'ok', 'failed', 'ok', 'ok', 'failed']);
    knobs.heal('EchoPort.hello');
    expect(FakeKnobs.load(storage).everyNth.size).toBe(0);
  });

  it('reads latency and failures from the URL once and keeps them in storage', () => {
    const storage = new InMemoryStorage();
    const knobs = FakeKnobs.fromLocation(
      '?fake-latency=800&fake-fail=CatalogPort.listProducts,StorePort.getStoreInfo&fake-fail-next=CartPort.addLine',
      storage,
    );
    expect(knobs.latencyMs).toBe(800);
    expect([...knobs.failures]).toEqual(['CatalogPort.listProducts', 'StorePort.getStoreInfo']);
    expect(knobs.shouldFail('CartPort.addLine')).toBe(true);
    expect(knobs.shouldFail('CartPort.addLine')).toBe(false);
    const reloaded = FakeKnobs.fromLocation('', storage);
    expect(reloaded.latencyMs).toBe(800);
    expect(reloaded.failures.has('StorePort.getStoreInfo')).toBe(true);
    expect(FakeKnobs.fromLocation('?fake-reset=1', storage).failures.size).toBe(0);
  });

  it('tolerates junk in storage and in the URL', () => {
    const storage = new InMemoryStorage();
    storage.setItem(KNOBS_STORAGE_KEY, '{"latencyMs":"soon","failures":[1,"A.b"],"failNext":null}');
    const knobs = FakeKnobs.fromLocation('?fake-latency=abc', storage);
    expect(knobs.latencyMs).toBe(0);
    expect([...knobs.failures]).toEqual(['A.b']);
    storage.setItem(KNOBS_STORAGE_KEY, 'not json at all');
    expect(FakeKnobs.fromLocation('', storage).failures.size).toBe(0);
  });

  it('is reachable from the console as window.__fakeKnobs', () => {
    const knobs = new FakeKnobs();
    installKnobsOnWindow(knobs);
    expect((globalThis as { __fakeKnobs?: FakeKnobs }).__fakeKnobs).toBe(knobs);
    expect(knobs.help()).toContain('failNext');
  });

  it('can make every method of every bound fake port fail by its name', async () => {
    const knobs = new FakeKnobs();
    const bindings = fakeBindings(createFakeAdapters({ clock: new TestClock(), knobs }));
    expect(bindings.map((b) => b.token.description)).toContain('storefront.AddressPort');
    for (const { token, adapter } of bindings) {
      const port = (token.description ?? '').replace('storefront.', '');
      const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(adapter)).filter((m) => m !== 'constructor');
      expect(methods.length).toBeGreaterThan(0);
      for (const method of methods) {
        knobs.failNext(`${port}.${method}`);
        const call = (adapter as Record<string, () => Promise<{ ok: boolean }>>)[method];
        expect((await call?.())?.ok, `${port}.${method}`).toBe(false);
      }
    }
  });
});
