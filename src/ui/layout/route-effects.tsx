import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../store-context';

/** Scrolls to the top on every navigation and remembers the location (lastLocation). */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const { app } = useStores();
  useEffect(() => {
    window.scrollTo(0, 0);
    app.recordLocation(pathname + search);
  }, [pathname, search, app]);
  return null;
}
