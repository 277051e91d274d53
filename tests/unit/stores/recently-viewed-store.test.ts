import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../adapters/browser/in-memory-storage';
import { parseRecentlyViewed, RECENTLY_VIEWED_MAX } from '../../../src/features/catalog/recently-viewed-store';
import { givenAShop } from '../../support/build-root-store';

/** The recently viewed store of a started shop over `storage`. */
const recentlyViewedOver = (storage = new InMemoryStorage()) => givenAShop({ storage }).root.recentlyViewed;

describe('RecentlyViewedStore', () => {
  it("keeps the most recent first, without duplicates, under 'recently_viewed'", () => {
    const storage = new InMemoryStorage();
    const store = recentlyViewedOver(storage);
    store.record(11);
    store.record(12);
    store.record(13);
    store.record(11);
    expect(store.ids).toEqual([11, 13, 12]);
    expect(JSON.parse(storage.get('recently_viewed') ?? 'null')).toEqual([11, 13, 12]);
  });

  it('keeps at most 12, dropping the oldest', () => {
    const store = recentlyViewedOver(new InMemoryStorage());
    for (let id = 1; id <= 15; id += 1) store.record(id);
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    expect(store.ids).toHaveLength(12);
    expect(store.ids[0]).toBe(15);
    expect(store.ids.at(-1)).toBe(4);
  });

  it('survives a reload (restores from storage)', () => {
    const storage = new InMemoryStorage();
    recentlyViewedOver(storage).record(7);
    expect(recentlyViewedOver(storage).ids).toEqual([7]);
  });

  it.each([
    ['not JSON', '{oops', []],
    ['a string', '"2001"', []],
    ['an object', '{"ids":[1,2]}', []],
    ['null', 'null', []],
    ['mixed junk', '[2001, "2002", -3, 0, "abc", null, 1.5, {"id":4}, 2001, 9007199254740993]', [2001, 2002]],
    ['empty', '', []],
  ])('tolerates junk in storage: %s', (_what, raw, expected) => {
    expect(parseRecentlyViewed(raw)).toEqual(expected);
    expect(recentlyViewedOver(new InMemoryStorage({ recently_viewed: raw })).ids).toEqual(expected);
  });

  it('cuts an over-long stored list to 12', () => {
    const raw = JSON.stringify(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(parseRecentlyViewed(raw)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('ignores ids that are not positive integers', () => {
    const store = recentlyViewedOver(new InMemoryStorage());
    store.record(0);
    store.record(-5);
    store.record(Number.NaN);
    store.record(2.5);
    expect(store.ids).toEqual([]);
  });

  it('follows another tab', () => {
    const storage = new InMemoryStorage();
    const store = recentlyViewedOver(storage);
    store.record(1);
    storage.simulateExternalChange('recently_viewed', '[5,1]');
    expect(store.ids).toEqual([5, 1]);
    storage.simulateExternalChange('recently_viewed', null);
    expect(store.ids).toEqual([]);
  });

  it('lists without the product on screen, and clears', () => {
    const storage = new InMemoryStorage();
    const store = recentlyViewedOver(storage);
    [1, 2, 3].forEach(store.record);
    expect(store.idsExcept(2)).toEqual([3, 1]);
    store.clear();
    expect(store.ids).toEqual([]);
    expect(storage.get('recently_viewed')).toBeNull();
  });

  it('follows the product a screen shows: each one is recorded once it is known, until the screen closes', () => {
    const store = recentlyViewedOver(new InMemoryStorage());
    const shown = observable.box<number | undefined>(undefined);
    const stop = store.follow(() => shown.get());
    expect(store.ids).toEqual([]);
    shown.set(11);
    shown.set(12);
    expect(store.ids).toEqual([12, 11]);
    stop();
    shown.set(13);
    expect(store.ids).toEqual([12, 11]);
  });

  it('is part of the root store', () => {
    const { root, storage } = givenAShop({ storage: new InMemoryStorage({ recently_viewed: '[2001]' }) });
    expect(root.recentlyViewed.ids).toEqual([2001]);
    root.recentlyViewed.record(2002);
    expect(storage.get('recently_viewed')).toBe('[2002,2001]');
  });
});
