import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../shared/components/button';
import { AddressFieldset } from './address-fieldset';
import styles from './account-forms.module.css';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  save: { id: 'address.save', defaultMessage: 'Save address' },
  cancel: { id: 'address.cancel', defaultMessage: 'Cancel' },
  saveFailed: { id: 'address.saveFailed', defaultMessage: 'The address could not be saved. Please try again.' },
});

/** Adds or edits an address; the rules follow the chosen country. */
export const AddressForm = observer(function AddressForm() {
  const intl = useIntl();
  const { addressForm: form } = useAccountFeature();
  useEffect(() => form.start(), [form]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.save)}>
      <AddressFieldset draft={form.draft} problems={form.problems} named />
      <p className={styles.failure} role="status">
        {form.failed && <FormattedMessage {...messages.saveFailed} />}
      </p>
      <div className={styles.buttons}>
        <Button type="submit" aria-busy={form.saving || undefined}>
          <FormattedMessage {...messages.save} />
        </Button>
        <Button variant="secondary" onClick={form.close}>
          <FormattedMessage {...messages.cancel} />
        </Button>
      </div>
    </form>
  );
});
