import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '../components/button';
import { useStores } from '../store-context';
import styles from './consent-banner.module.css';

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

/**
 * The consent choice, over the page's bottom edge (fixed, so nothing moves). It comes first in
 * the tab order; reopened from the footer, it takes the focus.
 */
export const ConsentBanner = observer(function ConsentBanner() {
  const { consent } = useStores();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  const reopened = consent.bannerOpen && consent.decision !== null;
  useEffect(() => {
    if (reopened) ref.current?.focus();
  }, [reopened]);
  if (!consent.bannerOpen) return null;
  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={styles.banner}
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
          <Button variant="secondary" onClick={consent.decline}>
            <FormattedMessage {...consentMessages.decline} />
          </Button>
          <Button onClick={consent.accept}>
            <FormattedMessage {...consentMessages.accept} />
          </Button>
        </div>
      </div>
    </section>
  );
});
