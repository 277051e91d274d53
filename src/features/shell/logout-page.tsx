import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../shared/store-context';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import styles from '../content/content-view.module.css';

const messages = defineMessages({
  loggingOut: { id: 'logout.loggingOut', defaultMessage: 'Logging you out...' },
});

/** /logout: ends the login session and goes home, replacing this entry in the history. */
const LogoutPage = observer(function LogoutPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const intl = useIntl();
  useSeo({ title: intl.formatMessage(messages.loggingOut), robots: NO_INDEX });

  useEffect(() => {
    session.logOut();
    void navigate('/', { replace: true });
  }, [session, navigate]);

  return (
    <div className={styles.wait} role="status" aria-live="polite">
      <p>
        <FormattedMessage {...messages.loggingOut} />
      </p>
    </div>
  );
});

export default LogoutPage;
