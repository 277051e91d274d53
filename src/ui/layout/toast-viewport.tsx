import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Toast } from '../../stores/toast-store';
import { appMessages } from '../app-messages';
import { cartToastMessages } from '../cart/cart-toast-messages';
import { useStores } from '../store-context';
import styles from './toast-viewport.module.css';

const messages = defineMessages({
  dismiss: { id: 'cart.toast.dismiss', defaultMessage: 'Dismiss' },
  region: { id: 'cart.toast.region', defaultMessage: 'Notifications' },
});

/** Descriptors with an English default, by id; other ids are looked up in the loaded catalog. */
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map(
  [...Object.values(cartToastMessages), ...Object.values(appMessages)].map((descriptor) => [descriptor.id, descriptor]),
);

const descriptorFor = (id: string): MessageDescriptor => KNOWN.get(id) ?? { id };

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
  const text = intl.formatMessage(descriptorFor(toast.messageId), toast.values);
  return (
    <div role={toast.kind === 'error' ? 'alert' : 'status'} className={`${styles.toast} ${styles[toast.kind]}`}>
      <p className={styles.text}>{text}</p>
      {toast.actionId && toast.onAction && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.onAction?.();
            onDismiss();
          }}
        >
          {intl.formatMessage(descriptorFor(toast.actionId))}
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
