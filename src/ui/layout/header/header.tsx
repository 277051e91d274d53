import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { CartIndicator } from '../../cart/cart-indicator';
import { Icon } from '../../components/icon';
import { Skeleton } from '../../components/skeleton';
import { useStores } from '../../store-context';
import { AccountDropdown } from './account-dropdown';
import { AdminBar } from './admin-bar';
import { ContactPhone } from './contact-phone';
import { CountryHeaderRow } from './country-header';
import styles from './header.module.css';
import { MainNav } from './main-nav';
import { SalesBar } from './sales-bar';
import { SearchBox } from './search-box';

const OffCanvasMenu = lazy(() => import('./off-canvas-menu').then((m) => ({ default: m.OffCanvasMenu })));

const messages = defineMessages({
  skip: { id: 'header.skipToContent', defaultMessage: 'Skip to content' },
  home: { id: 'header.logo.home', defaultMessage: 'Home page' },
  openMenu: { id: 'header.mobile.openMenu', defaultMessage: 'Open menu' },
  products: { id: 'header.mobile.products', defaultMessage: 'Products' },
  toggleSearch: { id: 'header.search.toggle', defaultMessage: 'Show search' },
});

const SEARCH_ROW_ID = 'header-search';

/** Logo linking home, with the store name as its accessible text. */
const Logo = observer(function Logo() {
  const intl = useIntl();
  const { shop } = useStores();
  const config = shop.localeConfig.value;
  const storeName = config?.storeName || shop.storeInfo.value?.name || '';
  if (!config && !storeName) {
    return (
      <span className={styles.logo}>
        <Skeleton width="9rem" height="2rem" />
      </span>
    );
  }
  const name = storeName || intl.formatMessage(messages.home);
  return (
    <Link to="/" className={styles.logo}>
      {config?.logoUrl ? (
        <img src={config.logoUrl} alt={name} className={styles.logoImage} width={160} height={40} />
      ) : (
        <span className={styles.logoText}>{name}</span>
      )}
    </Link>
  );
});

/** Header (section 2.5): sales bar, admin bar, country row, logo, search, icons, navigation. */
export const Header = observer(function Header() {
  const intl = useIntl();
  const { shop, menu, header } = useStores();
  const { pathname } = useLocation();

  useEffect(() => {
    void shop.localeConfig.ensure();
    void shop.storeInfo.ensure();
    void menu.load();
  }, [shop, menu]);

  useEffect(() => {
    header.closeAll();
  }, [pathname, header]);

  const flags = shop.localeConfig.value?.flags;
  const fullMenu = flags?.fullMenu ?? false;
  const search = flags?.search ?? true;

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage {...messages.skip} />
      </a>
      <SalesBar />
      <AdminBar />
      <CountryHeaderRow />
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <div className={styles.mobileMenu}>
            {fullMenu ? (
              <button
                type="button"
                className={styles.iconButton}
                aria-label={intl.formatMessage(messages.openMenu)}
                aria-expanded={header.offCanvasOpen}
                aria-haspopup="dialog"
                onClick={header.openOffCanvas}
              >
                <Icon name="menu" />
              </button>
            ) : (
              <Link to="/products" className={styles.productsLink}>
                <Icon name="menu" size={20} />
                <FormattedMessage {...messages.products} />
              </Link>
            )}
          </div>
          <Logo />
          {search && (
            <div
              id={SEARCH_ROW_ID}
              className={header.searchOpen ? `${styles.searchSlot} ${styles.searchSlotOpen}` : styles.searchSlot}
            >
              <SearchBox />
            </div>
          )}
          <div className={styles.icons}>
            {search && (
              <button
                type="button"
                className={`${styles.iconButton} ${styles.searchToggle}`}
                aria-label={intl.formatMessage(messages.toggleSearch)}
                aria-expanded={header.searchOpen}
                aria-controls={SEARCH_ROW_ID}
                onClick={header.toggleSearch}
              >
                <Icon name="search" />
              </button>
            )}
            <ContactPhone />
            <AccountDropdown />
            <span className={styles.cartSlot}>
              <CartIndicator />
            </span>
          </div>
        </div>
      </div>
      <MainNav />
      {fullMenu && header.offCanvasOpen && (
        <Suspense fallback={null}>
          <OffCanvasMenu />
        </Suspense>
      )}
    </header>
  );
});
