import type { Product } from '../../../ports/model/product';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

/**
 * Cards in the shop's grid (2 columns on a phone, 3 from 992px, 4 from 1200px), followed by
 * `pending` skeleton cards of the same size while more are on their way.
 */
export function ProductGrid({
  products,
  pending = 0,
  label,
  eagerCount = 0,
}: {
  products: readonly Product[];
  pending?: number;
  label?: string;
  eagerCount?: number;
}) {
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
