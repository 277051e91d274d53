import { describe, expect, it } from 'vitest';
import { lazyPort } from '../../../adapters/http/lazy-port';
import { ok, portError, type Result } from '../../../ports/model/result';

interface Greeter {
  greet(name: string): Promise<Result<string, unknown>>;
}

const greeter: Greeter = { greet: async (name) => ok(`hello ${name}`) };

describe('a port loaded on its first call', () => {
  it('loads its adapter on the first call only, and not before', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      return greeter;
    });
    expect(loads).toBe(0);
    expect(await port.greet('Ana')).toEqual(ok('hello Ana'));
    expect(await port.greet('Jan')).toEqual(ok('hello Jan'));
    expect(loads).toBe(1);
  });

  it('answers a network failure when the code cannot be loaded, and loads again on the next call', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return greeter;
    });
    expect(await port.greet('Ana')).toEqual({ ok: false, error: portError('network', 'greet: offline') });
    expect(await port.greet('Ana')).toEqual(ok('hello Ana'));
  });

  it("answers the port's own failure when given one", async () => {
    const port = lazyPort<Greeter>(
      () => Promise.reject(new Error('offline')),
      (message, method) => ({ kind: 'failed', message, method }),
    );
    expect(await port.greet('Ana')).toEqual({ ok: false, error: { kind: 'failed', message: 'greet: offline', method: 'greet' } });
  });
});
