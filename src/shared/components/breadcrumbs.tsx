import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

const messages = defineMessages({
  label: { id: 'common.breadcrumbs', defaultMessage: 'Breadcrumbs' },
});

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
