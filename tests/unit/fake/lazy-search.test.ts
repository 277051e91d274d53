import { describe, expect, it, vi } from 'vitest';
import { createFakeAdapters } from '../../../adapters/fake/create-fake-adapters';
import { FakeKnobs } from '../../../adapters/fake/fake-knobs';
import { LazySearch } from '../../../adapters/fake/lazy-search';
import { ok } from '../../../ports/model/result';
import type { SearchPort } from '../../../ports/search-port';
import { EN, RO, TestClock, error, value } from './fake-test-support';

const QUERY = { term: 'canapea', offset: 0, limit: 5 };
const RESULT = { products: [], total: 7, categories: [], contents: [] };
const stub = (): SearchPort => ({ search: vi.fn(async () => ok(RESULT)) });

describe('the lazy search', () => {
  it('loads the search on the first call only, and passes every call on', async () => {
    const engine = stub();
    const load = vi.fn(async () => engine);
    const search = new LazySearch(load);
    expect(load).not.toHaveBeenCalled();
    expect(value(await search.search(QUERY, RO))).toEqual(RESULT);
    await Promise.all([search.search(QUERY, EN), search.search({ ...QUERY, offset: 5 }, RO)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(engine.search).toHaveBeenCalledTimes(3);
    expect(engine.search).toHaveBeenLastCalledWith({ ...QUERY, offset: 5 }, RO);
  });

  it('answers a network failure when the load fails, and loads again on the next call', async () => {
    const load = vi
      .fn<() => Promise<SearchPort>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(stub());
    const search = new LazySearch(load);
    expect(error(await search.search(QUERY, RO))).toEqual({
      kind: 'network',
      message: 'search: Failed to fetch dynamically imported module',
    });
    expect(value(await search.search(QUERY, RO))).toEqual(RESULT);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is the fake family search, still behind the knobs', async () => {
    const knobs = new FakeKnobs();
    const { search } = createFakeAdapters({ clock: new TestClock(), knobs });
    expect(value(await search.search(QUERY, RO)).total).toBe(94);
    knobs.failNext('SearchPort.search');
    expect(error(await search.search(QUERY, RO))).toMatchObject({ kind: 'network' });
    expect(knobs.callsTo('SearchPort.search')).toBe(2);
  });
});
