import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../../shared/store-context';
import styles from './admin-bar.module.css';
import { CountryHeaderRow } from './country-header-row';
import { HeaderBar } from './header-bar';
import { HeaderFrame } from './header-frame';
import { MainNav } from './main-nav';
import { SalesBar } from './sales-bar';
import { lazyScreen } from '../../../shared/lazy-screen';

const AdminBar = lazyScreen(() => import('./admin-bar'), 'header');
const OffCanvasMenu = lazyScreen(async () => ({ default: (await import('./off-canvas-menu')).OffCanvasMenu }), 'header');

/** Header (section 2.5): sales bar, admin bar, country row, logo, search, icons, navigation. */
export const Header = observer(function Header() {
  const { header, session } = useStores();
  const { pathname } = useLocation();

  useEffect(() => header.start(), [header]);
  useEffect(() => header.closeAll(), [pathname, header]);

  const { fullMenu, searchEnabled: search } = header;

  return (
    <HeaderFrame>
      <SalesBar />
      {/* Display only: the back office authorises for real. The bar is hidden up to 991px (CSS). */}
      {session.isAdmin && (
        <Suspense fallback={<div className={styles.adminBar} aria-hidden="true" />}>
          <AdminBar />
        </Suspense>
      )}
      <CountryHeaderRow />
      <HeaderBar fullMenu={fullMenu} search={search} />
      <MainNav />
      {fullMenu && header.offCanvasOpen && (
        <Suspense fallback={null}>
          <OffCanvasMenu />
        </Suspense>
      )}
    </HeaderFrame>
  );
});
