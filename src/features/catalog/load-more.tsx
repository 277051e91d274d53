import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../shared/components/button';
import { plainClick } from '../../shared/plain-click';
import styles from './load-more.module.css';

const messages = defineMessages({
  loadMore: { id: 'catalog.pager.loadMore', defaultMessage: 'Load more' },
  loading: { id: 'catalog.pager.loading', defaultMessage: 'Loading…' },
});
const progressMessage = defineMessage<{ shown: number; total: number }>({
  id: 'catalog.pager.progress',
  defaultMessage: 'Showing {shown} of {total, plural, one {# product} other {# products}}',
});

/**
 * Incremental paging: how many are shown, and a link to the next page (the page number is kept in
 * ?page=), which a crawler follows and a click turns into appending the next products.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  nextHref,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** The URL of the listing with one page more. */
  nextHref: string;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className={styles.pager}>
      <p className={styles.progress} aria-live="polite">
        <FormattedMessage {...progressMessage} values={{ shown, total }} />
      </p>
      {(hasMore || loading) && (
        <Link
          to={nextHref}
          className={buttonClass('secondary')}
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          onClick={(event) => {
            if (!plainClick(event) && !loading) return;
            event.preventDefault();
            if (!loading) onLoadMore();
          }}
        >
          <FormattedMessage {...(loading ? messages.loading : messages.loadMore)} />
        </Link>
      )}
    </div>
  );
}
