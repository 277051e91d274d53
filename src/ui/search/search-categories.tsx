import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SearchCategoryFacet } from '../../../ports/model/search';
import { searchPath } from '../../domain/search-term';
import { categoryCountMessage, searchMessages } from './search-messages';
import styles from './search-categories.module.css';

/** The category sidebar of the aggregation: each entry is the term's results in that category. */
export function SearchCategories({
  term,
  categories,
  current = null,
  onFollow,
}: {
  term: string;
  categories: readonly SearchCategoryFacet[];
  current?: string | null;
  onFollow?: () => void;
}) {
  const intl = useIntl();
  if (categories.length === 0) return null;
  return (
    <nav className={styles.sidebar} aria-label={intl.formatMessage(searchMessages.categories)} data-testid="search-categories">
      <h2 className={styles.heading}>
        <FormattedMessage {...searchMessages.categories} />
      </h2>
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
