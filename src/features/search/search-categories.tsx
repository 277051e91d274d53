import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SearchCategoryFacet } from '../../../ports/model/search';
import { searchPath } from '../../domain/search-term';
import { categoryCountMessage, searchMessages } from './search-messages';
import styles from './search-categories.module.css';

/**
 * The category sidebar of the aggregation: each entry is the term's results in that category.
 * `rowOnPhone`: one scrolling row on a phone, whose space is held while the answer is `pending`.
 */
export function SearchCategories({
  term,
  categories,
  current = null,
  onFollow,
  rowOnPhone = false,
  pending = false,
}: {
  term: string;
  categories: readonly SearchCategoryFacet[];
  current?: string | null;
  onFollow?: () => void;
  rowOnPhone?: boolean;
  pending?: boolean;
}) {
  const intl = useIntl();
  if (categories.length === 0 && !pending) return null;
  const className = rowOnPhone ? `${styles.sidebar} ${styles.rowOnPhone}` : styles.sidebar;
  const heading = (
    <h2 className={styles.heading}>
      <FormattedMessage {...searchMessages.categories} />
    </h2>
  );
  if (pending) {
    return (
      <div className={className} aria-hidden="true">
        {heading}
        <ul className={styles.list}>
          <li className={`${styles.link} ${styles.placeholder}`} />
        </ul>
      </div>
    );
  }
  return (
    <nav className={className} aria-label={intl.formatMessage(searchMessages.categories)} data-testid="search-categories">
      {heading}
      <ul className={styles.list}>
        {current !== null && (
          <li>
            <Link to={searchPath(term)} className={styles.link} onClick={onFollow}>
              <FormattedMessage {...searchMessages.allCategories} />
            </Link>
          </li>
        )}
        {categories.map(({ title, count }) => (
          <li key={title}>
            <Link
              to={searchPath(term, title)}
              className={styles.link}
              aria-current={title === current ? 'page' : undefined}
              onClick={onFollow}
            >
              <FormattedMessage {...categoryCountMessage} values={{ title, count }} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
