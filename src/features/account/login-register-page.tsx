import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthTab } from './auth-form-store';
import { PageHeading } from '../../shared/components/page-heading';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { useAccountFeature } from './use-account-feature';
import { LoginForm } from './login-form';
import styles from './account-forms.module.css';
import { RegisterForm } from './register-form';

const messages = defineMessages({
  heading: { id: 'auth.heading', defaultMessage: 'My account' },
  login: { id: 'auth.tab.login', defaultMessage: 'Log in' },
  register: { id: 'auth.tab.register', defaultMessage: 'Register' },
});

const TABS: AuthTab[] = ['login', 'register'];

/** /login-register: two tabs; after a login or registration the shopper goes back to where they were. */
const LoginRegisterPage = observer(function LoginRegisterPage() {
  const intl = useIntl();
  const { auth } = useAccountFeature();
  const { state } = useLocation();
  const navigate = useNavigate();
  const defaultTab = typeof state === 'object' && state !== null ? (state as { defaultTab?: unknown }).defaultTab : undefined;
  useEffect(() => auth.open(defaultTab), [auth, defaultTab]);
  useSeo({ title: intl.formatMessage(messages.heading), robots: NO_INDEX });
  const done = () => navigate(auth.afterLogin, { replace: true });

  return (
    <section className={styles.page}>
      <PageHeading>
        <FormattedMessage {...messages.heading} />
      </PageHeading>
      <div role="tablist" className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`auth-tab-${tab}`}
            aria-selected={auth.tab === tab}
            aria-controls="auth-panel"
            className={styles.tab}
            onClick={() => auth.choose(tab)}
          >
            <FormattedMessage {...messages[tab]} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id="auth-panel" aria-labelledby={`auth-tab-${auth.tab}`}>
        {auth.tab === 'login' ? <LoginForm onDone={done} /> : <RegisterForm onDone={done} />}
      </div>
    </section>
  );
});

export default LoginRegisterPage;
