import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { Product } from '../../../ports/model/product';
import type { ProductStore } from './product-store';
import { Comments, FeatureList } from './product-details';
import { ProductGrid } from '../catalog/product-grid';
import { RecentlyViewedStrip } from '../catalog/recently-viewed-strip';
import { SafeHtml } from '../../shared/components/safe-html';
import { WhenNear } from '../../shared/components/when-near';
import styles from './product-sections.module.css';

const messages = defineMessages({
  description: { id: 'catalog.product.description', defaultMessage: 'Description' },
  accessories: { id: 'catalog.product.accessories', defaultMessage: 'Matching accessories' },
  recommendations: { id: 'catalog.product.recommendations', defaultMessage: 'You may also like' },
});

function Section({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>
        <FormattedMessage {...title} />
      </h2>
      {children}
    </section>
  );
}

/**
 * Below the fold of a product page: the description, then, once the shopper comes near them,
 * features, accessories, recommendations, comments and recently viewed products.
 */
export function ProductSections({ store, product }: { store: ProductStore; product: Product }) {
  return (
    <>
      {product.descriptionHtml && (
        <Section title={messages.description}>
          <SafeHtml html={product.descriptionHtml} className={styles.description} />
        </Section>
      )}
      <WhenNear>
        <ReadSections store={store} productId={product.id} />
      </WhenNear>
    </>
  );
}

/** The sections with reads of their own, which start when it mounts. */
const ReadSections = observer(function ReadSections({ store, productId }: { store: ProductStore; productId: number }) {
  useEffect(() => store.watchSections(), [store]);
  const { features, accessories, recommendations, comments } = store.queries;
  return (
    <>
      <FeatureList features={features.value ?? []} />
      {(accessories.value ?? []).length > 0 && (
        <Section title={messages.accessories}>
          <ProductGrid products={accessories.value ?? []} />
        </Section>
      )}
      {(recommendations.value ?? []).length > 0 && (
        <Section title={messages.recommendations}>
          <ProductGrid products={(recommendations.value ?? []).slice(0, 8)} />
        </Section>
      )}
      {comments.value !== undefined && <Comments comments={store.ratedComments} average={store.averageRating} />}
      <RecentlyViewedStrip excludeId={productId} />
    </>
  );
});
