import { useId, type Ref } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '../../shared/components/button';
import styles from './consent-dialog.module.css';

export const consentMessages = defineMessages({
  title: { id: 'consent.title', defaultMessage: 'Cookies and your privacy' },
  text: {
    id: 'consent.text',
    defaultMessage:
      'We use cookies for statistics and advertising only if you agree. You can change your choice at any time under “Cookie settings” at the bottom of the page.',
  },
  accept: { id: 'consent.accept', defaultMessage: 'Accept' },
  decline: { id: 'consent.decline', defaultMessage: 'Decline' },
  settings: { id: 'consent.settings', defaultMessage: 'Cookie settings' },
});

interface Props {
  ref?: Ref<HTMLElement>;
  /** Without the choices (the page's HTML before the app runs), the buttons are shown disabled. */
  onAccept?: () => void;
  onDecline?: () => void;
  /** In the app's page column (sticky at its end) rather than fixed over the page. */
  inFlow?: boolean;
}

/** The consent dialog as it looks, fixed over the bottom edge (it covers, never pushes, the page). */
export function ConsentDialog({ ref, onAccept, onDecline, inFlow = false }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={inFlow ? `${styles.banner} ${styles.inFlow}` : styles.banner}
      data-testid="consent-banner"
    >
      <div className={styles.inner}>
        <div>
          <h2 id={titleId} className={styles.title}>
            <FormattedMessage {...consentMessages.title} />
          </h2>
          <p id={textId} className={styles.text}>
            <FormattedMessage {...consentMessages.text} />
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onDecline} disabled={!onDecline}>
            <FormattedMessage {...consentMessages.decline} />
          </Button>
          <Button onClick={onAccept} disabled={!onAccept}>
            <FormattedMessage {...consentMessages.accept} />
          </Button>
        </div>
      </div>
    </section>
  );
}
