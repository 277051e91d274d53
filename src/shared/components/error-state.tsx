import { defineMessages, FormattedMessage } from 'react-intl';
import type { PortErrorKind } from '../../../ports/model/result';
import { Button } from './button';
import styles from './error-state.module.css';

const messages = defineMessages({
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  loadFailed: { id: 'common.loadFailed', defaultMessage: 'This could not be loaded. Check your connection and try again.' },
  invalidAnswer: { id: 'common.invalidAnswer', defaultMessage: 'This could not be loaded. Try again.' },
});

/**
 * A failed load: what happened and a retry, in place of the missing content. An answer that
 * failed validation (`cause` 'invalid-response') is not blamed on the shopper's connection.
 */
export function ErrorState({ message, cause, onRetry }: { message?: string; cause?: PortErrorKind; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{message ?? <FormattedMessage {...(cause === 'invalid-response' ? messages.invalidAnswer : messages.loadFailed)} />}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage {...messages.retry} />
        </Button>
      )}
    </div>
  );
}
