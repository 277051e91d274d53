import type { components } from '../../../adapters/http/generated/shop-api';
import { fromAddressFields, toAddressFields } from '../../../adapters/http/map-address';
import type { Address, AddressInput, County } from '../../../ports/model/customer';
import { bodyOf, integer, text } from '../request-body';

type Shop = components['schemas'];

/** An AddressItems entry: the customer's address, as Thelia's Address loop names its fields. */
export const addressWire = (address: Address, customerId: number): Shop['Address'] => ({
  ID: address.id,
  CUSTOMER: customerId,
  ...toAddressFields(address),
});

export const countyWire = (county: County, countryId: number): Shop['County'] => ({
  id: county.id,
  title: county.title,
  country_id: countryId,
});

/** An AddressInput body (the address without its id) as the domain's address, or null when a required field is missing. */
export function addressInputFrom(raw: unknown): AddressInput | null {
  const body = bodyOf(raw);
  const [FIRSTNAME, LASTNAME, ADDRESS1, ZIPCODE, CITY] = ['FIRSTNAME', 'LASTNAME', 'ADDRESS1', 'ZIPCODE', 'CITY'].map((key) =>
    text(body, key),
  );
  const COUNTRY = integer(body, 'COUNTRY');
  if (FIRSTNAME == null || LASTNAME == null || ADDRESS1 == null || ZIPCODE == null || CITY == null || COUNTRY === null)
    return null;
  return fromAddressFields({
    LABEL: text(body, 'LABEL'),
    TITLE: integer(body, 'TITLE'),
    COMPANY: text(body, 'COMPANY'),
    FIRSTNAME,
    LASTNAME,
    ADDRESS1,
    ADDRESS2: text(body, 'ADDRESS2'),
    ADDRESS3: text(body, 'ADDRESS3'),
    ZIPCODE,
    CITY,
    COUNTRY,
    STATE: integer(body, 'STATE'),
    PHONE: text(body, 'PHONE'),
    CELLPHONE: text(body, 'CELLPHONE'),
    DEFAULT: integer(body, 'DEFAULT') === 1 ? 1 : 0,
  });
}
