import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from '../../src/features/shell/header/search-box';
import { bindingOf } from '../../ports/port-token';
import { SEARCH_PORT } from '../../ports/search-port';
import { loadAreasMessages } from '../../src/shared/load-area-messages';
import { givenAShop, type TestWorld } from './build-root-store';
import { givenASearch, ScriptedSearch } from './given-a-search';
import { renderWithStores } from './render-with-stores';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderTheSearchBox(world: TestWorld) {
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
  const enter = () => fireEvent.submit(input.closest('form') as HTMLFormElement);
  const where = () => screen.getByTestId('where').textContent;
  return { input, enter, where };
}

/** The header's search box on a page, focused (its live search downloaded), with a scripted search port. */
export async function givenTheSearchBox() {
  const world = await givenASearch();
  const { input, enter, where } = renderTheSearchBox(world);
  /** Types, and waits for the live search (downloaded on focus) to have the term. */
  const type = async (text: string) => {
    fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(world.feature.box.term).toBe(text));
  };
  const settle = () => act(() => world.clock.advanceBy(300));
  return { ...world, input, type, enter, settle, where };
}

/** The same box, focused while the live search's code is still downloading: `arrive` lets it arrive. */
export async function givenTheSearchBoxBeforeItsCode() {
  const world = givenAShop({ ports: [bindingOf(SEARCH_PORT, new ScriptedSearch())] });
  await loadAreasMessages(['search'], world.root.shop.language);
  const { input, enter, where } = renderTheSearchBox(world);
  /** Types and presses Enter at once, while the live search's code is still on its way. */
  const typeAndEnter = (text: string) =>
    act(async () => {
      fireEvent.change(input, { target: { value: text } });
      enter();
    });
  const arrive = async () => {
    await act(() => world.root.searchFeature.load());
    await act(() => world.clock.advanceBy(300));
  };
  return { input, typeAndEnter, where, arrive };
}
