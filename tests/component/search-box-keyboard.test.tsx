import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { givenTheSearchBox } from '../support/given-the-search-box';
import { aSearchHit, aSearchResult } from '../support/search-hit-builder';

/** The box with three products dropped down for 'canapea', the second with its own variant. */
async function givenThreeProductsDroppedDown() {
  const world = await givenTheSearchBox();
  const user = userEvent.setup();
  await user.click(world.input);
  await world.type('canapea');
  world.settle();
  const hits = [
    aSearchHit().withId(5).titled('Oslo'),
    aSearchHit().withId(6).withPse(60).titled('Bergen'),
    aSearchHit().withId(7),
  ];
  await act(() =>
    world.search.last.answer(aSearchResult({ categories: [{ title: 'Canapele', count: 3 }] }, ...hits.map((hit) => hit.build()))),
  );
  const options = () => screen.getAllByRole('option');
  const active = () => world.input.getAttribute('aria-activedescendant');
  return { ...world, user, options, active };
}

describe('the search box as an ARIA combobox', () => {
  it('controls the listbox of products it drops down, and says when it is expanded', async () => {
    const { input, options } = await givenThreeProductsDroppedDown();
    const listbox = screen.getByRole('listbox', { name: 'Products' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(options()).toHaveLength(3);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('moves the active product with the arrow keys, round past either end, the focus staying in the box', async () => {
    const { input, user, options, active } = await givenThreeProductsDroppedDown();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options()[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options()[2]?.id);
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    expect(document.activeElement).toBe(input);
  });

  it('opens the active product on Enter, its own variant, and closes the dropdown', async () => {
    const { user, where, search } = await givenThreeProductsDroppedDown();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(where()).toBe('/product/6?pse=60');
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
    expect(search.requests).toHaveLength(1);
  });

  it('goes to the results page on Enter while no product is active', async () => {
    const { user, where } = await givenThreeProductsDroppedDown();
    await user.keyboard('{Enter}');
    expect(where()).toBe('/search/canapea');
  });

  it('closes the dropdown on Escape, keeping the term and the focus in the box; the down arrow opens it again', async () => {
    const { input, user, active } = await givenThreeProductsDroppedDown();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(active()).toBeNull();
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('canapea');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('search-dropdown')).toBeTruthy();
    expect(active()).toBeNull();
  });

  it('brings the focus back to the box when Escape is pressed on a link in the dropdown', async () => {
    const { input, user } = await givenThreeProductsDroppedDown();
    screen.getByRole('link', { name: 'Canapele (3)' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('search-dropdown')).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
