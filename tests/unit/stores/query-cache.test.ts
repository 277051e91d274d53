import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../../../adapters/browser/in-memory-clock';
import { fail, ok, portError, type PortError, type Result } from '../../../ports/model/result';
import { CachedQuery } from '../../../src/shared/cached-query';
import { QueryCache, RETENTION_S, STALE_AFTER_LONG_S, STALE_AFTER_SHORT_S } from '../../../src/shared/query-cache';

function aCountingLoader<T>(...answers: Result<T, PortError>[]) {
  const loader = Object.assign(
    async () => {
      loader.calls += 1;
      return answers[Math.min(loader.calls - 1, answers.length - 1)] as Result<T, PortError>;
    },
    { calls: 0 },
  );
  return loader;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('read cache (refetch long 30 s, short 60 s, retention 300 s)', () => {
  it('uses the spec timings, read as seconds', () => {
    expect([STALE_AFTER_LONG_S, STALE_AFTER_SHORT_S, RETENTION_S]).toEqual([30, 60, 300]);
  });

  it('serves a fresh entry without a request', async () => {
    const clock = new InMemoryClock();
    const cache = new QueryCache(clock);
    const load = aCountingLoader(ok('sofas'));
    await cache.fetch('k', load);
    clock.advanceBy(29_000);
    expect(await cache.fetch('k', load)).toEqual(ok('sofas'));
    expect(load.calls).toBe(1);
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    const clock = new InMemoryClock();
    const cache = new QueryCache(clock);
    const load = aCountingLoader(ok('old'), ok('new'));
    await cache.fetch('k', load);
    clock.advanceBy(31_000);
    expect(await cache.fetch('k', load)).toEqual(ok('old'));
    await flush();
    expect(load.calls).toBe(2);
    expect(cache.peek('k')).toBe('new');
  });

  it('honours the short timing where a caller asks for it', async () => {
    const clock = new InMemoryClock();
    const cache = new QueryCache(clock);
    const load = aCountingLoader(ok(1), ok(2));
    await cache.fetch('k', load, STALE_AFTER_SHORT_S);
    clock.advanceBy(45_000);
    await cache.fetch('k', load, STALE_AFTER_SHORT_S);
    expect(load.calls).toBe(1);
  });

  it('drops entries after retention and loads again', async () => {
    const clock = new InMemoryClock();
    const cache = new QueryCache(clock);
    const load = aCountingLoader(ok('a'), ok('b'));
    await cache.fetch('k', load);
    clock.advanceBy(301_000);
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.fetch('k', load)).toEqual(ok('b'));
    expect(load.calls).toBe(2);
  });

  it('keeps the last good value when a background refresh fails, and never caches failures', async () => {
    const clock = new InMemoryClock();
    const cache = new QueryCache(clock);
    const load = aCountingLoader<string>(
      fail(portError('network', 'Failed to fetch')),
      ok('x'),
      fail(portError('network', 'down')),
    );
    expect((await cache.fetch('k', load)).ok).toBe(false);
    expect(await cache.fetch('k', load)).toEqual(ok('x'));
    clock.advanceBy(31_000);
    await cache.fetch('k', load);
    await flush();
    expect(cache.peek('k')).toBe('x');
  });

  it('shares one request between callers asking at the same time', async () => {
    const cache = new QueryCache(new InMemoryClock());
    const load = aCountingLoader(ok(1));
    await Promise.all([cache.fetch('k', load), cache.fetch('k', load)]);
    expect(load.calls).toBe(1);
  });

  it('is bounded: the oldest entries give way', async () => {
    const cache = new QueryCache(new InMemoryClock());
    for (let i = 0; i < 350; i += 1) await cache.fetch(`k${i}`, async () => ok(i));
    expect(cache.size).toBeLessThanOrEqual(300);
    expect(cache.peek('k0')).toBeUndefined();
    expect(cache.peek('k349')).toBe(349);
  });
});

describe('a cached read asked again after a write (CachedQuery.refresh)', () => {
  it('asks past the cache for its own key only, and shows the last answer meanwhile', async () => {
    const cache = new QueryCache(new InMemoryClock());
    const neighbour = aCountingLoader(ok('other'));
    await cache.fetch('addresses:55', neighbour);
    const load = aCountingLoader(ok(['home']), ok(['home', 'office']));
    const query = new CachedQuery({ cache, identity: () => 'addresses:5', load });
    await query.load();
    await query.load();
    expect(load.calls).toBe(1);

    const refreshing = query.refresh();
    expect(query.value).toEqual(['home']);
    await refreshing;
    expect(load.calls).toBe(2);
    expect(query.value).toEqual(['home', 'office']);
    expect(cache.peek('addresses:55')).toBe('other');
  });
});
