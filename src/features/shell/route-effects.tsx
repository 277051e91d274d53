import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../shared/store-context';

/**
 * Scrolls to the top on every navigation and remembers the location (lastLocation). A navigation
 * with state { keepScroll: true } (a listing's sort, filter or 'Load more') keeps the position.
 */
export function RouteEffects() {
  const { pathname, search, state } = useLocation();
  const { app } = useStores();
  const keepScroll = typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
    app.recordLocation(pathname + search);
  }, [pathname, search, app, keepScroll]);
  return null;
}
