import type { MouseEvent } from 'react';

/** A click that opens the link here (not in a new tab or window): the app may follow it itself. */
export const plainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
