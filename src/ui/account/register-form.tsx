import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { RegistrationFields } from '../../domain/customer-form-rules';
import type { PersonTitle } from '../../stores/auth-form-store';
import { Button } from '../components/button';
import { useAccountFeature } from './use-account-feature';
import { FormFields, type FieldSpec } from './form-fields';
import { failureText } from './auth-messages';
import styles from './account-forms.module.css';

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

const FIELDS: FieldSpec<RegistrationFields>[] = [
  { field: 'firstName', label: messages.firstName, type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: messages.lastName, type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: messages.email, type: 'email', autoComplete: 'email' },
  { field: 'password', label: messages.password, type: 'password', autoComplete: 'new-password' },
  { field: 'passwordRepeat', label: messages.passwordRepeat, type: 'password', autoComplete: 'new-password' },
];

/** The registration tab: title, names, e-mail and the password twice, checked by section 5's rules. */
export const RegisterForm = observer(function RegisterForm({ onDone }: { onDone: () => void }) {
  const { auth } = useAccountFeature();
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
      <FormFields
        specs={FIELDS}
        values={auth.registration}
        problems={auth.registrationProblems}
        onChange={auth.setRegistration}
      />
      <p className={styles.failure} role="status">
        {auth.failure && <FormattedMessage {...failureText(auth.failure, 'register')} />}
      </p>
      <Button type="submit" aria-busy={auth.submitting || undefined}>
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
});
