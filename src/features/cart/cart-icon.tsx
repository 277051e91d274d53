import { cartBadgeIsSmall, cartBadgeText } from '../../domain/cart-rules';
import styles from './cart-indicator.module.css';

export function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The item-count badge: thousands as Nk, a smaller font above 99. Hidden from assistive tech (the label says it). */
export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-badge"
      className={cartBadgeIsSmall(count) ? `${styles.badge} ${styles.badgeSmall}` : styles.badge}
    >
      {cartBadgeText(count)}
    </span>
  );
}
