import { defineMessage, defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  suggestions: { id: 'search.dropdown.label', defaultMessage: 'Search suggestions' },
  products: { id: 'search.dropdown.products', defaultMessage: 'Products' },
  contents: { id: 'search.dropdown.contents', defaultMessage: 'Pages' },
  categories: { id: 'search.categories.title', defaultMessage: 'Categories' },
  allCategories: { id: 'search.categories.all', defaultMessage: 'All categories' },
  searching: { id: 'search.searching', defaultMessage: 'Searching…' },
  loadingMore: { id: 'search.loadingMore', defaultMessage: 'Loading more results…' },
  showMore: { id: 'search.showMore', defaultMessage: 'Show more results' },
  failed: { id: 'search.error', defaultMessage: 'An error occurred while searching. Please try again later.' },
  noResults: { id: 'search.noResults', defaultMessage: 'Sorry, we could not find any results. Please try another entry.' },
});

export const showAllMessage = defineMessage<{ count: number; capped: boolean }>({
  id: 'search.dropdown.showAll',
  defaultMessage: 'Show all results ({capped, select, true {{count, number}+} other {{count, number}}})',
});

export const resultsTitleMessage = defineMessage<{ term: string }>({
  id: 'search.page.title',
  defaultMessage: 'Search results for “{term}”',
});

export const resultCountMessage = defineMessage<{ count: number; capped: boolean }>({
  id: 'search.page.count',
  defaultMessage: '{capped, select, true {{count, number}+ results} other {{count, plural, one {# result} other {# results}}}}',
});

export const shortenedMessage = defineMessage<{ max: number }>({
  id: 'search.page.shortened',
  defaultMessage: 'Your search term was too long: only its first {max, number} characters were searched.',
});

export const colourMessage = defineMessage<{ colour: string }>({ id: 'search.hit.colour', defaultMessage: 'Colour: {colour}' });

export const categoryCountMessage = defineMessage<{ title: string; count: number }>({
  id: 'search.categories.entry',
  defaultMessage: '{title} ({count, number})',
});
