import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { Product } from '../../../ports/model/product';
import { chooseImage } from '../../domain/image-choice';
import type { AddBlocker, ProductStore } from '../../stores/product-store';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { DeliveryEstimate } from '../catalog/delivery-estimate';
import { Gallery } from '../catalog/gallery';
import { PriceOnRequest, PriceTag } from '../catalog/price-tag';
import { Comments, FeatureList, FulfilmentStock } from '../catalog/product-details';
import { ProductGrid } from '../catalog/product-grid';
import { QuantityStepper } from '../catalog/quantity-stepper';
import { RecentlyViewedStrip } from '../catalog/recently-viewed-strip';
import { StockBadge } from '../catalog/stock-badge';
import { ColourPicker, SizePicker } from '../catalog/variant-picker';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { buttonClass } from '../components/button';
import { ErrorState } from '../components/error-state';
import { NotFoundView } from '../components/not-found-view';
import { PageHeading } from '../components/page-heading';
import { SafeHtml } from '../components/safe-html';
import { Skeleton } from '../components/skeleton';
import { breadcrumbJsonLd, productJsonLd } from '../seo/json-ld';
import { useSeo } from '../seo/use-seo';
import { useStores } from '../store-context';
import { pageMessages } from './page-messages';
import styles from './product-page.module.css';

export interface ProductPageProps {
  productId?: number;
  pseId?: number;
}

const messages = defineMessages({
  requestPrice: { id: 'catalog.product.requestPrice', defaultMessage: 'Request a price' },
  requestHint: {
    id: 'catalog.product.requestHint',
    defaultMessage: 'The price of this product depends on your configuration. Ask us and we will send you an offer.',
  },
  noVariant: { id: 'catalog.product.noVariant', defaultMessage: 'This product cannot be ordered at the moment.' },
  priceBlocked: {
    id: 'catalog.product.priceBlocked',
    defaultMessage: 'The price could not be read, so this product cannot be added to the cart.',
  },
  outOfStock: {
    id: 'catalog.product.outOfStock',
    defaultMessage: 'This variant is out of stock. Choose another colour or size.',
  },
  description: { id: 'catalog.product.description', defaultMessage: 'Description' },
  accessories: { id: 'catalog.product.accessories', defaultMessage: 'Matching accessories' },
  recommendations: { id: 'catalog.product.recommendations', defaultMessage: 'You may also like' },
  loadFailed: {
    id: 'catalog.product.loadFailed',
    defaultMessage: 'The product could not be loaded. Check your connection and try again.',
  },
});
const refMessage = defineMessage<{ ref: string }>({ id: 'catalog.product.ref', defaultMessage: 'REF {ref}' });
const mailSubject = defineMessage<{ title: string; ref: string }>({
  id: 'catalog.product.requestSubject',
  defaultMessage: 'Price request: {title} ({ref})',
});
const seoDescription = defineMessage<{ title: string; brand: string; ref: string }>({
  id: 'catalog.seo.productDescription',
  defaultMessage: '{title} by {brand} (REF {ref}): prices, variants, stock and delivery time.',
});

const BLOCKER_MESSAGES: Partial<Record<NonNullable<AddBlocker>, (typeof messages)[keyof typeof messages]>> = {
  'no-variant': messages.noVariant,
  'price-unavailable': messages.priceBlocked,
  'out-of-stock': messages.outOfStock,
};

const SIMPLE_EMAIL = /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+\.[a-z]{2,}$/i;

const parseId = (raw: string | undefined): number | undefined => {
  if (raw === undefined || !/^\d{1,12}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** Product detail (/product/{id}, resolved product URLs, and resolved pse URLs that open their variant). */
export default function ProductPage({ productId, pseId }: ProductPageProps) {
  const { id } = useParams();
  const resolvedId = productId ?? parseId(id);
  if (resolvedId === undefined && pseId === undefined) return <NotFoundView reason="product-fetch-failed" />;
  return <ProductScreen key={`${resolvedId ?? '-'}:${pseId ?? '-'}`} productId={resolvedId} pseId={pseId} />;
}

const ProductScreen = observer(function ProductScreen({ productId, pseId }: ProductPageProps) {
  const { productPage } = useStores();
  const [store] = useState(() => productPage({ productId, pseId }));
  useEffect(() => store.start(), [store]);

  if (store.notFound) return <NotFoundView reason="product-fetch-failed" />;
  const product = store.product;
  if (product === undefined) {
    if (store.failed) return <ErrorState message={undefined} onRetry={store.retry} />;
    return <ProductSkeleton />;
  }
  return <ProductView store={store} product={product} />;
});

const ProductView = observer(function ProductView({ store, product }: { store: ProductStore; product: Product }) {
  const intl = useIntl();
  const root = useStores();
  const home: Crumb = { label: intl.formatMessage(pageMessages.homepage), to: '/' };
  const category = product.categories.find((c) => c.id === product.defaultCategoryId) ?? product.categories[0];
  const crumbs: Crumb[] = [
    home,
    ...(category ? [{ label: category.title, to: `/shop-grid-standard/${category.id}` }] : []),
    { label: product.title },
  ];
  const priceRequest = store.isPriceRequest;
  const shown = store.shownPrice;
  const blocker = store.addBlocker;
  const blockerMessage = blocker ? BLOCKER_MESSAGES[blocker] : undefined;
  const image = chooseImage(product.images);
  const productUrl = root.shop.absoluteUrl(`/product/${product.id}`);

  useSeo({
    title: product.title,
    description: intl.formatMessage(seoDescription, { title: product.title, brand: product.brandName, ref: product.ref }),
    path: `/product/${product.id}`,
    jsonLd: [
      productJsonLd({
        product,
        url: productUrl,
        imageUrl: image?.url ?? null,
        price: priceRequest ? null : (shown?.amount ?? null),
        currencyCode: root.shop.currency.code,
        availability: store.stock > 0 ? 'InStock' : 'OutOfStock',
      }),
      breadcrumbJsonLd(
        crumbs.map((crumb) => ({ label: crumb.label, url: crumb.to ? root.shop.absoluteUrl(crumb.to) : productUrl })),
      ),
    ],
  });

  const email = root.shop.storeInfo.value?.email ?? '';
  const requestAction = SIMPLE_EMAIL.test(email) ? (
    <a
      className={buttonClass('primary')}
      href={`mailto:${email}?subject=${encodeURIComponent(intl.formatMessage(mailSubject, { title: product.title, ref: product.ref }))}`}
    >
      <FormattedMessage {...messages.requestPrice} />
    </a>
  ) : (
    <Link className={buttonClass('primary')} to="/contact">
      <FormattedMessage {...messages.requestPrice} />
    </Link>
  );

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
            <FormattedMessage
              {...refMessage}
              values={{
                ref: store.selectedPse?.ref ?? product.ref,
              }}
            />
          </p>

          <div className={styles.price} data-testid="price-block">
            {priceRequest ? (
              <PriceOnRequest size="large" />
            ) : store.priceLoading || store.priceInputs === null ? (
              <div aria-hidden="true" className={styles.priceSkeleton}>
                <Skeleton width="10rem" height="1.75rem" />
              </div>
            ) : (
              <PriceTag
                size="large"
                net={store.priceInputs.net}
                listNet={store.priceInputs.listNet}
                categoryIds={store.priceInputs.categoryIds}
              />
            )}
          </div>

          <div className={styles.availability}>
            <StockBadge stock={store.stock} />
            {!priceRequest && <DeliveryEstimate delay={store.delivery} loading={store.deliveryLoading} />}
          </div>

          <div className={styles.pickers}>
            <ColourPicker
              colours={product.colours}
              selectedId={store.variant.selectedColour?.id ?? null}
              onSelect={store.variant.selectColour}
            />
            <SizePicker sizes={store.variant.sizes} selectedPseId={store.selectedPseId} onSelect={store.variant.selectPse} />
          </div>

          {priceRequest ? (
            <div className={styles.request}>
              <p>
                <FormattedMessage {...messages.requestHint} />
              </p>
              {requestAction}
            </div>
          ) : (
            <>
              <QuantityStepper
                value={store.quantity}
                step={store.step}
                adjusted={store.quantityAdjusted}
                onChange={store.setQuantity}
                disabled={blocker === 'no-variant' || blocker === 'price-unavailable'}
              />
              <div className={styles.buy} data-testid="buy-bar">
                {shown?.text && <span className={`${styles.buyPrice} tabular`}>{shown.text}</span>}
                <AddToCartButton
                  product={product}
                  pseId={store.selectedPseId}
                  quantity={store.quantity}
                  disabled={blocker !== null}
                />
              </div>
              <p className={styles.blocker} role="status">
                {blockerMessage && <FormattedMessage {...blockerMessage} />}
              </p>
            </>
          )}

          <FulfilmentStock centres={store.fulfilmentCentres} />
        </div>
      </div>

      {product.descriptionHtml && (
        <section className={styles.section}>
          <h2>
            <FormattedMessage {...messages.description} />
          </h2>
          <SafeHtml html={product.descriptionHtml} className={styles.description} />
        </section>
      )}
      <FeatureList features={store.queries.features.value ?? []} />
      {(store.queries.accessories.value ?? []).length > 0 && (
        <section className={styles.section}>
          <h2>
            <FormattedMessage {...messages.accessories} />
          </h2>
          <ProductGrid products={store.queries.accessories.value ?? []} />
        </section>
      )}
      {(store.queries.recommendations.value ?? []).length > 0 && (
        <section className={styles.section}>
          <h2>
            <FormattedMessage {...messages.recommendations} />
          </h2>
          <ProductGrid products={(store.queries.recommendations.value ?? []).slice(0, 8)} />
        </section>
      )}
      {store.queries.comments.value !== undefined && <Comments comments={store.ratedComments} average={store.averageRating} />}
      <RecentlyViewedStrip excludeId={product.id} />
    </article>
  );
});

/** The product page's shape while it loads: the same boxes, so nothing jumps. */
function ProductSkeleton() {
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
