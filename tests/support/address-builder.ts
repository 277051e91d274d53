import type { AddressFields, AddressRules } from '../../src/domain/address-form-rules';

/** A complete Romanian address as the shopper types it into the form. */
export const someAddressFields = (patch: Partial<AddressFields> = {}): AddressFields => ({
  label: 'Acasă',
  firstName: 'Ștefan',
  lastName: 'Țurcanu',
  company: '',
  street: 'Strada Ion Creangă',
  streetNumber: '12',
  extra: '',
  zipCode: '700064',
  city: 'Iași',
  countryId: '146',
  stateId: '22',
  phone: '+40 745 555 318',
  ...patch,
});

/** The rules of Romania, the shop's own country: six-digit postcodes, its phone pattern, counties. */
export const romanianRules = (patch: Partial<AddressRules> = {}): AddressRules => ({
  postcodeDigits: 6,
  phonePattern: '^(\\+40|0)[0-9 ]{9,12}$',
  phoneRequired: true,
  hasCounties: true,
  ...patch,
});
