import { describe, expect, it } from 'vitest';
import { aSearchHit, aSearchResult } from '../../support/search-hit-builder';
import { givenASearch } from '../../support/given-a-search';

describe('the live search box', () => {
  it('searches 300 ms after the last keystroke, the first 5 products in the shop context', async () => {
    const { feature, search, clock, root } = await givenASearch();
    const { box } = feature;
    box.setTerm('cana');
    clock.advanceBy(200);
    box.setTerm('canap');
    clock.advanceBy(299);
    expect(search.requests).toHaveLength(0);
    clock.advanceBy(1);
    expect(search.requests.map((r) => r.query)).toEqual([{ term: 'canap', offset: 0, limit: 5 }]);
    expect(search.last.ctx).toEqual(root.shop.context);
    expect(box.loading).toBe(1);
    await search.last.answer(aSearchResult({ total: 1 }, aSearchHit().titled('Canapea Oslo').build()));
    expect(box.loading).toBe(0);
    expect(box.result?.products.map((p) => p.title)).toEqual(['Canapea Oslo']);
    expect(box.resultTerm).toBe('canap');
  });

  it('says a term of fewer than 4 characters is too short, clears the results and sends nothing', async () => {
    const { feature, search, clock } = await givenASearch();
    const { box } = feature;
    box.setTerm('lamp');
    clock.advanceBy(300);
    await search.last.answer(aSearchResult({}, aSearchHit().build()));
    box.setTerm('lam');
    expect(box.result).toBeNull();
    clock.advanceBy(300);
    expect(box.tooShort).toBe(true);
    expect(search.requests).toHaveLength(1);
    box.setTerm('lamp');
    expect(box.tooShort).toBe(false);
  });

  it('says nothing for an emptied box', async () => {
    const { feature, clock } = await givenASearch();
    feature.box.setTerm('ab');
    feature.box.setTerm('');
    clock.advanceBy(300);
    expect(feature.box.tooShort).toBe(false);
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const { feature, search, clock } = await givenASearch();
    const { box } = feature;
    box.setTerm('sofa');
    clock.advanceBy(300);
    const older = search.last;
    box.setTerm('sofas');
    clock.advanceBy(300);
    await search.last.answer(aSearchResult({}, aSearchHit().titled('Sofas').build()));
    await older.answer(aSearchResult({}, aSearchHit().titled('Sofa (stale)').build()));
    expect(box.result?.products.map((p) => p.title)).toEqual(['Sofas']);
  });

  it('ignores an answer that arrives after the term changed, before the next search fires', async () => {
    const { feature, search, clock } = await givenASearch();
    const { box } = feature;
    box.setTerm('table');
    clock.advanceBy(300);
    box.setTerm('tab');
    await search.last.answer(aSearchResult({}, aSearchHit().build()));
    expect(box.result).toBeNull();
    expect(box.loading).toBe(0);
  });

  it('shows at most 5 content links', async () => {
    const { feature, search, clock } = await givenASearch();
    feature.box.setTerm('livrare');
    clock.advanceBy(300);
    const contents = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, title: `Page ${i + 1}`, url: `/page-${i + 1}` }));
    await search.last.answer(aSearchResult({ contents }));
    expect(feature.box.contentLinks.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reports a failure and searches again on retry', async () => {
    const { feature, search, clock } = await givenASearch();
    feature.box.setTerm('wardrobe');
    clock.advanceBy(300);
    await search.last.fail();
    expect(feature.box.failed).toBe(true);
    feature.box.retry();
    expect(search.requests).toHaveLength(2);
    await search.last.answer(aSearchResult());
    expect(feature.box.failed).toBe(false);
    expect(feature.box.empty).toBe(true);
  });

  it('closing drops the pending search and the results', async () => {
    const { feature, search, clock } = await givenASearch();
    feature.box.setTerm('mirror');
    feature.box.close();
    clock.advanceBy(300);
    expect(search.requests).toHaveLength(0);
    expect(feature.box.result).toBeNull();
  });

  it('pushes one search event for each term the dropdown searches, none for a short term, and none again on a retry', async () => {
    const { feature, search, clock, analytics } = await givenASearch();
    const searched = () => analytics.events.flatMap((event) => (event.event === 'search' ? [event.term] : []));
    feature.box.setTerm('sof');
    clock.advanceBy(300);
    expect(searched()).toEqual([]);
    feature.box.setTerm('sofa');
    feature.box.setTerm('sofas');
    clock.advanceBy(300);
    await search.last.fail();
    feature.box.retry();
    feature.box.setTerm('lamp');
    clock.advanceBy(300);
    expect(searched()).toEqual(['sofas', 'lamp']);
  });

  it('counts the dropdown and the results page it leads to as one search: Enter on the same term pushes no second event', async () => {
    const { feature, clock, analytics } = await givenASearch();
    const searched = () => analytics.events.flatMap((event) => (event.event === 'search' ? [event.term] : []));
    feature.box.setTerm('canapea');
    clock.advanceBy(300);
    feature.results().open('canapea', null).start();
    expect(searched()).toEqual(['canapea']);
    feature.results().open('fotoliu', null).start();
    feature.box.setTerm('canapea extensibila');
    clock.advanceBy(300);
    expect(searched()).toEqual(['canapea', 'fotoliu', 'canapea extensibila']);
  });

  it('moves the active product down from none to the first, up from none to the last, round past either end', async () => {
    const { feature, search, clock } = await givenASearch();
    const { box } = feature;
    box.moveActive(1);
    expect(box.activeIndex).toBeNull();
    box.setTerm('canapea');
    clock.advanceBy(300);
    const hits = [
      aSearchHit().titled('Oslo').build(),
      aSearchHit().titled('Bergen').build(),
      aSearchHit().titled('Malmö').build(),
    ];
    await search.last.answer(aSearchResult({}, ...hits));
    box.moveActive(-1);
    expect(box.activeHit?.title).toBe('Malmö');
    box.moveActive(1);
    expect(box.activeIndex).toBe(0);
    box.moveActive(1);
    box.moveActive(1);
    expect(box.activeHit?.title).toBe('Malmö');
    box.hide();
    box.show();
    box.moveActive(1);
    expect(box.activeHit?.title).toBe('Oslo');
  });

  it('reads the keys: Escape hides the dropdown, the arrows show it again and then move, Enter opens the active product', async () => {
    const { feature, search, clock } = await givenASearch();
    const { box } = feature;
    box.setTerm('canapea');
    clock.advanceBy(300);
    await search.last.answer(aSearchResult({}, aSearchHit().withId(5).build(), aSearchHit().withId(6).withPse(60).build()));
    expect(box.expanded).toBe(true);
    expect(box.keyDown('Enter', true)).toBe(false);
    expect(box.keyDown('ArrowDown', true)).toBe(true);
    expect(box.keyDown('Escape', false)).toBe(true);
    expect([box.expanded, box.activeIndex]).toEqual([false, null]);
    expect(box.keyDown('ArrowUp', true)).toBe(true);
    expect([box.expanded, box.activeIndex]).toEqual([true, null]);
    expect(box.keyDown('ArrowUp', false)).toBe(false);
    expect(box.keyDown('a', true)).toBe(false);
    box.keyDown('ArrowUp', true);
    expect(box.keyDown('Enter', false)).toBe(false);
    expect(box.keyDown('Enter', true)).toBe('/product/6?pse=60');
    expect(box.result).toBeNull();
  });

  it('forgets the active product when the term or the answer changes', async () => {
    const { feature, search, clock } = await givenASearch();
    const { box } = feature;
    box.setTerm('canapea');
    clock.advanceBy(300);
    await search.last.answer(aSearchResult({}, aSearchHit().build(), aSearchHit().build()));
    box.moveActive(1);
    box.setTerm('canapele');
    expect(box.activeIndex).toBeNull();
    box.moveActive(1);
    clock.advanceBy(300);
    await search.last.answer(aSearchResult({}, aSearchHit().build()));
    expect(box.activeIndex).toBeNull();
    box.moveActive(1);
    box.close();
    expect(box.activeHit).toBeNull();
  });
});
