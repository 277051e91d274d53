import type { Address, AddressInput, County } from '../../ports/model/customer';
import type { OrderAddress } from '../../ports/model/order';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

/** An address's fields as Thelia names them (the Address loop and an address write), without its id and customer. */
export type AddressFields = Omit<Shop['Address'], 'ID' | 'CUSTOMER'>;

/** The same fields as a write may send them: the optional ones may be left out. */
export type AddressFieldsSent = Omit<Shop['AddressInput'], 'CUSTOMER'>;

/** The person and the place, in Thelia's fields: what an address and its copy on an order share. */
export const toPostalFields = (address: OrderAddress) => ({
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
});

/** The domain's address in Thelia's fields: an empty label is none, the default flag 1 or 0. */
export const toAddressFields = (address: AddressInput): AddressFields => ({
  LABEL: address.label === '' ? null : address.label,
  ...toPostalFields(address),
  STATE: address.stateId,
  PHONE: address.phone,
  CELLPHONE: address.cellphone,
  DEFAULT: address.isDefault ? 1 : 0,
});

/** Thelia's address fields in the domain's words: no label is '', no title 0, a field left out null. */
export const fromAddressFields = (fields: AddressFieldsSent): AddressInput => ({
  label: fields.LABEL ?? '',
  titleCode: fields.TITLE ?? 0,
  firstName: fields.FIRSTNAME,
  lastName: fields.LASTNAME,
  company: fields.COMPANY ?? null,
  address1: fields.ADDRESS1,
  address2: fields.ADDRESS2 ?? null,
  address3: fields.ADDRESS3 ?? null,
  city: fields.CITY,
  zipCode: fields.ZIPCODE,
  countryId: fields.COUNTRY,
  stateId: fields.STATE ?? null,
  phone: fields.PHONE ?? null,
  cellphone: fields.CELLPHONE ?? null,
  isDefault: fields.DEFAULT === 1,
});

export const mapAddress = (dto: Shop['Address']): Address => ({ id: dto.ID, ...fromAddressFields(dto) });

/** The wire body of an address write: the address without its id, with its customer when it has one yet. */
export const toAddressInput = (address: AddressInput, customerId?: number): Shop['AddressInput'] => ({
  ...(customerId === undefined ? {} : { CUSTOMER: customerId }),
  ...toAddressFields(address),
});

export const mapCounty = (dto: Shop['County']): County => ({ id: dto.id, title: dto.title });
