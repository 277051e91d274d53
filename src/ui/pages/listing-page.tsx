import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { listingSearch, parseListingParams, type ListingParams } from '../../stores/listing-params';
import { gridSource, sourceKey, type ListingSource } from '../../stores/listing-source';
import { FacetFilter, SubCategoryLinks } from '../catalog/filters';
import { LoadMore } from '../catalog/load-more';
import { ProductGrid } from '../catalog/product-grid';
import { SortSelect } from '../catalog/sort-select';
import { Breadcrumbs, type Crumb } from '../components/breadcrumbs';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { NotFoundView } from '../components/not-found-view';
import { PageHeading } from '../components/page-heading';
import { SafeHtml } from '../components/safe-html';
import { Skeleton } from '../components/skeleton';
import { breadcrumbJsonLd } from '../seo/json-ld';
import { NO_INDEX, useSeo } from '../seo/use-seo';
import { useStores } from '../store-context';
import styles from './listing-page.module.css';
import { pageMessages } from './page-messages';

export interface ListingPageProps {
  source: 'grid' | 'all' | 'category' | 'brand' | 'content-filter';
  categoryId?: number;
  brandId?: number;
  title?: string;
}

const messages = defineMessages({
  allProducts: { id: 'catalog.listing.allProducts', defaultMessage: 'All products' },
  collectionNew: { id: 'catalog.listing.collection.new', defaultMessage: 'New arrivals' },
  collectionSale: { id: 'catalog.listing.collection.sale', defaultMessage: 'Sale' },
  collectionBestsellers: { id: 'catalog.listing.collection.bestsellers', defaultMessage: 'Bestsellers' },
  collectionEco: { id: 'catalog.listing.collection.eco', defaultMessage: 'Natural materials' },
  brands: { id: 'catalog.filters.brands', defaultMessage: 'Brands' },
  categories: { id: 'catalog.filters.categories', defaultMessage: 'Categories' },
  subCategories: { id: 'catalog.filters.subCategories', defaultMessage: 'Subcategories' },
  empty: { id: 'catalog.listing.empty', defaultMessage: 'There are no products here at the moment.' },
  emptyFiltered: { id: 'catalog.listing.emptyFiltered', defaultMessage: 'No products match these filters.' },
  clearFilters: { id: 'catalog.listing.clearFilters', defaultMessage: 'Clear filters' },
  products: { id: 'catalog.listing.products', defaultMessage: 'Products' },
  loadFailed: {
    id: 'catalog.listing.loadFailed',
    defaultMessage: 'The products could not be loaded. Check your connection and try again.',
  },
  moreFailed: { id: 'catalog.listing.moreFailed', defaultMessage: 'More products could not be loaded. Try again.' },
});

const collectionMessage = defineMessage<{ name: string }>({
  id: 'catalog.listing.collection.other',
  defaultMessage: 'Collection: {name}',
});
const resultCountMessage = defineMessage<{ count: number }>({
  id: 'catalog.listing.resultCount',
  defaultMessage: '{count, plural, =0 {No products} one {# product} other {# products}}',
});
const descriptionMessage = defineMessage<{ title: string; count: number; site: string }>({
  id: 'catalog.seo.listingDescription',
  defaultMessage: '{title} at {site}: {count, plural, one {# product} other {# products}} with prices, stock and delivery times.',
});

const COLLECTION_TITLES: Record<string, MessageDescriptor> = {
  new: messages.collectionNew,
  sale: messages.collectionSale,
  bestsellers: messages.collectionBestsellers,
  eco: messages.collectionEco,
};

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A title passed as navigation state by the menus ({ title, id }), when it belongs to this id. */
function stateTitle(state: unknown, id: number | undefined): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { title, id: stateId } = state as { title?: unknown; id?: unknown };
  if (typeof title !== 'string' || title.trim() === '' || title.length > 200) return undefined;
  return stateId === undefined || Number(stateId) === id ? title : undefined;
}

function toSource(props: ListingPageProps, type: string | undefined, state: unknown): ListingSource | null {
  switch (props.source) {
    case 'grid': {
      const source = gridSource(type);
      if (source.kind === 'category') {
        const title = stateTitle(state, source.categoryId);
        return title ? { ...source, title } : source;
      }
      return source;
    }
    case 'all':
      return { kind: 'all' };
    case 'category': {
      if (!isId(props.categoryId)) return null;
      const title = props.title ?? stateTitle(state, props.categoryId);
      return title
        ? { kind: 'category', categoryId: props.categoryId, title }
        : { kind: 'category', categoryId: props.categoryId };
    }
    case 'brand': {
      if (!isId(props.brandId)) return null;
      const title = props.title ?? stateTitle(state, props.brandId);
      return title ? { kind: 'brand', brandId: props.brandId, title } : { kind: 'brand', brandId: props.brandId };
    }
    case 'content-filter':
      if (!isId(props.categoryId) || !isId(props.brandId)) return null;
      return props.title
        ? { kind: 'content-filter', categoryId: props.categoryId, brandId: props.brandId, title: props.title }
        : { kind: 'content-filter', categoryId: props.categoryId, brandId: props.brandId };
  }
}

/**
 * Product listings: category, brand, /shop-grid-standard/{type} (a numeric type is a category id,
 * otherwise a collection: 'new', 'sale', 'eco' tags, or 'bestsellers'), /products and content-filtered
 * (brand + category) listings. One ListingStore per listing; sort, page and filters live in the URL.
 */
export default function ListingPage(props: ListingPageProps) {
  const { type } = useParams();
  const { state } = useLocation();
  const source = toSource(props, type, state);
  if (source === null) return <NotFoundView reason={props.source === 'brand' ? 'brand-fetch-failed' : 'category-fetch-failed'} />;
  return <ListingScreen key={sourceKey(source)} source={source} />;
}

const ListingScreen = observer(function ListingScreen({ source }: { source: ListingSource }) {
  const root = useStores();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseListingParams(location.search), [location.search]);
  const [store] = useState(() => root.listingPage(source, params));

  useEffect(() => store.setParams(params), [store, params]);
  useEffect(() => store.start(), [store]);

  const go = (next: ListingParams, replace = false) => {
    const state: unknown = location.state;
    navigate(
      { pathname: location.pathname, search: listingSearch(next, location.search) },
      { replace, state: { ...(typeof state === 'object' && state !== null ? state : {}), keepScroll: true } },
    );
  };

  const fallbackTitle =
    source.kind === 'all'
      ? intl.formatMessage(messages.allProducts)
      : source.kind === 'collection'
        ? COLLECTION_TITLES[source.collection]
          ? intl.formatMessage(COLLECTION_TITLES[source.collection] as MessageDescriptor)
          : intl.formatMessage(collectionMessage, { name: source.collection })
        : null;
  const title = store.title ?? fallbackTitle;
  const home: Crumb = { label: intl.formatMessage(pageMessages.homepage), to: '/' };
  const crumbs: Crumb[] = [
    home,
    ...store.ancestors.map((node) => ({ label: node.title, to: `/${node.url.replace(/^\/+/, '')}` })),
  ];
  if (title) crumbs.push({ label: title });

  const filtered = store.params.brandId !== null || store.params.categoryId !== null;
  const siteName = root.shop.localeConfig.value?.siteName ?? '';
  useSeo(
    store.notFoundReason !== null || title === null
      ? null
      : {
          title,
          description: intl.formatMessage(descriptionMessage, { title, count: store.total, site: siteName }),
          canonicalQuery: store.params.pages > 1 ? { page: String(store.params.pages) } : {},
          robots: filtered || store.isEmpty ? NO_INDEX : undefined,
          jsonLd: [
            breadcrumbJsonLd(
              crumbs.map((crumb) => ({ label: crumb.label, url: crumb.to ? root.shop.absoluteUrl(crumb.to) : undefined })),
            ),
          ],
        },
  );

  if (store.notFoundReason !== null) return <NotFoundView reason={store.notFoundReason} />;

  const products = store.products;
  return (
    <section className={styles.listing}>
      <Breadcrumbs items={crumbs} />
      <div className={styles.heading}>
        {title ? <PageHeading>{title}</PageHeading> : <Skeleton width="16rem" height="2rem" />}
      </div>

      <SubCategoryLinks
        title={intl.formatMessage(messages.subCategories)}
        options={store.subCategoryFacet}
        loading={store.subCategoriesLoading}
      />
      <FacetFilter
        title={intl.formatMessage(messages.brands)}
        options={store.brandFacet}
        selectedId={store.params.brandId}
        onSelect={(brandId) => go(store.withBrand(brandId))}
        loading={store.brandsLoading}
      />
      <FacetFilter
        title={intl.formatMessage(messages.categories)}
        options={store.categoryFacet}
        selectedId={store.params.categoryId}
        onSelect={(categoryId) => go(store.withCategory(categoryId))}
        loading={store.categoriesLoading}
      />

      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite" data-testid="result-count">
          {store.isInitialLoading ? (
            <Skeleton width="6rem" />
          ) : (
            <FormattedMessage {...resultCountMessage} values={{ count: store.total }} />
          )}
        </p>
        <SortSelect value={store.params.sort} onChange={(sort) => go(store.withSort(sort))} />
      </div>

      <h2 className="visually-hidden">
        <FormattedMessage {...messages.products} />
      </h2>
      {store.failed && products.length === 0 ? (
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={store.retry} />
      ) : store.isEmpty ? (
        <EmptyState
          action={
            filtered ? (
              <button
                type="button"
                className={styles.clear}
                onClick={() => go({ ...store.params, brandId: null, categoryId: null, pages: 1 })}
              >
                <FormattedMessage {...messages.clearFilters} />
              </button>
            ) : undefined
          }
        >
          <FormattedMessage {...(filtered ? messages.emptyFiltered : messages.empty)} />
        </EmptyState>
      ) : (
        <ProductGrid
          products={products}
          pending={store.pendingCount}
          label={intl.formatMessage(messages.products)}
          eagerCount={4}
        />
      )}

      {store.failed && products.length > 0 && (
        <ErrorState message={intl.formatMessage(messages.moreFailed)} onRetry={store.retry} />
      )}
      {!store.isInitialLoading && !store.isEmpty && !(store.failed && products.length === 0) && (
        <LoadMore
          shown={products.length}
          total={store.total}
          hasMore={store.hasMore}
          loading={store.isLoadingMore}
          onLoadMore={() => go(store.nextPageParams, true)}
        />
      )}
      {/* Below the products: it arrives after them and must not push the grid down. */}
      {store.descriptionHtml && <SafeHtml html={store.descriptionHtml} className={styles.description} />}
    </section>
  );
});
