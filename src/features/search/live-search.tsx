import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { shopPath } from '../../domain/external-url';
import { searchPath } from '../../domain/search-term';
import { AreaMessages } from '../../shared/area-messages';
import { ErrorState } from '../../shared/components/error-state';
import { useStores } from '../../shared/store-context';
import { useLazyFeature } from '../../shared/use-lazy-feature';
import styles from './live-search.module.css';
import { SearchCategories } from './search-categories';
import { SearchHitCard } from './search-hit-card';
import { SEARCH_LISTBOX_ID, searchOptionId } from './search-option-id';
import { searchMessages, showAllMessage } from './search-messages';
import { tooShortMessage } from './too-short-message';

export interface LiveSearchProps {
  /** What the shopper has typed. */
  term: string;
  /** The box shows its own too-short message (after Enter). */
  hideHint: boolean;
  /** The box's hint style, so both too-short messages sit in the same place. */
  hintClassName: string | undefined;
  /** A result, category or content link was followed. */
  onFollow: () => void;
}

/** The header's live results: downloaded with their messages on the search box's first use. */
export default function LiveSearch({ term, ...props }: LiveSearchProps) {
  return (
    <AreaMessages areas={['search']}>
      <TermSync term={term} />
      <LiveResults {...props} />
    </AreaMessages>
  );
}

/** Hands each keystroke to the store; the results re-render only when the store's answer changes. */
function TermSync({ term }: { term: string }) {
  const { box } = useLazyFeature(useStores().searchFeature);
  useEffect(() => box.setTerm(term), [box, term]);
  useEffect(() => box.close, [box]);
  return null;
}

const LiveResults = observer(function LiveResults({ hideHint, hintClassName, onFollow }: Omit<LiveSearchProps, 'term'>) {
  const intl = useIntl();
  const { box } = useLazyFeature(useStores().searchFeature);
  const { result, loading, failed, empty } = box;
  const follow = () => {
    box.close();
    onFollow();
  };
  return (
    <>
      <p className={hintClassName} role="status">
        {box.tooShort && !hideHint && <FormattedMessage {...tooShortMessage} />}
      </p>
      {box.expanded && (
        <div
          className={styles.panel}
          role="region"
          aria-label={intl.formatMessage(searchMessages.suggestions)}
          data-testid="search-dropdown"
        >
          {loading === 1 && result === null && (
            <p className={styles.status} role="status">
              <FormattedMessage {...searchMessages.searching} />
            </p>
          )}
          {failed && <ErrorState message={intl.formatMessage(searchMessages.failed)} onRetry={box.retry} />}
          {empty && (
            <p className={styles.status} role="status">
              <FormattedMessage {...searchMessages.noResults} />
            </p>
          )}
          {result !== null && !empty && (
            <div className={styles.columns}>
              <div className={styles.categories}>
                <SearchCategories term={box.resultTerm} categories={result.categories} onFollow={follow} />
              </div>
              <div className={styles.results}>
                {result.products.length > 0 && (
                  <ul
                    className={styles.list}
                    role="listbox"
                    id={SEARCH_LISTBOX_ID}
                    aria-label={intl.formatMessage(searchMessages.products)}
                  >
                    {result.products.map((hit, index) => (
                      <li
                        key={hit.id}
                        id={searchOptionId(index)}
                        role="option"
                        aria-selected={index === box.activeIndex}
                        className={index === box.activeIndex ? styles.active : undefined}
                      >
                        <SearchHitCard hit={hit} row onFollow={follow} linkTabIndex={-1} />
                      </li>
                    ))}
                  </ul>
                )}
                {box.contentLinks.length > 0 && (
                  <section aria-label={intl.formatMessage(searchMessages.contents)} data-testid="search-contents">
                    <h2 className={styles.heading}>
                      <FormattedMessage {...searchMessages.contents} />
                    </h2>
                    <ul className={styles.list}>
                      {box.contentLinks.map((content) => (
                        <li key={content.id}>
                          <Link to={shopPath(content.url)} className={styles.contentLink} onClick={follow}>
                            {content.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                <Link to={searchPath(box.resultTerm)} className={styles.showAll} onClick={follow}>
                  <FormattedMessage {...showAllMessage} values={box.shownTotal} />
                </Link>
              </div>
            </div>
          )}
        </div>
      )}
    </>
  );
});
