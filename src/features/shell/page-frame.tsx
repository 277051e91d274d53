import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CartRouteSync } from '../cart/cart-route-sync';
import { Header } from './header/header';
import styles from './page-frame.module.css';
import { RouteEffects } from './route-effects';
import { PageSkeleton } from './page-skeleton';
import { ToastViewport } from '../../shared/components/toast-viewport';
import { ChatDock } from '../consent/chat-dock';
import { ScreenBoundary } from '../../shared/components/screen-boundary';
import { rethrowAsLoadFailure } from '../../shared/code-load-failure';
import { OfflineBanner } from './offline-banner';

/**
 * The footer (below the fold on every page: main is at least a screen high) and the chat button
 * (fixed over the page, shown in one shop only) are no part of the first load. Their code is asked
 * for once the first page's own code has arrived and rendered, so the page's files have the
 * connections first; the chat button's only once it can show. The signal is given while
 * rendering, so a server render waits for them too.
 */
function belowThePage() {
  let show = () => {};
  const shown = new Promise<void>((resolve) => (show = resolve));
  return {
    PageShown() {
      show();
      return null;
    },
    Footer: lazy(() =>
      shown.then(() => import('./footer/footer-area')).then((m) => ({ default: m.FooterArea }), rethrowAsLoadFailure),
    ),
    ChatButton: lazy(() => shown.then(() => import('../consent/chat-button')).then((m) => ({ default: m.ChatButton }))),
  };
}

/** Header, main and footer around every route. */
export function PageFrame() {
  const [{ PageShown, Footer, ChatButton }] = useState(belowThePage);
  // Another page starts without the last one's failed download.
  const { pathname } = useLocation();
  return (
    <div className={styles.frame}>
      <RouteEffects />
      <CartRouteSync />
      <OfflineBanner />
      <Header />
      <main id="main" className={styles.main}>
        <ScreenBoundary resetKey={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
            <PageShown />
          </Suspense>
        </ScreenBoundary>
      </main>
      <ScreenBoundary quiet>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </ScreenBoundary>
      <ChatDock Button={ChatButton} />
      <ToastViewport />
    </div>
  );
}
