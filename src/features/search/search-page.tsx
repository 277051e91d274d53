import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '../../domain/search-term';
import type { SearchResultsStore } from './search-results-store';
import { AreaMessages } from '../../shared/area-messages';
import { ProductCardSkeleton } from '../catalog/product-card';
import gridStyles from '../catalog/product-grid.module.css';
import { Breadcrumbs } from '../../shared/components/breadcrumbs';
import { Button } from '../../shared/components/button';
import { EmptyState } from '../../shared/components/empty-state';
import { ErrorState } from '../../shared/components/error-state';
import { PageHeading } from '../../shared/components/page-heading';
import { pageMessages } from '../../shared/components/page-messages';
import { useSeo } from '../../shared/seo/use-seo';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';
import { NearEnd } from './near-end';
import { SearchCategories } from './search-categories';
import { SearchHitCard } from './search-hit-card';
import { resultCountMessage, resultsTitleMessage, searchMessages, shortenedMessage } from './search-messages';
import styles from './search-page.module.css';
import { tooShortMessage } from './too-short-message';

/** /search/{term}[?category=]: a fresh results store for each term, category and language. */
export default function SearchPage() {
  const { term = '' } = useParams();
  const category = useSearchParams()[0].get('category');
  const { shop } = useStores();
  return (
    <AreaMessages areas={['search']}>
      <SearchResults key={`${shop.language}|${term}|${category ?? ''}`} term={term} category={category} />
    </AreaMessages>
  );
}

const SearchResults = observer(function SearchResults({ term, category }: { term: string; category: string | null }) {
  const intl = useIntl();
  const { results } = useLazyFeature(useStores().searchFeature);
  const [page] = useState(() => results().open(term, category));
  useEffect(() => page.start(), [page]);
  const title = intl.formatMessage(resultsTitleMessage, { term: page.term });
  useSeo({ title, description: title });

  return (
    <section className={styles.page} data-testid="search-page">
      <Breadcrumbs items={[{ label: intl.formatMessage(pageMessages.homepage), to: '/' }, { label: title }]} />
      <PageHeading className={styles.heading}>{title}</PageHeading>
      <p className={styles.count} role="status" data-testid="search-count">
        {page.tooShort && <FormattedMessage {...tooShortMessage} />}
        {page.searched && page.total > 0 && <FormattedMessage {...resultCountMessage} values={page.shownTotal} />}
      </p>
      {page.shortened && (
        <p className={styles.count} data-testid="search-shortened">
          <FormattedMessage {...shortenedMessage} values={{ max: SEARCH_MAX_LENGTH }} />
        </p>
      )}
      {!page.tooShort && (
        <div className={styles.layout}>
          <aside className={styles.sidebar}>
            <SearchCategories
              term={page.term}
              categories={page.categories}
              current={page.category}
              rowOnPhone
              pending={!page.searched && !page.failed}
            />
          </aside>
          <ResultList page={page} />
        </div>
      )}
    </section>
  );
});

const ResultList = observer(function ResultList({ page }: { page: SearchResultsStore }) {
  const intl = useIntl();
  if (page.noResults) {
    return (
      <EmptyState>
        <FormattedMessage {...searchMessages.noResults} />
      </EmptyState>
    );
  }
  const pending = page.loading === 1 ? 5 : page.loading === 2 ? 6 : 0;
  return (
    <div className={styles.results}>
      <ul
        className={gridStyles.grid}
        aria-label={intl.formatMessage(searchMessages.products)}
        aria-busy={pending > 0 || undefined}
      >
        {page.products.map((hit) => (
          <li key={hit.id} className={gridStyles.item}>
            <SearchHitCard hit={hit} />
          </li>
        ))}
        {Array.from({ length: pending }, (_, index) => (
          <li key={`pending-${index}`} className={gridStyles.item} aria-hidden="true">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
      {page.failed && <ErrorState message={intl.formatMessage(searchMessages.failed)} onRetry={page.retry} />}
      <NearEnd active={page.hasMore && page.loading === 0} shown={page.products.length} onNear={page.loadMore} />
      {page.hasMore && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={page.loadMore} disabled={page.loading !== 0}>
            <FormattedMessage {...(page.loading === 2 ? searchMessages.loadingMore : searchMessages.showMore)} />
          </Button>
        </div>
      )}
    </div>
  );
});
