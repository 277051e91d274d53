import { useDeferredValue } from 'react';
import type { Product } from '../../../ports/model/product';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

/**
 * Cards in the shop's grid (2 columns on a phone, 3 from 992px, 4 from 1200px), followed by
 * `pending` skeleton cards of the same size while more are on their way. Cards added to the list
 * render in a transition, in slices, so a page of products arriving never holds the main thread
 * in one task.
 */
export function ProductGrid({
  products: arrived,
  pending: waiting = 0,
  label,
  eagerCount = 0,
}: {
  products: readonly Product[];
  pending?: number;
  label?: string;
  eagerCount?: number;
}) {
  const shown = useDeferredValue(arrived);
  const shownPending = useDeferredValue(waiting);
  // A replaced list (another sort or filter) shows at once: stale cards are never on screen.
  const grows = shown.every((product, index) => arrived[index]?.id === product.id);
  const products = grows ? shown : arrived;
  const pending = grows ? shownPending : waiting;
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={pending > 0 || undefined}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
      {Array.from({ length: pending }, (_, index) => (
        <li key={`pending-${index}`} className={styles.item} aria-hidden="true">
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
