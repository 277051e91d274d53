import type { Address, Customer, Session } from '../../ports/model/customer';
import { array, boolean, flag, integer, nullable, object, optional, string, withDefault, type FieldsOf } from './decode';
import type { components as ShopSchemas } from './generated/shop-api';

type Shop = ShopSchemas['schemas'];

/** Spec 3: TITLE 1 Mr, 2 Miss, 5 Association; any other value is a company. */
export const isCompanyTitle = (title: number | null): boolean => title !== null && title !== 1 && title !== 2 && title !== 5;

export const loginResultDto = object({
  token: string,
  expires: integer,
  customer_id: integer,
  email: string,
  user_identifier: nullable(string),
  address_id: nullable(integer),
  firstname: nullable(string),
  lastname: nullable(string),
  title: nullable(integer),
  profileName: nullable(string),
  isCompany: withDefault(boolean, false),
  company: nullable(string),
  excludeVAT: withDefault(boolean, false),
  isAdmin: withDefault(boolean, false),
} satisfies FieldsOf<Shop['LoginResult']>);

/** `expires` is Unix time in seconds; the domain keeps epoch milliseconds. */
export const mapLogin = (dto: ReturnType<typeof loginResultDto>): Session => ({
  token: { token: dto.token, expiresAt: dto.expires * 1000 },
  customer: {
    id: dto.customer_id,
    addressId: dto.address_id,
    email: dto.email,
    firstName: dto.firstname ?? '',
    lastName: dto.lastname ?? '',
    ref: dto.user_identifier ?? '',
    company: dto.company,
    titleCode: dto.title ?? 0,
    isAdmin: dto.isAdmin,
    isCompany: dto.isCompany,
    excludeVat: dto.excludeVAT,
  },
});

export const registerResultDto = object({
  status: string,
  message: nullable(string),
  customer_id: integer,
  address_id: nullable(integer),
  token: nullable(string),
  expires: nullable(integer),
} satisfies FieldsOf<Shop['RegisterResult']>);

export const refreshTokenDto = object({ token: string, expires_in: optional(integer) });

const customerDto = object({
  ID: integer,
  ADDRESS_ID: nullable(integer),
  EMAIL: string,
  FIRSTNAME: string,
  LASTNAME: string,
  REF: nullable(string),
  COMPANY: nullable(string),
  TITLE: nullable(integer),
} satisfies FieldsOf<Shop['Customer']>);
export const customersDto = object({ CustomerItems: array(customerDto) });

/** The lookup carries no admin or VAT-exemption flags: those come with the login. */
export const mapCustomer = (dto: ReturnType<typeof customerDto>): Customer => ({
  id: dto.ID,
  addressId: dto.ADDRESS_ID,
  email: dto.EMAIL,
  firstName: dto.FIRSTNAME,
  lastName: dto.LASTNAME,
  ref: dto.REF ?? '',
  company: dto.COMPANY,
  titleCode: dto.TITLE ?? 0,
  isAdmin: false,
  isCompany: isCompanyTitle(dto.TITLE),
  excludeVat: false,
});

const addressDto = object({
  ID: integer,
  LABEL: nullable(string),
  FIRSTNAME: string,
  LASTNAME: string,
  COMPANY: nullable(string),
  ADDRESS1: string,
  ADDRESS2: nullable(string),
  ADDRESS3: nullable(string),
  ZIPCODE: string,
  CITY: string,
  COUNTRY_ID: integer,
  STATE_ID: nullable(integer),
  PHONE: nullable(string),
  CELLPHONE: nullable(string),
  IS_DEFAULT: withDefault(flag, false),
} satisfies FieldsOf<Shop['Address']>);
export const addressesDto = object({ AddressItems: array(addressDto) });

export const mapAddress = (dto: ReturnType<typeof addressDto>): Address => ({
  id: dto.ID,
  label: dto.LABEL ?? '',
  firstName: dto.FIRSTNAME,
  lastName: dto.LASTNAME,
  company: dto.COMPANY,
  address1: dto.ADDRESS1,
  address2: dto.ADDRESS2,
  address3: dto.ADDRESS3,
  city: dto.CITY,
  zipCode: dto.ZIPCODE,
  countryId: dto.COUNTRY_ID,
  stateId: dto.STATE_ID,
  phone: dto.PHONE,
  cellphone: dto.CELLPHONE,
  isDefault: dto.IS_DEFAULT,
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

export const addressWriteDto = object({
  status_code: optional(integer),
  status: string,
  message: nullable(string),
  id: nullable(integer),
} satisfies FieldsOf<Shop['AddressWriteResult']>);

export const vatCheckDto = object({ valid: boolean } satisfies FieldsOf<Shop['VatCheck']>);
