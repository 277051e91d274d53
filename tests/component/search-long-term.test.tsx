import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../../src/domain/search-term';
import SearchPage from '../../src/features/search/search-page';
import { givenASearch } from '../support/given-a-search';
import { givenTheSearchBox } from '../support/given-the-search-box';
import { renderWithStores } from '../support/render-with-stores';
import { aSearchHit, aSearchResult } from '../support/search-hit-builder';

const SHORTENED = 'Your search term was too long: only its first 100 characters were searched.';

async function openResults(term: string) {
  const world = await givenASearch();
  renderWithStores(
    <Routes>
      <Route path="/search/:term" element={<SearchPage />} />
    </Routes>,
    { path: `/search/${encodeURIComponent(term)}`, world },
  );
  await waitFor(() => expect(world.search.requests.length).toBeGreaterThan(0), { timeout: 5000 });
  await world.search.last.answer(aSearchResult({ total: 1 }, aSearchHit().build()));
  return world;
}

describe('a search term longer than the limit', () => {
  it('is visibly cut on the results page: its first 100 characters are searched, and the page says so', async () => {
    const { search } = await openResults('canapea '.repeat(1_250));
    expect(Array.from(search.last.query.term)).toHaveLength(SEARCH_MAX_LENGTH);
    expect((await screen.findByTestId('search-shortened')).textContent).toBe(SHORTENED);
  });

  it('a term within the limit is searched as it is, without the note', async () => {
    const { search } = await openResults('canapea');
    expect(search.last.query.term).toBe('canapea');
    await screen.findByTestId('search-hit');
    expect(screen.queryByTestId('search-shortened')).toBeNull();
  });

  it('cannot be typed or pasted into the search box: it holds 100 characters at most', async () => {
    const { input } = await givenTheSearchBox();
    expect((input as HTMLInputElement).maxLength).toBe(SEARCH_MAX_LENGTH);
  });
});
