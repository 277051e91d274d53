import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ListingParams } from './listing-params';
import type { ListingStore } from './listing-store';
import { LoadMore } from './load-more';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';
import { EmptyState } from '../../shared/components/empty-state';
import { ErrorState } from '../../shared/components/error-state';
import { Skeleton } from '../../shared/components/skeleton';
import styles from './listing-results.module.css';

const messages = defineMessages({
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
const resultCountMessage = defineMessage<{ count: number }>({
  id: 'catalog.listing.resultCount',
  defaultMessage: '{count, plural, =0 {No products} one {# product} other {# products}}',
});

interface ListingResultsProps {
  store: ListingStore;
  /** Moves to other listing parameters through the URL. */
  go: (next: ListingParams, replace?: boolean) => void;
  /** The URL of the listing with other parameters. */
  hrefOf: (next: ListingParams) => string;
}

/** The count and sort bar, the products (or the empty or error state) and 'Load more'. */
export const ListingResults = observer(function ListingResults({ store, go, hrefOf }: ListingResultsProps) {
  const intl = useIntl();
  const products = store.products;
  const failedEmpty = store.failed && products.length === 0;
  return (
    <>
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
      {failedEmpty ? (
        <ErrorState
          message={store.failedError?.kind === 'invalid-response' ? undefined : intl.formatMessage(messages.loadFailed)}
          cause={store.failedError?.kind}
          onRetry={store.retry}
        />
      ) : store.isEmpty ? (
        <EmptyState
          action={
            store.isFiltered ? (
              <button type="button" className={styles.clear} onClick={() => go(store.unfilteredParams)}>
                <FormattedMessage {...messages.clearFilters} />
              </button>
            ) : undefined
          }
        >
          <FormattedMessage {...(store.isFiltered ? messages.emptyFiltered : messages.empty)} />
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
      {!store.isInitialLoading && !store.isEmpty && !failedEmpty && (
        <LoadMore
          shown={products.length}
          total={store.total}
          hasMore={store.hasMore}
          loading={store.isLoadingMore}
          nextHref={hrefOf(store.nextPageParams)}
          onLoadMore={() => go(store.nextPageParams, true)}
        />
      )}
    </>
  );
});
