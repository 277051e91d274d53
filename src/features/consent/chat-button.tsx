import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { BadgeIcon } from '../../shared/components/badge-icon';
import { useStores } from '../../shared/store-context';
import styles from './chat-button.module.css';

const messages = defineMessages({
  open: { id: 'chat.open', defaultMessage: 'Open the customer service chat' },
  failed: { id: 'chat.failed', defaultMessage: 'The chat could not be loaded. Press the button to try again.' },
});

/**
 * The floating chat button, bottom right, where ChatDock shows it (Romanian shop only, not while the
 * consent banner covers the bottom edge); the first press loads the chat, with a spinner meanwhile.
 */
export const ChatButton = observer(function ChatButton() {
  const intl = useIntl();
  const { chat } = useStores();
  const errorId = useId();
  const loading = chat.state === 'loading';
  const failed = chat.state === 'failed';
  return (
    <div className={styles.dock} data-floating-chat="">
      {failed && (
        <p id={errorId} role="alert" className={styles.error}>
          <FormattedMessage {...messages.failed} />
        </p>
      )}
      <button
        type="button"
        className={styles.button}
        aria-label={intl.formatMessage(messages.open)}
        aria-describedby={failed ? errorId : undefined}
        aria-busy={loading || undefined}
        onClick={() => void chat.open()}
      >
        {loading ? <span className={styles.spinner} aria-hidden="true" /> : <BadgeIcon name="chat" size={26} />}
      </button>
    </div>
  );
});
