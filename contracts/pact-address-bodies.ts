import { MatchersV3 } from '@pact-foundation/pact';
import type { AddressInput } from '../ports/model/customer';

const { integer, string } = MatchersV3;

/** Customer 77's default address 3 (Thelia Address loop): a private address with a county, no company. */
export const addressRow = {
  ID: integer(3),
  LABEL: string('Acasă'),
  CUSTOMER: integer(77),
  TITLE: integer(2),
  COMPANY: null,
  FIRSTNAME: string('Ana'),
  LASTNAME: string('Popescu'),
  ADDRESS1: string('Strada Lungă'),
  ADDRESS2: string('12'),
  ADDRESS3: null,
  ZIPCODE: string('010101'),
  CITY: string('București'),
  COUNTRY: integer(146),
  STATE: integer(41),
  PHONE: null,
  CELLPHONE: string('+40 700 000 000'),
  DEFAULT: integer(1),
};

/** The address the storefront writes (add, change). */
export const addressInput: AddressInput = {
  label: 'Birou',
  titleCode: 1,
  firstName: 'Ion',
  lastName: 'Popescu',
  company: null,
  address1: 'Bulevardul Unirii',
  address2: '5',
  address3: null,
  city: 'București',
  zipCode: '030167',
  countryId: 146,
  stateId: 41,
  phone: null,
  cellphone: '+40 711 111 111',
  isDefault: false,
};

/** The wire body of that address for customer 77. */
export const addressInputBody = {
  CUSTOMER: 77,
  LABEL: 'Birou',
  TITLE: 1,
  COMPANY: null,
  FIRSTNAME: 'Ion',
  LASTNAME: 'Popescu',
  ADDRESS1: 'Bulevardul Unirii',
  ADDRESS2: '5',
  ADDRESS3: null,
  ZIPCODE: '030167',
  CITY: 'București',
  COUNTRY: 146,
  STATE: 41,
  PHONE: null,
  CELLPHONE: '+40 711 111 111',
  DEFAULT: 0,
};
