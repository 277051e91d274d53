import type { OrderAddress } from '../../ports/model/order';
import type { components as ShopSchemas } from './generated/shop-api';
import { toPostalFields } from './map-address';

type Shop = ShopSchemas['schemas'];

/** An address as Thelia copies it onto an order (the OrderAddress loop), without its id. */
export type OrderAddressFields = Omit<Shop['OrderAddress'], 'ID'>;

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

/** Blank texts are none; the order keeps one phone number: PHONE, else CELLPHONE. */
export const mapOrderAddress = (fields: OrderAddressFields): OrderAddress => ({
  titleCode: fields.TITLE ?? 0,
  firstName: fields.FIRSTNAME,
  lastName: fields.LASTNAME,
  company: blankToNull(fields.COMPANY),
  address1: fields.ADDRESS1,
  address2: blankToNull(fields.ADDRESS2),
  address3: blankToNull(fields.ADDRESS3),
  zipCode: fields.ZIPCODE,
  city: fields.CITY,
  countryId: fields.COUNTRY,
  phone: blankToNull(fields.PHONE) ?? blankToNull(fields.CELLPHONE),
});

/** The order's copy of an address in Thelia's fields: its one phone number as PHONE, no county. */
export const toOrderAddressFields = (address: OrderAddress): OrderAddressFields => ({
  ...toPostalFields(address),
  STATE: null,
  PHONE: address.phone,
  CELLPHONE: null,
});
