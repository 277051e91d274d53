import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from './button';
import styles from './error-state.module.css';

const messages = defineMessages({
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  loadFailed: { id: 'common.loadFailed', defaultMessage: 'This could not be loaded. Check your connection and try again.' },
});

/** A failed load: what happened and a retry, in place of the missing content. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{message ?? <FormattedMessage {...messages.loadFailed} />}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      )}
    </div>
  );
}
