import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { givenTheSearchBox, givenTheSearchBoxBeforeItsCode } from '../support/given-the-search-box';
import { aSearchHit, aSearchResult } from '../support/search-hit-builder';

describe('the header search box', () => {
  it('says a term of 3 characters is too short, after the pause', async () => {
    const { type, settle, search } = await givenTheSearchBox();
    await type('sof');
    expect(screen.queryByText('Please enter more than three characters.')).toBeNull();
    settle();
    expect(await screen.findByText('Please enter more than three characters.')).toBeTruthy();
    expect(search.requests).toHaveLength(0);
  });

  it('drops down products, content links and categories as the shopper types', async () => {
    const { type, settle, search } = await givenTheSearchBox();
    await type('canapea');
    settle();
    expect(search.requests).toHaveLength(1);
    await act(() =>
      search.last.answer(
        aSearchResult(
          {
            total: 12,
            categories: [{ title: 'Canapele', count: 12 }],
            contents: [{ id: 3, title: 'Livrare', url: 'livrare.html' }],
          },
          aSearchHit().withId(5).titled('Canapea Oslo').build(),
        ),
      ),
    );
    const dropdown = await screen.findByTestId('search-dropdown');
    expect(dropdown.textContent).toContain('Canapea Oslo');
    expect(screen.getByRole('link', { name: 'Livrare' }).getAttribute('href')).toBe('/livrare.html');
    expect(screen.getByRole('link', { name: 'Canapele (12)' }).getAttribute('href')).toBe('/search/canapea?category=Canapele');
    fireEvent.click(screen.getByRole('link', { name: 'Show all results (12)' }));
    expect(screen.getByTestId('where').textContent).toBe('/search/canapea');
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
  });

  it('goes to the results page on Enter, or says the term is too short', async () => {
    const { type, enter } = await givenTheSearchBox();
    await type('ab');
    enter();
    expect(screen.getByText('Please enter more than three characters.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/');
    await type('  "><img src=x onerror=alert(1)> ');
    enter();
    expect(screen.getByTestId('where').textContent).toBe('/search/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  });

  it('offers a retry when the search fails', async () => {
    const { type, settle, search } = await givenTheSearchBox();
    await type('wardrobe');
    settle();
    expect(search.requests).toHaveLength(1);
    await act(() => search.last.fail());
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(search.requests).toHaveLength(2);
  });

  it('stays closed when Enter was pressed before the live search had downloaded', async () => {
    const { input, typeAndEnter, where, arrive } = await givenTheSearchBoxBeforeItsCode();
    await typeAndEnter('canapea');
    expect(where()).toBe('/search/canapea');
    await arrive();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
  });
});
