import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import fieldStyles from '../../shared/components/text-field.module.css';
import styles from './checkout-page.module.css';
import { useCustomerFeature } from '../account/use-account-feature';
import { useCheckoutFeature } from './use-checkout-feature';

const messages = defineMessages({
  heading: { id: 'checkout.addresses', defaultMessage: 'Addresses' },
  billing: { id: 'checkout.billing', defaultMessage: 'Billing address' },
  delivery: { id: 'checkout.deliveryAddress', defaultMessage: 'Delivery address' },
  manage: { id: 'checkout.manageAddresses', defaultMessage: 'Add or change addresses in your account' },
});

/** The customer's saved addresses, one chosen for billing and one for delivery. */
export const CheckoutAddresses = observer(function CheckoutAddresses() {
  const intl = useIntl();
  const { checkout } = useCheckoutFeature();
  const { addresses } = useCustomerFeature();
  const billingId = useId();
  const deliveryId = useId();
  const options = addresses.sorted.map((address) => (
    <option key={address.id} value={address.id}>
      {[address.label, address.address1, address.city].filter(Boolean).join(', ')}
    </option>
  ));
  return (
    <fieldset className={styles.section}>
      <legend>{intl.formatMessage(messages.heading)}</legend>
      <div className={fieldStyles.field}>
        <label htmlFor={billingId} className={fieldStyles.label}>
          {intl.formatMessage(messages.billing)}
        </label>
        <select
          id={billingId}
          className={fieldStyles.input}
          value={checkout.billingAddressId ?? ''}
          onChange={(event) => checkout.pickBilling(Number(event.target.value))}
        >
          {options}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={deliveryId} className={fieldStyles.label}>
          {intl.formatMessage(messages.delivery)}
        </label>
        <select
          id={deliveryId}
          className={fieldStyles.input}
          value={checkout.deliveryAddressId ?? ''}
          onChange={(event) => checkout.pickDelivery(Number(event.target.value))}
        >
          {options}
        </select>
      </div>
      <Link to="/account">{intl.formatMessage(messages.manage)}</Link>
    </fieldset>
  );
});
