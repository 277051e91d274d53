import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../shared/components/button';
import { PageHeading } from '../../shared/components/page-heading';
import { NO_INDEX, useSeo } from '../../shared/seo/use-seo';
import { FormFields, type FieldSpec } from './form-fields';
import styles from './account-forms.module.css';
import { OUTCOME_TEXT } from './password-messages';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  heading: { id: 'password.forgot.heading', defaultMessage: 'Reset your password' },
  intro: {
    id: 'password.forgot.intro',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  },
  email: { id: 'password.forgot.email', defaultMessage: 'E-mail address' },
  submit: { id: 'password.forgot.submit', defaultMessage: 'Send the link' },
  back: { id: 'password.forgot.back', defaultMessage: 'Back to login' },
});

const FIELDS: FieldSpec<{ email: string }>[] = [{ field: 'email', label: messages.email, type: 'email', autoComplete: 'email' }];

/** /forgot-password: asks the shop to send a password-reset e-mail. */
const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  const intl = useIntl();
  const { password } = useAccountFeature();
  useEffect(() => password.open(), [password]);
  useSeo({ title: intl.formatMessage(messages.heading), robots: NO_INDEX });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void password.requestReset();
  };
  return (
    <section className={styles.page}>
      <PageHeading>
        <FormattedMessage {...messages.heading} />
      </PageHeading>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormFields
          specs={FIELDS}
          values={{ email: password.email }}
          problems={password.forgotProblems}
          onChange={(_, value) => password.setEmail(value)}
        />
        <p className={styles.failure} role="status">
          {password.outcome && <FormattedMessage {...OUTCOME_TEXT[password.outcome]} />}
        </p>
        <Button type="submit" aria-busy={password.busy || undefined}>
          <FormattedMessage {...messages.submit} />
        </Button>
      </form>
      <Link to="/login-register">
        <FormattedMessage {...messages.back} />
      </Link>
    </section>
  );
});

export default ForgotPasswordPage;
