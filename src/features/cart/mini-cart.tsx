import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { CartLine } from '../../../ports/model/cart';
import { buttonClass } from '../../shared/components/button';
import { useStores } from '../../shared/store-context';
import { lineMessages, removeLineLabel } from './cart-line-messages';
import { CartTotals } from './cart-totals';
import { LineImage } from './line-image';
import styles from './mini-cart.module.css';
import { useCart } from './use-cart';

const messages = defineMessages({
  heading: { id: 'cart.mini.heading', defaultMessage: 'Your cart' },
  empty: { id: 'cart.mini.empty', defaultMessage: 'No items added to cart' },
  cart: { id: 'cart.mini.cart', defaultMessage: 'Cart' },
  checkout: { id: 'cart.mini.checkout', defaultMessage: 'To checkout' },
  register: { id: 'cart.mini.register', defaultMessage: 'Register to continue' },
  login: { id: 'cart.mini.login', defaultMessage: 'Log in' },
  or: { id: 'cart.mini.or', defaultMessage: 'OR' },
  guest: { id: 'cart.mini.guest', defaultMessage: 'Continue as guest' },
});

const quantityTimesPrice = defineMessage<{ quantity: number; price: string }>({
  id: 'cart.mini.quantityTimesPrice',
  defaultMessage: '{quantity} × {price}',
});

/** The mini cart of spec 2.6: lines, totals and the way on (cart and checkout, or register / log in / guest; on /checkout only the cart). */
export const MiniCart = observer(function MiniCart({ onNavigate }: { onNavigate?: () => void }) {
  const { cartLines, session } = useStores();
  const { pathname } = useLocation();
  const onCheckout = pathname.replace(/\/+$/, '') === '/checkout';
  const headingId = useId();
  return (
    <section className={styles.miniCart} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage {...messages.heading} />
      </h2>
      {cartLines.items.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage {...messages.empty} />
        </p>
      ) : (
        <>
          <ul className={styles.lines}>
            {cartLines.items.map((line) => (
              <MiniCartLine key={line.pseId} line={line} removable={!onCheckout} />
            ))}
          </ul>
          <CartTotals />
        </>
      )}
      <div className={styles.actions}>
        <Link to="/cart" className={buttonClass('secondary')} onClick={onNavigate}>
          <FormattedMessage {...messages.cart} />
        </Link>
        {cartLines.items.length > 0 &&
          // Already checking out: no way to the checkout, and no register / log in / guest choice again.
          !onCheckout &&
          (session.loggedIn ? (
            <Link to="/checkout" className={buttonClass('primary')} onClick={onNavigate}>
              <FormattedMessage {...messages.checkout} />
            </Link>
          ) : (
            <>
              <Link
                to="/login-register"
                state={{ defaultTab: 'register' }}
                className={buttonClass('primary')}
                onClick={onNavigate}
              >
                <FormattedMessage {...messages.register} />
              </Link>
              <Link to="/login-register" className={buttonClass('secondary')} onClick={onNavigate}>
                <FormattedMessage {...messages.login} />
              </Link>
              <p className={styles.or}>
                <FormattedMessage {...messages.or} />
              </p>
              <Link to="/checkout" className={buttonClass('secondary')} onClick={onNavigate}>
                <FormattedMessage {...messages.guest} />
              </Link>
            </>
          ))}
      </div>
    </section>
  );
});

const MiniCartLine = observer(function MiniCartLine({ line, removable }: { line: CartLine; removable: boolean }) {
  const { cart, cartTotals, cartLineLabels } = useCart();
  const intl = useIntl();
  const price = cartTotals.unitPrice(line);
  const { title } = cartLineLabels.of(line);
  return (
    <li className={styles.line}>
      <LineImage line={line} alt={title} size={56} />
      <div className={styles.lineText}>
        <span className={styles.title}>{title}</span>
        <span className="tabular">
          <FormattedMessage
            {...quantityTimesPrice}
            values={{ quantity: line.quantity, price: price.text ?? intl.formatMessage(lineMessages.priceUnavailable) }}
          />
        </span>
      </div>
      {removable && (
        <button
          type="button"
          className={styles.remove}
          aria-label={intl.formatMessage(removeLineLabel, { title })}
          disabled={cart.isLinePending(line)}
          onClick={() => void cart.removeLine(line)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      )}
    </li>
  );
});
