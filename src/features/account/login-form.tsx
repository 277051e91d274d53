import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/components/button';
import { useAccountFeature } from './use-account-feature';
import type { LoginFields } from '../../domain/customer-form-rules';
import { FormFields, type FieldSpec } from './form-fields';
import { failureText } from './auth-messages';
import styles from './account-forms.module.css';

const messages = defineMessages({
  email: { id: 'auth.email', defaultMessage: 'E-mail address' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  forgot: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
});

const FIELDS: FieldSpec<LoginFields>[] = [
  { field: 'email', label: messages.email, type: 'email', autoComplete: 'email' },
  { field: 'password', label: messages.password, type: 'password', autoComplete: 'current-password' },
];

/** The login tab: e-mail and password; the store checks them and logs in. */
export const LoginForm = observer(function LoginForm({ onDone }: { onDone: () => void }) {
  const { auth } = useAccountFeature();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await auth.submitLogin()) onDone();
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormFields specs={FIELDS} values={auth.login} problems={auth.loginProblems} onChange={auth.setLogin} />
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
