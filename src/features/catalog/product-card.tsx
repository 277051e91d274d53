import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Product } from '../../../ports/model/product';
import { chooseImage } from '../../domain/image-choice';
import { productPath } from '../../domain/product-path';
import { Skeleton } from '../../shared/components/skeleton';
import { useIntentToOpen } from '../../shared/screen-preload';
import { useStores } from '../../shared/store-context';
import { PriceOnRequest, ProductPriceTag } from './price-tag';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';

/** Whether a product is sold on request (its own flag, or listed in the locale config). */
export function useIsPriceRequest(product: Pick<Product, 'id' | 'isPriceRequest'>): boolean {
  const { shop } = useStores();
  return product.isPriceRequest || (shop.localeConfig.value?.priceRequestProductIds ?? []).includes(product.id);
}

/**
 * A product in a grid: picture (fixed aspect ratio), title, brand, price with VAT label, list price
 * and discount badge, and the stock badge. One link (picture and title) keeps one tab stop per card.
 */
export const ProductCard = observer(function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const priceRequest = useIsPriceRequest(product);
  const { productPrefetch } = useStores();
  const intent = useIntentToOpen('product', () => productPrefetch.prefetch(product.id));
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product.id}>
      <Link to={productPath(product)} className={styles.link} {...intent}>
        <ProductImage image={chooseImage(product.images)} alt="" eager={eager} />
        <h3 className={styles.title}>{product.title}</h3>
      </Link>
      <p className={styles.brand}>{product.brandName}</p>
      <div className={styles.priceArea}>{priceRequest ? <PriceOnRequest /> : <ProductPriceTag product={product} />}</div>
      <StockBadge stock={product.stock} />
    </article>
  );
});

/** A card-sized placeholder with the same boxes as ProductCard, so the grid does not move when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="product-card-skeleton">
      <div className={styles.imageSkeleton}>
        <Skeleton height="100%" />
      </div>
      <div className={styles.title}>
        <Skeleton width="90%" />
        <Skeleton width="60%" className={styles.secondLine} />
      </div>
      <p className={styles.brand}>
        <Skeleton width="40%" />
      </p>
      <div className={styles.priceArea}>
        <Skeleton width="50%" />
      </div>
      <span className={styles.stockSkeleton}>
        <Skeleton width="35%" />
      </span>
    </div>
  );
}
