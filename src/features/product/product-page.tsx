import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Product } from '../../../ports/model/product';
import type { ProductStore } from './product-store';
import { Gallery } from './gallery';
import { FulfilmentStock } from './product-details';
import { Breadcrumbs, type Crumb } from '../../shared/components/breadcrumbs';
import { ErrorState } from '../../shared/components/error-state';
import { NotFoundView } from '../../shared/components/not-found-view';
import { PageHeading } from '../../shared/components/page-heading';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';
import { pageMessages } from '../../shared/components/page-messages';
import styles from './product-page.module.css';
import { ProductPurchase } from './product-purchase';
import { ProductSections } from './product-sections';
import { ProductSkeleton } from './product-skeleton';
import { parseRouteId } from '../../shared/route-id';
import { useProductSeo } from './use-product-seo';

export interface ProductPageProps {
  productId?: number;
  pseId?: number;
}

const refMessage = defineMessage<{ ref: string }>({ id: 'catalog.product.ref', defaultMessage: 'REF {ref}' });

/** Product detail (/product/{id}[?pse=], resolved product URLs, and resolved pse URLs that open their variant). */
export default function ProductPage({ productId, pseId: resolvedPseId }: ProductPageProps) {
  const { id } = useParams();
  const [params] = useSearchParams();
  const resolvedId = productId ?? parseRouteId(id);
  const pseId = resolvedPseId ?? parseRouteId(params.get('pse'));
  if (resolvedId === undefined && pseId === undefined) return <NotFoundView reason="product-fetch-failed" />;
  return <ProductScreen key={`${resolvedId ?? '-'}:${pseId ?? '-'}`} productId={resolvedId} pseId={pseId} />;
}

const ProductScreen = observer(function ProductScreen({ productId, pseId }: ProductPageProps) {
  const productPage = useLazyFeature(useStores().productPage);
  const [store] = useState(() => productPage.product().open({ productId, pseId }));
  useEffect(() => store.start(), [store]);

  if (store.notFound) return <NotFoundView reason="product-fetch-failed" />;
  const product = store.product;
  if (product === undefined) {
    if (store.failed) return <ErrorState cause={store.failure?.kind} onRetry={store.retry} />;
    return <ProductSkeleton />;
  }
  return <ProductView store={store} product={product} />;
});

const ProductView = observer(function ProductView({ store, product }: { store: ProductStore; product: Product }) {
  const intl = useIntl();
  const category = product.categories.find((c) => c.id === product.defaultCategoryId) ?? product.categories[0];
  const crumbs: Crumb[] = [
    { label: intl.formatMessage(pageMessages.homepage), to: '/' },
    ...(category ? [{ label: category.title, to: `/shop-grid-standard/${category.id}` }] : []),
    { label: product.title },
  ];
  useProductSeo(store, product, crumbs);

  return (
    <article className={styles.product} data-testid="product-page">
      <Breadcrumbs items={crumbs} />
      <div className={styles.top}>
        <div className={styles.gallery} data-testid="product-gallery">
          <Gallery images={product.images} title={product.title} />
        </div>
        <div className={styles.summary} data-testid="product-summary">
          {product.brandName && <p className={styles.brand}>{product.brandName}</p>}
          <PageHeading className={styles.title}>{product.title}</PageHeading>
          <p className={styles.ref} data-testid="product-ref">
            <FormattedMessage {...refMessage} values={{ ref: store.selectedPse?.ref ?? product.ref }} />
          </p>
          <ProductPurchase store={store} product={product} />
          <FulfilmentStock centres={store.fulfilmentCentres} />
        </div>
      </div>
      <ProductSections store={store} product={product} />
    </article>
  );
});
