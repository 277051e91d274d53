import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import type { CompanyFields } from '../../domain/customer-form-rules';
import { FormFields, type FieldSpec } from '../account/form-fields';
import { CheckboxOption } from './checkbox-option';
import styles from './checkout-page.module.css';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  heading: { id: 'checkout.company.heading', defaultMessage: 'Company' },
  request: { id: 'checkout.company.request', defaultMessage: 'I am ordering for a company' },
  name: { id: 'checkout.company.name', defaultMessage: 'Company name' },
  vatNumber: { id: 'checkout.company.vatNumber', defaultMessage: 'VAT number (e.g. DE999999999, RO99999999)' },
});

const FIELDS: FieldSpec<CompanyFields>[] = [
  { field: 'company', label: messages.name, type: 'text', autoComplete: 'organization' },
  { field: 'vatNumber', label: messages.vatNumber, type: 'text', autoComplete: 'off' },
];

/** A company customer's VAT number, or a guest's choice to order as a company with its name and VAT number. */
export const CheckoutCompany = observer(function CheckoutCompany() {
  const intl = useIntl();
  const { checkout } = useCheckoutFeature();
  const { company } = checkout;
  if (!checkout.isGuest && !company.applies) return null;
  return (
    <fieldset className={styles.section}>
      <legend>{intl.formatMessage(messages.heading)}</legend>
      {checkout.isGuest && (
        <CheckboxOption label={intl.formatMessage(messages.request)} checked={company.requested} onChange={company.request} />
      )}
      {company.applies && (
        <FormFields specs={FIELDS} values={company.fields} problems={company.problems} onChange={company.set} />
      )}
    </fieldset>
  );
});
