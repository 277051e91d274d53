import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

const messages = defineMessages({
  cart: { id: 'cart.indicator.label', defaultMessage: 'Cart' },
});

/** The header's cart icon; the cart issue turns it into the mini cart with its badge. */
export function CartIndicator() {
  const intl = useIntl();
  return (
    <Link to="/cart" aria-label={intl.formatMessage(messages.cart)}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
    </Link>
  );
}
