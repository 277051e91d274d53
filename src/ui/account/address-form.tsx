import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AddressFields } from '../../domain/address-form-rules';
import { Button } from '../components/button';
import fieldStyles from '../components/text-field.module.css';
import { PROBLEM_TEXT } from './auth-messages';
import { FormFields, type FieldSpec } from './form-fields';
import styles from './account-forms.module.css';
import { useAccountFeature } from './use-account-feature';

const messages = defineMessages({
  label: { id: 'address.label', defaultMessage: 'Address name (e.g. Home)' },
  firstName: { id: 'address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'address.lastName', defaultMessage: 'Last name' },
  company: { id: 'address.company', defaultMessage: 'Company (optional)' },
  street: { id: 'address.street', defaultMessage: 'Street name' },
  streetNumber: { id: 'address.streetNumber', defaultMessage: 'Street number' },
  extra: { id: 'address.extra', defaultMessage: 'Floor, flat (optional)' },
  zipCode: { id: 'address.zipCode', defaultMessage: 'Postal code' },
  city: { id: 'address.city', defaultMessage: 'City' },
  country: { id: 'address.country', defaultMessage: 'Country' },
  state: { id: 'address.state', defaultMessage: 'County / state' },
  chooseState: { id: 'address.chooseState', defaultMessage: 'Please choose' },
  phone: { id: 'address.phone', defaultMessage: 'Phone' },
  save: { id: 'address.save', defaultMessage: 'Save address' },
  cancel: { id: 'address.cancel', defaultMessage: 'Cancel' },
  saveFailed: { id: 'address.saveFailed', defaultMessage: 'The address could not be saved. Please try again.' },
});

const TEXT_FIELDS: FieldSpec<AddressFields>[] = [
  { field: 'label', label: messages.label, type: 'text', autoComplete: 'off' },
  { field: 'firstName', label: messages.firstName, type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: messages.lastName, type: 'text', autoComplete: 'family-name' },
  { field: 'company', label: messages.company, type: 'text', autoComplete: 'organization' },
  { field: 'street', label: messages.street, type: 'text', autoComplete: 'address-line1' },
  { field: 'streetNumber', label: messages.streetNumber, type: 'text', autoComplete: 'address-line2' },
  { field: 'extra', label: messages.extra, type: 'text', autoComplete: 'address-line3' },
  { field: 'zipCode', label: messages.zipCode, type: 'text', autoComplete: 'postal-code' },
  { field: 'city', label: messages.city, type: 'text', autoComplete: 'address-level2' },
];
const PHONE: FieldSpec<AddressFields>[] = [{ field: 'phone', label: messages.phone, type: 'tel', autoComplete: 'tel' }];

/** Adds or edits an address; the rules follow the chosen country. */
export const AddressForm = observer(function AddressForm() {
  const intl = useIntl();
  const { addressForm: form } = useAccountFeature();
  const countryId = useId();
  const stateId = useId();
  useEffect(() => form.start(), [form]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const counties = form.counties.value ?? [];
  const stateProblem = form.problems.stateId;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(messages.save)}>
      <FormFields specs={TEXT_FIELDS} values={form.fields} problems={form.problems} onChange={form.set} />
      <div className={fieldStyles.field}>
        <label htmlFor={countryId} className={fieldStyles.label}>
          {intl.formatMessage(messages.country)}
        </label>
        <select
          id={countryId}
          className={fieldStyles.input}
          value={form.fields.countryId}
          onChange={(event) => form.set('countryId', event.target.value)}
        >
          {form.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.title}
            </option>
          ))}
        </select>
      </div>
      {counties.length > 0 && (
        <div className={fieldStyles.field}>
          <label htmlFor={stateId} className={fieldStyles.label}>
            {intl.formatMessage(messages.state)}
          </label>
          <select
            id={stateId}
            className={fieldStyles.input}
            value={form.fields.stateId}
            aria-invalid={stateProblem !== undefined || undefined}
            onChange={(event) => form.set('stateId', event.target.value)}
          >
            <option value="">{intl.formatMessage(messages.chooseState)}</option>
            {counties.map((county) => (
              <option key={county.id} value={county.id}>
                {county.title}
              </option>
            ))}
          </select>
          <p className={fieldStyles.problem} role={stateProblem ? 'alert' : undefined}>
            {stateProblem && intl.formatMessage(PROBLEM_TEXT[stateProblem])}
          </p>
        </div>
      )}
      <FormFields specs={PHONE} values={form.fields} problems={form.problems} onChange={form.set} />
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
