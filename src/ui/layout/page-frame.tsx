import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CartRouteSync } from '../cart/cart-route-sync';
import { Header } from './header/header';
import styles from './page-frame.module.css';
import { RouteEffects } from './route-effects';
import { PageSkeleton } from './page-skeleton';
import { ToastViewport } from './toast-viewport';

// Below the fold on every page (main is at least a screen high): its code need not be in the first load.
const Footer = lazy(() => import('./footer/footer-area').then((m) => ({ default: m.FooterArea })));
// Fixed over the page and shown in one shop only: it need not be in the first load either.
const ChatButton = lazy(() => import('../chat/chat-button').then((m) => ({ default: m.ChatButton })));

/** Header, main and footer around every route. */
export function PageFrame() {
  return (
    <div className={styles.frame}>
      <RouteEffects />
      <CartRouteSync />
      <Header />
      <main id="main" className={styles.main}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <ChatButton />
      </Suspense>
      <ToastViewport />
    </div>
  );
}
