import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useStores } from '../../shared/store-context';
import { ProductGrid } from './product-grid';
import styles from './recently-viewed-strip.module.css';

const messages = defineMessages({
  heading: { id: 'catalog.recentlyViewed.heading', defaultMessage: 'Recently viewed' },
  clear: { id: 'catalog.recentlyViewed.clear', defaultMessage: 'Clear list' },
});

/**
 * Recently viewed products (kept locally, at most 12), without the one on screen. Renders nothing
 * when the list is empty; while the products load, skeleton cards hold their place.
 */
export const RecentlyViewedStrip = observer(function RecentlyViewedStrip({ excludeId = null }: { excludeId?: number | null }) {
  const { recentlyViewed } = useStores();
  const intl = useIntl();
  const query = recentlyViewed.products;
  useEffect(() => query.watch(), [query]);
  const ids = recentlyViewed.idsExcept(excludeId);
  if (ids.length === 0 || query.failed) return null;
  const products = recentlyViewed.productsExcept(excludeId);
  return (
    <section className={styles.strip} aria-label={intl.formatMessage(messages.heading)}>
      <div className={styles.header}>
        <h2 className={styles.heading}>
          <FormattedMessage {...messages.heading} />
        </h2>
        <button type="button" className={styles.clear} onClick={recentlyViewed.clear}>
          <FormattedMessage {...messages.clear} />
        </button>
      </div>
      <ProductGrid products={products} pending={query.isLoading ? Math.min(ids.length, 4) : 0} />
    </section>
  );
});
