import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FacetOption } from './listing-source';
import { Skeleton } from '../../shared/components/skeleton';
import styles from './filters.module.css';

/** The row a filter will take, held while its counts load (one line, so nothing below moves). */
function LoadingRow({ title }: { title: string }) {
  return (
    <div className={styles.facet} aria-busy="true">
      <p className={styles.legend}>{title}</p>
      <ul className={styles.options} aria-hidden="true">
        {[5, 7, 6, 8, 5].map((width, index) => (
          <li key={index}>
            <span className={styles.option}>
              <Skeleton width={`${width}rem`} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const messages = defineMessages({
  all: { id: 'catalog.filters.all', defaultMessage: 'All' },
});

const countMessage = defineMessage<{ count: number }>({ id: 'catalog.filters.count', defaultMessage: '({count})' });
const countLabel = defineMessage<{ title: string; count: number }>({
  id: 'catalog.filters.optionLabel',
  defaultMessage: '{title}, {count, plural, one {# product} other {# products}}',
});

/**
 * One filter (brands, or categories of a brand): toggle buttons with product counts. Only
 * options with a count above 0 reach it; with none it renders nothing.
 */
export function FacetFilter({
  title,
  options,
  selectedId,
  onSelect,
  loading = false,
}: {
  title: string;
  options: readonly FacetOption[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  loading?: boolean;
}) {
  const intl = useIntl();
  if (loading) return <LoadingRow title={title} />;
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.legend}>{title}</legend>
      <ul className={styles.options}>
        <li>
          <button type="button" className={styles.option} aria-pressed={selectedId === null} onClick={() => onSelect(null)}>
            <FormattedMessage {...messages.all} />
          </button>
        </li>
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={selectedId === option.id}
              aria-label={intl.formatMessage(countLabel, { title: option.title, count: option.count })}
              onClick={() => onSelect(selectedId === option.id ? null : option.id)}
            >
              {option.title} <span className={styles.count}>{intl.formatMessage(countMessage, { count: option.count })}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Sub-categories of a category listing as links (with counts above 0), keeping title and id as navigation state. */
export function SubCategoryLinks({
  title,
  options,
  loading = false,
}: {
  title: string;
  options: readonly FacetOption[];
  loading?: boolean;
}) {
  const intl = useIntl();
  if (loading) return <LoadingRow title={title} />;
  if (options.length === 0) return null;
  return (
    <nav className={styles.facet} aria-label={title}>
      <h2 className={styles.legend}>{title}</h2>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.id}>
            <Link
              className={styles.option}
              to={`/${(option.url ?? '').replace(/^\/+/, '')}`}
              state={{ title: option.title, id: option.id }}
              aria-label={intl.formatMessage(countLabel, { title: option.title, count: option.count })}
            >
              {option.title} <span className={styles.count}>{intl.formatMessage(countMessage, { count: option.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
