import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../shared/store-context';

/**
 * Scrolls to the top on every navigation and remembers the location (lastLocation). A navigation
 * with state { keepScroll: true } (a listing's sort, filter or 'Load more') keeps the position.
 * A `?lang=de|ro|en` query (the hreflang alternates of src/shared/seo) opens the page in that language.
 */
export function RouteEffects() {
  const { pathname, search, state } = useLocation();
  const { app, shop } = useStores();
  const lang = new URLSearchParams(search).get('lang');
  useEffect(() => {
    if (lang === 'de' || lang === 'ro' || lang === 'en') shop.setLanguage(lang);
  }, [lang, shop]);
  const keepScroll = typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
  useEffect(() => {
    if (!keepScroll) window.scrollTo(0, 0);
    app.recordLocation(pathname + search);
  }, [pathname, search, app, keepScroll]);
  return null;
}
