import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { CartChangeNotice } from '../../../ports/model/cart';
import { Button } from '../../shared/components/button';
import { useStores } from '../../shared/store-context';
import styles from './cart-notices.module.css';
import { useCart } from './use-cart';

const messages = defineMessages({
  heading: { id: 'cart.notices.heading', defaultMessage: 'Your cart has changed' },
  unavailable: { id: 'cart.notices.unavailable', defaultMessage: 'Cart is no longer available' },
  dismiss: { id: 'cart.notices.dismiss', defaultMessage: 'OK' },
});

const removed = defineMessage<{ title: string }>({
  id: 'cart.notices.removed',
  defaultMessage: '{title} was removed from your cart because it is no longer available.',
});
const priceUpdated = defineMessage<{ title: string; oldPrice: string; newPrice: string }>({
  id: 'cart.notices.priceUpdated',
  defaultMessage: 'The price of {title} was updated from {oldPrice} to {newPrice}.',
});
const quantityChanged = defineMessage<{ title: string; oldQuantity: number; newQuantity: number }>({
  id: 'cart.notices.quantityChanged',
  defaultMessage: 'The quantity of {title} was changed from {oldQuantity} to {newQuantity}.',
});

/** The cart-change notices of spec section 8, from cart validation. */
export const CartNotices = observer(function CartNotices() {
  const { cartSync } = useCart();
  const headingId = useId();
  if (cartSync.notices.length === 0) return null;
  return (
    <section className={styles.notices} role="status" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage {...messages.heading} />
      </h2>
      <ul className={styles.list}>
        {cartSync.notices.map((notice, index) => (
          <li key={`${notice.kind}-${index}`}>
            <NoticeText notice={notice} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={cartSync.dismissNotices}>
        <FormattedMessage {...messages.dismiss} />
      </Button>
    </section>
  );
});

const NoticeText = observer(function NoticeText({ notice }: { notice: CartChangeNotice }) {
  const { pricing } = useStores();
  const money = (net: number): string => pricing.price(net).text ?? '';
  switch (notice.kind) {
    case 'cart-unavailable':
      return <FormattedMessage {...messages.unavailable} />;
    case 'line-removed':
      return <FormattedMessage {...removed} values={{ title: notice.title }} />;
    case 'price-updated':
      return (
        <FormattedMessage
          {...priceUpdated}
          values={{ title: notice.title, oldPrice: money(notice.oldNetPrice), newPrice: money(notice.newNetPrice) }}
        />
      );
    case 'quantity-changed':
      return (
        <FormattedMessage
          {...quantityChanged}
          values={{ title: notice.title, oldQuantity: notice.oldQuantity, newQuantity: notice.newQuantity }}
        />
      );
  }
});
