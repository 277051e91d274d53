import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import type { Toast } from '../toast-store';
import { useStores } from '../store-context';
import { TOAST_ACTION, TOAST_TEXT } from './toast-messages';
import styles from './toast-viewport.module.css';

const messages = defineMessages({
  dismiss: { id: 'cart.toast.dismiss', defaultMessage: 'Dismiss' },
  region: { id: 'cart.toast.region', defaultMessage: 'Notifications' },
});

/** Renders root.toasts: above 767px at the top right, otherwise at the top centre. */
export const ToastViewport = observer(function ToastViewport() {
  const { toasts } = useStores();
  const intl = useIntl();
  return (
    <section className={styles.viewport} aria-label={intl.formatMessage(messages.region)}>
      {toasts.toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => toasts.dismiss(toast.id)} />
      ))}
    </section>
  );
});

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const intl = useIntl();
  const action = TOAST_ACTION[toast.topic];
  return (
    <div role={toast.tone === 'error' ? 'alert' : 'status'} className={`${styles.toast} ${styles[toast.tone]}`}>
      <p className={styles.text}>{intl.formatMessage(TOAST_TEXT[toast.topic])}</p>
      {action && toast.onAction && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.onAction?.();
            onDismiss();
          }}
        >
          {intl.formatMessage(action)}
        </button>
      )}
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={intl.formatMessage(messages.dismiss)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
