import { MatchersV3 } from '@pact-foundation/pact';
import { toAddressFields, toAddressInput } from '../adapters/http/map-address';
import type { AddressInput } from '../ports/model/customer';
import { likeEachField } from './pact-support';

const { integer } = MatchersV3;

/** Customer 77's default address 3: a private address with a county, no company. */
const anasHome: AddressInput = {
  label: 'Acasă',
  titleCode: 2,
  firstName: 'Ana',
  lastName: 'Popescu',
  company: null,
  address1: 'Strada Lungă',
  address2: '12',
  address3: null,
  city: 'București',
  zipCode: '010101',
  countryId: 146,
  stateId: 41,
  phone: null,
  cellphone: '+40 700 000 000',
  isDefault: true,
};

/** That address as the Thelia Address loop lists it. */
export const addressRow = { ID: integer(3), CUSTOMER: integer(77), ...likeEachField(toAddressFields(anasHome)) };

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
export const addressInputBody = toAddressInput(addressInput, 77);
