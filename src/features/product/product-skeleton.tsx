import { Skeleton } from '../../shared/components/skeleton';
import styles from './product-page.module.css';

/** The product page's shape while it loads: the same boxes, so nothing jumps. */
export function ProductSkeleton() {
  return (
    <div className={styles.product} aria-busy="true" data-testid="product-skeleton">
      <Skeleton width="14rem" height="1.25rem" />
      <div className={styles.top}>
        <div className={styles.gallery}>
          <div className={styles.imageSkeleton}>
            <Skeleton height="100%" />
          </div>
        </div>
        <div className={styles.summary}>
          <Skeleton width="30%" />
          <Skeleton width="80%" height="2rem" />
          <Skeleton width="25%" />
          <Skeleton width="10rem" height="1.75rem" />
          <Skeleton width="40%" />
          <Skeleton height="6rem" />
          <Skeleton width="12rem" height="2.75rem" />
        </div>
      </div>
    </div>
  );
}
