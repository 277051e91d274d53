/** The id of the header's one search dropdown listbox, which the search box controls. */
export const SEARCH_LISTBOX_ID = 'search-suggestions';

/** The id of the dropdown's option `index`: the box names it as its active descendant. */
export const searchOptionId = (index: number): string => `${SEARCH_LISTBOX_ID}-${index}`;
