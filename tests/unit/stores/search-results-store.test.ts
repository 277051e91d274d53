import { describe, expect, it } from 'vitest';
import { aSearchHit, aSearchResult } from '../../support/search-hit-builder';
import { givenASearch } from '../../support/given-a-search';

const hits = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) =>
    aSearchHit()
      .withId(from + i)
      .build(),
  );

describe('the search results page', () => {
  it('loads 5 first, then 6 per chunk, until all are shown', async () => {
    const { feature, search } = await givenASearch();
    const page = feature.results().open('canapea', null);
    page.start();
    expect(page.loading).toBe(1);
    expect(search.last.query).toEqual({ term: 'canapea', offset: 0, limit: 5 });
    await search.last.answer(aSearchResult({ total: 12 }, ...hits(5)));
    expect(page.hasMore).toBe(true);
    void page.loadMore();
    expect(page.loading).toBe(2);
    expect(search.last.query).toEqual({ term: 'canapea', offset: 5, limit: 6 });
    await search.last.answer(aSearchResult({ total: 12 }, ...hits(6, 6)));
    void page.loadMore();
    await search.last.answer(aSearchResult({ total: 12 }, ...hits(1, 12)));
    expect(page.products.map((p) => p.id)).toEqual(hits(12).map((_, i) => i + 1));
    expect(page.hasMore).toBe(false);
    void page.loadMore();
    expect(search.requests).toHaveLength(3);
  });

  it('waits for the first answer without counting a search, and a page opened on it shows it at once without asking again', async () => {
    const { feature, search, analytics } = await givenASearch();
    const loading = feature.results().open('canapea', null).preload();
    await search.last.answer(aSearchResult({ total: 12 }, ...hits(5)));
    await loading;

    const page = feature.results().open('canapea', null);
    expect(page.searched).toBe(true);
    expect(page.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(page.total).toBe(12);
    expect(search.requests).toHaveLength(1);
    expect(analytics.events.filter((event) => event.event === 'search')).toEqual([]);
  });

  it('asks for one chunk at a time', async () => {
    const { feature, search } = await givenASearch();
    const page = feature.results().open('canapea', null);
    page.start();
    await search.last.answer(aSearchResult({ total: 40 }, ...hits(5)));
    void page.loadMore();
    void page.loadMore();
    expect(search.requests).toHaveLength(2);
  });

  it('filters by the sidebar category and keeps the categories of the whole term', async () => {
    const { feature, search } = await givenASearch();
    const page = feature.results().open('masă', 'Mese');
    page.start();
    expect(search.last.query).toEqual({ term: 'masă', offset: 0, limit: 5, category: 'Mese' });
    const categories = [
      { title: 'Mese', count: 3 },
      { title: 'Scaune', count: 1 },
    ];
    await search.last.answer(aSearchResult({ total: 3, categories }, ...hits(3)));
    expect(page.categories).toEqual(categories);
    void page.loadMore();
    expect(search.requests).toHaveLength(1);
  });

  it("shows '+' past 10,000 hits", async () => {
    const { feature, search } = await givenASearch();
    const page = feature.results().open('lampa', null);
    page.start();
    await search.last.answer(aSearchResult({ total: 10_001 }, ...hits(5)));
    expect(page.shownTotal).toEqual({ count: 10_000, capped: true });
  });

  it('says when nothing was found, and on a failure offers a retry that searches again', async () => {
    const { feature, search } = await givenASearch();
    const page = feature.results().open('xyzzy', null);
    page.start();
    await search.last.fail();
    expect(page.failed).toBe(true);
    expect(page.noResults).toBe(false);
    page.retry();
    expect(search.last.query.offset).toBe(0);
    await search.last.answer(aSearchResult());
    expect(page.noResults).toBe(true);
  });

  it('retries a failed chunk from where it stopped, keeping what is shown', async () => {
    const { feature, search } = await givenASearch();
    const page = feature.results().open('canapea', null);
    page.start();
    await search.last.answer(aSearchResult({ total: 20 }, ...hits(5)));
    void page.loadMore();
    await search.last.fail();
    expect(page.products).toHaveLength(5);
    expect(page.hasMore).toBe(false);
    page.retry();
    expect(search.last.query).toMatchObject({ offset: 5, limit: 6 });
  });

  it('drops answers once the page is left', async () => {
    const { feature, search } = await givenASearch();
    const page = feature.results().open('canapea', null);
    const leave = page.start();
    leave();
    await search.last.answer(aSearchResult({}, ...hits(2)));
    expect(page.products).toEqual([]);
  });

  it('pushes the search event with the term, and sends nothing for a short term', async () => {
    const { feature, search, analytics } = await givenASearch();
    feature.results().open('  sofa  ', null).start();
    expect(analytics.events).toContainEqual({ event: 'search', term: 'sofa' });
    const short = feature.results().open('ab', null);
    short.start();
    expect(short.tooShort).toBe(true);
    expect(search.requests).toHaveLength(1);
    expect(analytics.events.filter((e) => e.event === 'search')).toHaveLength(1);
  });

  it('caps a 10,000-character term from the URL', async () => {
    const { feature, search } = await givenASearch();
    feature.results().open('x'.repeat(10_000), null).start();
    expect(search.last.query.term).toHaveLength(100);
  });
});
