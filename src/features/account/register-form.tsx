import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { CompanyFields, RegistrationFields } from '../../domain/customer-form-rules';
import { COMPANY_TITLE, type PersonTitle } from './auth-form-store';
import { Button } from '../../shared/components/button';
import { useAccountFeature } from './use-account-feature';
import { FormFields, type FieldSpec } from './form-fields';
import { failureText } from './auth-messages';
import styles from './account-forms.module.css';

const messages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Title' },
  mr: { id: 'auth.register.mr', defaultMessage: 'Mr' },
  miss: { id: 'auth.register.miss', defaultMessage: 'Ms' },
  company: { id: 'auth.register.company', defaultMessage: 'Company' },
  association: { id: 'auth.register.association', defaultMessage: 'Association' },
  companyName: { id: 'auth.register.companyName', defaultMessage: 'Company name' },
  vatNumber: { id: 'auth.register.vatNumber', defaultMessage: 'VAT number (e.g. DE999999999, RO99999999)' },
  firstName: { id: 'auth.register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.register.lastName', defaultMessage: 'Last name' },
  email: { id: 'auth.email', defaultMessage: 'E-mail address' },
  emailRepeat: { id: 'auth.register.emailRepeat', defaultMessage: 'Repeat the e-mail address' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  passwordRepeat: { id: 'auth.register.passwordRepeat', defaultMessage: 'Repeat the password' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
});

const FIELDS: FieldSpec<RegistrationFields>[] = [
  { field: 'firstName', label: messages.firstName, type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: messages.lastName, type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: messages.email, type: 'email', autoComplete: 'email' },
  { field: 'emailRepeat', label: messages.emailRepeat, type: 'email', autoComplete: 'email' },
  { field: 'password', label: messages.password, type: 'password', autoComplete: 'new-password' },
  { field: 'passwordRepeat', label: messages.passwordRepeat, type: 'password', autoComplete: 'new-password' },
];

const COMPANY_FIELDS: FieldSpec<CompanyFields>[] = [
  { field: 'company', label: messages.companyName, type: 'text', autoComplete: 'organization' },
  { field: 'vatNumber', label: messages.vatNumber, type: 'text', autoComplete: 'off' },
];

const TITLES: [PersonTitle, MessageDescriptor][] = [
  [1, messages.mr],
  [2, messages.miss],
  [COMPANY_TITLE, messages.company],
  [5, messages.association],
];

/** The registration tab: title (a company adds its name and VAT number), names, the e-mail and the password, each twice. */
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
        {TITLES.map(([title, label]) => (
          <label key={title}>
            <input type="radio" name="title" checked={auth.title === title} onChange={() => auth.setTitle(title)} />
            <FormattedMessage {...label} />
          </label>
        ))}
      </fieldset>
      {auth.isCompany && (
        <FormFields
          specs={COMPANY_FIELDS}
          values={auth.companyFields}
          problems={auth.companyProblems}
          onChange={auth.setCompany}
        />
      )}
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
