import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { listingSearch, parseListingParams, type ListingParams } from './listing-params';
import { sourceKey, type ListingSource } from './listing-source';
import { FacetFilter, SubCategoryLinks } from './filters';
import { Breadcrumbs, type Crumb } from '../../shared/components/breadcrumbs';
import { NotFoundView } from '../../shared/components/not-found-view';
import { PageHeading } from '../../shared/components/page-heading';
import { SafeHtml } from '../../shared/components/safe-html';
import { Skeleton } from '../../shared/components/skeleton';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';
import styles from './listing-page.module.css';
import { ListingResults } from './listing-results';
import { toSource, type ListingPageProps } from './listing-route-source';
import { pageMessages } from '../../shared/components/page-messages';
import { useListingSeo } from './use-listing-seo';

const messages = defineMessages({
  allProducts: { id: 'catalog.listing.allProducts', defaultMessage: 'All products' },
  collectionNew: { id: 'catalog.listing.collection.new', defaultMessage: 'New arrivals' },
  collectionSale: { id: 'catalog.listing.collection.sale', defaultMessage: 'Sale' },
  collectionBestsellers: { id: 'catalog.listing.collection.bestsellers', defaultMessage: 'Bestsellers' },
  collectionEco: { id: 'catalog.listing.collection.eco', defaultMessage: 'Natural materials' },
  brands: { id: 'catalog.filters.brands', defaultMessage: 'Brands' },
  categories: { id: 'catalog.filters.categories', defaultMessage: 'Categories' },
  subCategories: { id: 'catalog.filters.subCategories', defaultMessage: 'Subcategories' },
});
const collectionMessage = defineMessage<{ name: string }>({
  id: 'catalog.listing.collection.other',
  defaultMessage: 'Collection: {name}',
});

const COLLECTION_TITLES: Record<string, MessageDescriptor> = {
  new: messages.collectionNew,
  sale: messages.collectionSale,
  bestsellers: messages.collectionBestsellers,
  eco: messages.collectionEco,
};

/** The title of a listing whose server data has none: /products and the collections. */
function fallbackTitle(source: ListingSource, intl: IntlShape): string | null {
  if (source.kind === 'all') return intl.formatMessage(messages.allProducts);
  if (source.kind !== 'collection') return null;
  const known = COLLECTION_TITLES[source.collection];
  return known ? intl.formatMessage(known) : intl.formatMessage(collectionMessage, { name: source.collection });
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
  const listingPage = useLazyFeature(root.listingPage);
  const [store] = useState(() => listingPage.listing().open(source, params));

  useEffect(() => store.setParams(params), [store, params]);
  useEffect(() => store.start(), [store]);

  const go = (next: ListingParams, replace = false) => {
    const state: unknown = location.state;
    navigate(
      { pathname: location.pathname, search: listingSearch(next) },
      { replace, state: { ...(typeof state === 'object' && state !== null ? state : {}), keepScroll: true } },
    );
  };

  const title = store.title ?? fallbackTitle(source, intl);
  const crumbs: Crumb[] = [
    { label: intl.formatMessage(pageMessages.homepage), to: '/' },
    ...store.ancestors.map((node) => ({ label: node.title, to: `/${node.url.replace(/^\/+/, '')}` })),
    ...(title ? [{ label: title }] : []),
  ];
  useListingSeo(store, title, crumbs);

  if (store.notFoundReason !== null) return <NotFoundView reason={store.notFoundReason} />;
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
      <ListingResults store={store} go={go} hrefOf={(next) => location.pathname + listingSearch(next)} />
      {/* Below the products: it arrives after them and must not push the grid down. */}
      {store.descriptionHtml && <SafeHtml html={store.descriptionHtml} className={styles.description} />}
    </section>
  );
});
