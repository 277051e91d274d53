import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useId, useRef } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Popover, PopoverAnchor } from '../../shared/components/popover';
import { useDismiss } from '../../shared/components/use-dismiss';
import { useStores } from '../../shared/store-context';
import { CartBadge, CartIcon } from './cart-icon';
import styles from './cart-indicator.module.css';
import { lazyScreen } from '../../shared/lazy-screen';

const MiniCart = lazyScreen(async () => ({ default: (await import('./mini-cart')).MiniCart }), 'cart');

const toggleLabel = defineMessage<{ count: number }>({
  id: 'cart.indicator.toggle',
  defaultMessage: '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
});

const pageLabel = defineMessage<{ count: number }>({
  id: 'cart.indicator.page',
  defaultMessage: '{count, plural, =0 {Go to the cart, empty} one {Go to the cart, # item} other {Go to the cart, # items}}',
});

/**
 * The header's cart: the icon with the item-count badge opening the mini cart (a dropdown that closes
 * on an outside click and Escape); on phones a plain link to /cart instead.
 */
export const CartIndicator = observer(function CartIndicator() {
  const { cartLines, miniCart } = useStores();
  const intl = useIntl();
  const { pathname } = useLocation();
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const count = cartLines.totalItems;
  const open = miniCart.open;

  useDismiss(open, [container], (reason) => {
    const focusWasInside = container.current?.contains(document.activeElement) ?? false;
    miniCart.close();
    if (reason === 'escape' && focusWasInside) toggle.current?.focus();
  });

  // A new page closes the mini cart.
  useEffect(() => {
    miniCart.close();
  }, [pathname, miniCart]);

  return (
    <PopoverAnchor ref={container} className={styles.indicator}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage(toggleLabel, { count })}
        onClick={miniCart.toggle}
      >
        <CartIcon />
        <CartBadge count={count} />
      </button>
      <Link to="/cart" className={styles.mobileLink} aria-label={intl.formatMessage(pageLabel, { count })}>
        <CartIcon />
        <CartBadge count={count} />
      </Link>
      <Popover id={panelId} variant="panel" align="end" className={styles.panel} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <MiniCart onNavigate={miniCart.close} />
          </Suspense>
        )}
      </Popover>
    </PopoverAnchor>
  );
});
