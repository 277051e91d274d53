import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { AddressFields } from '../../domain/address-form-rules';
import type { Problems } from '../../domain/customer-form-rules';
import type { AddressDraft } from './address-draft';
import fieldStyles from '../../shared/components/text-field.module.css';
import { PROBLEM_TEXT } from './auth-messages';
import { FormFields, type FieldSpec } from './form-fields';

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
});

const LABEL: FieldSpec<AddressFields>[] = [{ field: 'label', label: messages.label, type: 'text', autoComplete: 'off' }];
const TEXT_FIELDS: FieldSpec<AddressFields>[] = [
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

interface AddressFieldsetProps {
  draft: AddressDraft;
  problems: Problems<AddressFields>;
  /** The address book names its addresses; a checkout address needs no name. */
  named: boolean;
  /** The delivery country of a checkout follows the shop's country choice. */
  countryLocked?: boolean;
}

/** The fields of one address; the county list and the rules follow its country. */
export const AddressFieldset = observer(function AddressFieldset({
  draft,
  problems,
  named,
  countryLocked = false,
}: AddressFieldsetProps) {
  const intl = useIntl();
  const countryId = useId();
  const stateId = useId();
  const counties = draft.counties.value ?? [];
  const stateProblem = problems.stateId;
  return (
    <>
      {named && <FormFields specs={LABEL} values={draft.fields} problems={problems} onChange={draft.set} />}
      <FormFields specs={TEXT_FIELDS} values={draft.fields} problems={problems} onChange={draft.set} />
      <div className={fieldStyles.field}>
        <label htmlFor={countryId} className={fieldStyles.label}>
          {intl.formatMessage(messages.country)}
        </label>
        <select
          id={countryId}
          className={fieldStyles.input}
          value={draft.fields.countryId}
          disabled={countryLocked}
          onChange={(event) => draft.set('countryId', event.target.value)}
        >
          {draft.countries.map((country) => (
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
            value={draft.fields.stateId}
            aria-invalid={stateProblem !== undefined || undefined}
            onChange={(event) => draft.set('stateId', event.target.value)}
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
      <FormFields specs={PHONE} values={draft.fields} problems={problems} onChange={draft.set} />
    </>
  );
});
