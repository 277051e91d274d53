import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import SearchPage from '../../src/features/search/search-page';
import { givenASearch } from '../support/given-a-search';
import { renderWithStores } from '../support/render-with-stores';
import { aSearchHit, aSearchResult } from '../support/search-hit-builder';

async function openResults(path: string) {
  const world = await givenASearch();
  renderWithStores(
    <Routes>
      <Route path="/search/:term" element={<SearchPage />} />
    </Routes>,
    { path, world },
  );
  await waitFor(() => expect(world.search.requests.length).toBeGreaterThan(0), { timeout: 5000 });
  return world;
}

describe('the search results page', () => {
  it('shows the hits with price, list price, colour, stock and a link to their variant', async () => {
    const { search } = await openResults('/search/canapea');
    const hit = aSearchHit().withId(7).withPse(70).titled('Canapea Oslo').withNetPrice(100, 150).withColour('Gri').build();
    await search.last.answer(aSearchResult({ total: 1, categories: [{ title: 'Canapele', count: 1 }] }, hit));
    const card = await screen.findByTestId('search-hit');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/product/7?pse=70');
    expect(card.textContent).toContain('Canapea Oslo');
    expect(card.textContent).toContain('Colour: Gri');
    expect(card.querySelector('[data-testid="list-price"]')).not.toBeNull();
    expect(screen.getByTestId('search-count').textContent).toBe('1 result');
    const category = screen.getByRole('link', { name: 'Canapele (1)' });
    expect(category.getAttribute('href')).toBe('/search/canapea?category=Canapele');
  });

  it("counts past 10,000 with a '+'", async () => {
    const { search } = await openResults('/search/lampa');
    await search.last.answer(aSearchResult({ total: 25_000 }, aSearchHit().build()));
    await waitFor(() => expect(screen.getByTestId('search-count').textContent).toBe('10,000+ results'));
  });

  it('searches only the category of the URL, and links back to all categories', async () => {
    const { search } = await openResults('/search/masa?category=Mese%20%26%20scaune');
    expect(search.last.query.category).toBe('Mese & scaune');
    await search.last.answer(
      aSearchResult({ total: 1, categories: [{ title: 'Mese & scaune', count: 1 }] }, aSearchHit().build()),
    );
    expect((await screen.findByRole('link', { name: 'All categories' })).getAttribute('href')).toBe('/search/masa');
    expect(screen.getByRole('link', { name: 'Mese & scaune (1)' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when nothing was found', async () => {
    const { search } = await openResults('/search/xyzzy');
    await search.last.answer(aSearchResult());
    expect(await screen.findByText('Sorry, we could not find any results. Please try another entry.')).toBeTruthy();
  });

  it('says the search failed and searches again on retry', async () => {
    const { search } = await openResults('/search/xyzzy');
    await search.last.fail();
    expect(await screen.findByText('An error occurred while searching. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(search.requests).toHaveLength(2);
  });

  it('loads the next 6 with the button when there are more', async () => {
    const { search } = await openResults('/search/canapea');
    const five = Array.from({ length: 5 }, (_, i) =>
      aSearchHit()
        .withId(i + 1)
        .build(),
    );
    await search.last.answer(aSearchResult({ total: 11 }, ...five));
    fireEvent.click(await screen.findByRole('button', { name: 'Show more results' }));
    expect(search.last.query).toMatchObject({ offset: 5, limit: 6 });
  });

  it('shows a term with markup as text and sends nothing for a short term', async () => {
    const world = await givenASearch();
    renderWithStores(
      <Routes>
        <Route path="/search/:term" element={<SearchPage />} />
      </Routes>,
      { path: `/search/${encodeURIComponent('<b>')}`, world },
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Search results for “<b>”');
    expect(screen.getByText('Please enter more than three characters.')).toBeTruthy();
    expect(world.search.requests).toHaveLength(0);
    expect(document.querySelector('main b, h1 b')).toBeNull();
  });
});
