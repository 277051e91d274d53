import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationFields } from '../../domain/customer-form-rules';
import type { PersonTitle } from '../../stores/auth-form-store';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { useStores } from '../store-context';
import { failureText, PROBLEM_TEXT } from './auth-messages';
import styles from './login-register.module.css';

const messages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Title' },
  mr: { id: 'auth.register.mr', defaultMessage: 'Mr' },
  miss: { id: 'auth.register.miss', defaultMessage: 'Ms' },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last name' },
  email: { id: 'auth.email', defaultMessage: 'E-mail address' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  passwordRepeat: { id: 'auth.register.passwordRepeat', defaultMessage: 'Repeat the password' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
});

const FIELDS: { field: keyof RegistrationFields; type: string; autoComplete: string }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'passwordRepeat', type: 'password', autoComplete: 'new-password' },
];

/** The registration tab: title, names, e-mail and the password twice, checked by section 5's rules. */
export const RegisterForm = observer(function RegisterForm({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const { auth } = useStores();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await auth.submitRegistration()) onDone();
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.titles}>
        <legend>
          <FormattedMessage {...messages.title} />
        </legend>
        {([1, 2] as PersonTitle[]).map((title) => (
          <label key={title}>
            <input type="radio" name="title" checked={auth.title === title} onChange={() => auth.setTitle(title)} />
            <FormattedMessage {...(title === 1 ? messages.mr : messages.miss)} />
          </label>
        ))}
      </fieldset>
      {FIELDS.map(({ field, type, autoComplete }) => {
        const code = auth.registrationProblems[field];
        return (
          <TextField
            key={field}
            label={intl.formatMessage(messages[field])}
            type={type}
            autoComplete={autoComplete}
            value={auth.registration[field]}
            onChange={(value) => auth.setRegistration(field, value)}
            problem={code ? intl.formatMessage(PROBLEM_TEXT[code]) : undefined}
          />
        );
      })}
      <p className={styles.failure} role="status">
        {auth.failure && <FormattedMessage {...failureText(auth.failure, 'register')} />}
      </p>
      <Button type="submit" aria-busy={auth.submitting || undefined}>
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
});
