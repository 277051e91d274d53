import { useEffect } from 'react';

/**
 * Rendered beside the app on the server and in the browser alike (the ids React gives follow the
 * tree's shape): in the browser it says when the page has hydrated.
 */
export function HydrationMark({ onDone }: { onDone?: () => void }) {
  useEffect(() => onDone?.(), [onDone]);
  return null;
}
