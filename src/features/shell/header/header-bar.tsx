import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CartIndicator } from '../../cart/cart-indicator';
import { Icon } from '../../../shared/components/icon';
import { useStores } from '../../../shared/store-context';
import { AccountDropdown } from './account-dropdown';
import { ContactPhone } from './contact-phone';
import styles from './header-bar.module.css';
import { IconButton } from '../../../shared/components/icon-button';
import { Logo } from './logo';
import { SearchBox } from './search-box';

const messages = defineMessages({
  openMenu: { id: 'header.mobile.openMenu', defaultMessage: 'Open menu' },
  products: { id: 'header.mobile.products', defaultMessage: 'Products' },
  toggleSearch: { id: 'header.search.toggle', defaultMessage: 'Show search' },
});

const SEARCH_ROW_ID = 'header-search';

/** The main bar: menu (phones), logo, search, and the phone, account and cart icons. */
export const HeaderBar = observer(function HeaderBar({ fullMenu, search }: { fullMenu: boolean; search: boolean }) {
  const intl = useIntl();
  const { header } = useStores();
  return (
    <div className={styles.bar}>
      <div className={styles.barInner}>
        <div className={styles.mobileMenu}>
          {fullMenu ? (
            <IconButton
              aria-label={intl.formatMessage(messages.openMenu)}
              aria-expanded={header.offCanvasOpen}
              aria-haspopup="dialog"
              onClick={header.openOffCanvas}
            >
              <Icon name="menu" />
            </IconButton>
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
            <IconButton
              className={styles.searchToggle}
              aria-label={intl.formatMessage(messages.toggleSearch)}
              aria-expanded={header.searchOpen}
              aria-controls={SEARCH_ROW_ID}
              onClick={header.toggleSearch}
            >
              <Icon name="search" />
            </IconButton>
          )}
          <ContactPhone />
          <AccountDropdown />
          <span className={styles.cartSlot}>
            <CartIndicator />
          </span>
        </div>
      </div>
    </div>
  );
});
