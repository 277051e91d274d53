import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button, buttonClass } from './button';
import styles from './error-fallback.module.css';

const messages = defineMessages({
  heading: { id: 'errorBoundary.heading', defaultMessage: 'Something went wrong' },
  apology: {
    id: 'errorBoundary.apology',
    defaultMessage: 'We are sorry: this page could not be shown. Reloading usually helps; your cart and login are kept.',
  },
  reload: { id: 'errorBoundary.reload', defaultMessage: 'Reload the page' },
  home: { id: 'errorBoundary.home', defaultMessage: 'Go to the homepage' },
});

const reloadPage = (): void => window.location.reload();

/**
 * The screen after a render error. It uses no stores and no router (either may be what broke),
 * only the intl context, and leads on with a full page load.
 */
export function ErrorFallback({ onReload = reloadPage }: { onReload?: () => void }) {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.heading);
  useEffect(() => {
    document.title = heading;
  }, [heading]);
  return (
    <div role="alert" className={styles.fallback}>
      <h1>{heading}</h1>
      <p>
        <FormattedMessage {...messages.apology} />
      </p>
      <div className={styles.actions}>
        <Button onClick={onReload}>
          <FormattedMessage {...messages.reload} />
        </Button>
        <a href="/" className={buttonClass('secondary')}>
          <FormattedMessage {...messages.home} />
        </a>
      </div>
    </div>
  );
}
