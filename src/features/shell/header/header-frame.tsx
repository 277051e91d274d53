import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import styles from './header-frame.module.css';

const messages = defineMessages({
  skip: { id: 'header.skipToContent', defaultMessage: 'Skip to content' },
});

/** The header landmark, opening with the link that skips to the main content. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage {...messages.skip} />
      </a>
      {children}
    </header>
  );
}
