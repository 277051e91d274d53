import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from '../../src/features/shell/header/search-box';
import { givenASearch } from './given-a-search';
import { renderWithStores } from './render-with-stores';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The header's search box on a page, focused (its live search downloaded), with a scripted search port. */
export async function givenTheSearchBox() {
  const world = await givenASearch();
  renderWithStores(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchBox />
            <Where />
          </>
        }
      />
    </Routes>,
    { world },
  );
  const input = screen.getByRole('combobox', { name: 'Search the shop' });
  fireEvent.focus(input);
  /** Types, and waits for the live search (downloaded on focus) to have the term. */
  const type = async (text: string) => {
    fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(world.feature.box.term).toBe(text));
  };
  const enter = () => fireEvent.submit(input.closest('form') as HTMLFormElement);
  const settle = () => act(() => world.clock.advanceBy(300));
  const where = () => screen.getByTestId('where').textContent;
  return { ...world, input, type, enter, settle, where };
}
