import { defineMessage } from 'react-intl';

/** Shown by the search box (on Enter) and by the live search (after typing): one message. */
export const tooShortMessage = defineMessage({
  id: 'header.search.tooShort',
  defaultMessage: 'Please enter more than three characters.',
});
