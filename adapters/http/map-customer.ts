import type { Address, Customer, Session } from '../../ports/model/customer';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

/** Spec 3: TITLE 1 Mr, 2 Miss, 5 Association; any other value is a company. */
export const isCompanyTitle = (title: number | null): boolean => title !== null && title !== 1 && title !== 2 && title !== 5;

/** `expires` is Unix time in seconds; the domain keeps epoch milliseconds. */
export const mapLogin = (dto: Shop['LoginResult']): Session => ({
  token: { token: dto.token, expiresAt: dto.expires * 1000 },
  customer: {
    id: dto.customer_id,
    addressId: dto.address_id ?? null,
    email: dto.email,
    firstName: dto.firstname ?? '',
    lastName: dto.lastname ?? '',
    ref: dto.user_identifier ?? '',
    company: dto.company ?? null,
    titleCode: dto.title ?? 0,
    isAdmin: dto.isAdmin ?? false,
    isCompany: dto.isCompany ?? false,
    excludeVat: dto.excludeVAT ?? false,
  },
});

/** The lookup carries no admin or VAT-exemption flags: those come with the login. */
export const mapCustomer = (dto: Shop['Customer']): Customer => ({
  id: dto.ID,
  addressId: dto.ADDRESS_ID ?? null,
  email: dto.EMAIL,
  firstName: dto.FIRSTNAME,
  lastName: dto.LASTNAME,
  ref: dto.REF ?? '',
  company: dto.COMPANY ?? null,
  titleCode: dto.TITLE ?? 0,
  isAdmin: false,
  isCompany: isCompanyTitle(dto.TITLE ?? null),
  excludeVat: false,
});

export const mapAddress = (dto: Shop['Address']): Address => ({
  id: dto.ID,
  label: dto.LABEL ?? '',
  firstName: dto.FIRSTNAME,
  lastName: dto.LASTNAME,
  company: dto.COMPANY ?? null,
  address1: dto.ADDRESS1,
  address2: dto.ADDRESS2 ?? null,
  address3: dto.ADDRESS3 ?? null,
  city: dto.CITY,
  zipCode: dto.ZIPCODE,
  countryId: dto.COUNTRY_ID,
  stateId: dto.STATE_ID ?? null,
  phone: dto.PHONE ?? null,
  cellphone: dto.CELLPHONE ?? null,
  isDefault: dto.IS_DEFAULT === 1,
});

/** Address → the wire body (without its id). */
export const toAddressInput = (address: Omit<Address, 'id'>, customerId?: number): Shop['AddressInput'] => ({
  ...(customerId === undefined ? {} : { CUSTOMER_ID: customerId }),
  LABEL: address.label === '' ? null : address.label,
  FIRSTNAME: address.firstName,
  LASTNAME: address.lastName,
  COMPANY: address.company,
  ADDRESS1: address.address1,
  ADDRESS2: address.address2,
  ADDRESS3: address.address3,
  ZIPCODE: address.zipCode,
  CITY: address.city,
  COUNTRY_ID: address.countryId,
  STATE_ID: address.stateId,
  PHONE: address.phone,
  CELLPHONE: address.cellphone,
  IS_DEFAULT: address.isDefault ? 1 : 0,
});
