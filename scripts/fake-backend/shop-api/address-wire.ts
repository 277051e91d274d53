import type { components } from '../../../adapters/http/generated/shop-api';
import type { Address, AddressInput, County } from '../../../ports/model/customer';
import { bodyOf, integer, text } from '../request-body';

type Shop = components['schemas'];

/** An AddressItems entry: the customer's address, as Thelia's Address loop names its fields. */
export const addressWire = (address: Address, customerId: number): Shop['Address'] => ({
  ID: address.id,
  LABEL: address.label === '' ? null : address.label,
  CUSTOMER: customerId,
  TITLE: address.titleCode,
  COMPANY: address.company,
  FIRSTNAME: address.firstName,
  LASTNAME: address.lastName,
  ADDRESS1: address.address1,
  ADDRESS2: address.address2,
  ADDRESS3: address.address3,
  ZIPCODE: address.zipCode,
  CITY: address.city,
  COUNTRY: address.countryId,
  STATE: address.stateId,
  PHONE: address.phone,
  CELLPHONE: address.cellphone,
  DEFAULT: address.isDefault ? 1 : 0,
});

export const countyWire = (county: County, countryId: number): Shop['County'] => ({
  id: county.id,
  title: county.title,
  country_id: countryId,
});

/** An AddressInput body (the address without its id) as the domain's address, or null when a required field is missing. */
export function addressInputFrom(raw: unknown): AddressInput | null {
  const body = bodyOf(raw);
  const [firstName, lastName, address1, zipCode, city] = ['FIRSTNAME', 'LASTNAME', 'ADDRESS1', 'ZIPCODE', 'CITY'].map((key) =>
    text(body, key),
  );
  const countryId = integer(body, 'COUNTRY');
  if (firstName == null || lastName == null || address1 == null || zipCode == null || city == null || countryId === null)
    return null;
  return {
    label: text(body, 'LABEL') ?? '',
    titleCode: integer(body, 'TITLE') ?? 0,
    firstName,
    lastName,
    company: text(body, 'COMPANY'),
    address1,
    address2: text(body, 'ADDRESS2'),
    address3: text(body, 'ADDRESS3'),
    city,
    zipCode,
    countryId,
    stateId: integer(body, 'STATE'),
    phone: text(body, 'PHONE'),
    cellphone: text(body, 'CELLPHONE'),
    isDefault: integer(body, 'DEFAULT') === 1,
  };
}
