import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { useStores } from '../store-context';
import { failureText, PROBLEM_TEXT } from './auth-messages';
import styles from './login-register.module.css';

const messages = defineMessages({
  email: { id: 'auth.email', defaultMessage: 'E-mail address' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
});

/** The login tab: e-mail and password; the store checks them and logs in. */
export const LoginForm = observer(function LoginForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const { auth } = useStores();
  const problem = (field: 'email' | 'password') => {
    const code = auth.loginProblems[field];
    return code ? intl.formatMessage(PROBLEM_TEXT[code]) : undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await auth.submitLogin()) onDone();
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        autoComplete="email"
        value={auth.login.email}
        onChange={(value) => auth.setLogin('email', value)}
        problem={problem('email')}
      />
      <TextField
        label={intl.formatMessage(messages.password)}
        type="password"
        autoComplete="current-password"
        value={auth.login.password}
        onChange={(value) => auth.setLogin('password', value)}
        problem={problem('password')}
      />
      <p className={styles.failure} role="status">
        {auth.failure && <FormattedMessage {...failureText(auth.failure, 'login')} />}
      </p>
      <Button type="submit" aria-busy={auth.submitting || undefined}>
        <FormattedMessage {...messages.submit} />
      </Button>
      <Link to="/forgot-password">
        <FormattedMessage {...messages.forgot} />
      </Link>
    </form>
  );
});
