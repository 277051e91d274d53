import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { PasswordChangeFields } from '../../domain/customer-form-rules';
import { Button } from '../../shared/components/button';
import { FormFields, type FieldSpec } from './form-fields';
import styles from './account-forms.module.css';
import { OUTCOME_TEXT } from './password-messages';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  heading: { id: 'password.change.heading', defaultMessage: 'Change password' },
  oldPassword: { id: 'password.change.old', defaultMessage: 'Current password' },
  password: { id: 'password.change.new', defaultMessage: 'New password' },
  passwordRepeat: { id: 'password.change.repeat', defaultMessage: 'Repeat the new password' },
  submit: { id: 'password.change.submit', defaultMessage: 'Change password' },
});

const FIELDS: FieldSpec<PasswordChangeFields>[] = [
  { field: 'oldPassword', label: messages.oldPassword, type: 'password', autoComplete: 'current-password' },
  { field: 'password', label: messages.password, type: 'password', autoComplete: 'new-password' },
  { field: 'passwordRepeat', label: messages.passwordRepeat, type: 'password', autoComplete: 'new-password' },
];

/** The account's change-password form. */
export const ChangePasswordForm = observer(function ChangePasswordForm() {
  const { password } = useAccountFeature();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void password.changePassword();
  };
  return (
    <section aria-labelledby="change-password">
      <h2 id="change-password">
        <FormattedMessage {...messages.heading} />
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormFields specs={FIELDS} values={password.change} problems={password.changeProblems} onChange={password.setChange} />
        <p className={styles.failure} role="status">
          {password.outcome && <FormattedMessage {...OUTCOME_TEXT[password.outcome]} />}
        </p>
        <Button type="submit" aria-busy={password.busy || undefined}>
          <FormattedMessage {...messages.submit} />
        </Button>
      </form>
    </section>
  );
});
