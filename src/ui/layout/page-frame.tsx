import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CartRouteSync } from '../cart/cart-route-sync';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import styles from './page-frame.module.css';
import { RouteEffects } from './route-effects';
import { PageSkeleton } from './page-skeleton';
import { ToastViewport } from './toast-viewport';

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
      <Footer />
      <ToastViewport />
    </div>
  );
}
