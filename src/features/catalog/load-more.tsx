import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '../../shared/components/button';
import styles from './load-more.module.css';

const messages = defineMessages({
  loadMore: { id: 'catalog.pager.loadMore', defaultMessage: 'Load more' },
  loading: { id: 'catalog.pager.loading', defaultMessage: 'Loading…' },
});
const progressMessage = defineMessage<{ shown: number; total: number }>({
  id: 'catalog.pager.progress',
  defaultMessage: 'Showing {shown} of {total, plural, one {# product} other {# products}}',
});

/** Incremental paging: how many are shown, and a button for the next page (the page number is kept in ?page=). */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className={styles.pager}>
      <p className={styles.progress} aria-live="polite">
        <FormattedMessage {...progressMessage} values={{ shown, total }} />
      </p>
      {(hasMore || loading) && (
        <Button variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading || undefined}>
          <FormattedMessage {...(loading ? messages.loading : messages.loadMore)} />
        </Button>
      )}
    </div>
  );
}
