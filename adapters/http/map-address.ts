import type { Address, AddressInput, County } from '../../ports/model/customer';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

export const mapAddress = (dto: Shop['Address']): Address => ({
  id: dto.ID,
  label: dto.LABEL ?? '',
  titleCode: dto.TITLE ?? 0,
  firstName: dto.FIRSTNAME,
  lastName: dto.LASTNAME,
  company: dto.COMPANY,
  address1: dto.ADDRESS1,
  address2: dto.ADDRESS2,
  address3: dto.ADDRESS3,
  city: dto.CITY,
  zipCode: dto.ZIPCODE,
  countryId: dto.COUNTRY,
  stateId: dto.STATE,
  phone: dto.PHONE,
  cellphone: dto.CELLPHONE,
  isDefault: dto.DEFAULT === 1,
});

/** The wire body of an address write: the address without its id, with its customer when it has one yet. */
export const toAddressInput = (address: AddressInput, customerId?: number): Shop['AddressInput'] => ({
  ...(customerId === undefined ? {} : { CUSTOMER: customerId }),
  LABEL: address.label === '' ? null : address.label,
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

export const mapCounty = (dto: Shop['County']): County => ({ id: dto.id, title: dto.title });
