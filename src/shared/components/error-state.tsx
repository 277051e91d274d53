import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { PortErrorKind } from '../../../ports/model/result';
import { useStores } from '../store-context';
import { Button } from './button';
import styles from './error-state.module.css';

const messages = defineMessages({
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  loadFailed: { id: 'common.loadFailed', defaultMessage: 'This could not be loaded. Check your connection and try again.' },
  invalidAnswer: { id: 'common.invalidAnswer', defaultMessage: 'This could not be loaded. Try again.' },
});

/**
 * A failed load: what happened and a retry, in place of the missing content, taken by itself when
 * the connection returns. An answer that failed validation (`cause` 'invalid-response') is not
 * blamed on the shopper's connection.
 */
export const ErrorState = observer(function ErrorState({
  message,
  cause,
  onRetry,
}: {
  message?: string;
  cause?: PortErrorKind;
  onRetry?: () => void;
}) {
  const { returns } = useStores().connectivity;
  const [returnsAtFailure] = useState(returns);
  const retryOnReturn = useEffectEvent(() => onRetry?.());
  useEffect(() => {
    if (returns !== returnsAtFailure) retryOnReturn();
  }, [returns, returnsAtFailure]);
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
});
