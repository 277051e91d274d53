import type { AddressFields, AddressRules } from '../../src/domain/address-form-rules';

/** An address form as a shopper in Bucharest fills it in, valid under the Romanian rules. */
export const anAddressForm = (patch: Partial<AddressFields> = {}): AddressFields => ({
  label: 'Home',
  firstName: 'Ana',
  lastName: 'Popescu',
  company: '',
  street: 'Strada Lipscani',
  streetNumber: '12',
  extra: '',
  zipCode: '030031',
  city: 'București',
  countryId: '146',
  stateId: '10',
  phone: '+40 721 234 567',
  ...patch,
});

/** Romania's address rules: six-digit postcodes, counties, the generic phone rule. */
export const romanianAddressRules = (patch: Partial<AddressRules> = {}): AddressRules => ({
  postcodeDigits: 6,
  phonePattern: null,
  phoneRequired: true,
  hasCounties: true,
  ...patch,
});
