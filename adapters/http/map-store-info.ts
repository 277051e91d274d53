import type { StoreInfo } from '../../ports/model/store-config';
import { nullable, object, record, string, type FieldsOf } from './decode';
import type { components as FastSchemas } from './generated/fast-api';
import type { components as ShopSchemas } from './generated/shop-api';

export const storeInfoDto = object({
  store_name: string,
  store_email: nullable(string),
  store_phone: nullable(string),
  support_time: nullable(string),
  support_time_mo_th: nullable(string),
  store_address1: nullable(string),
  store_city: nullable(string),
  store_zipcode: nullable(string),
  tracking_code: nullable(string),
} satisfies FieldsOf<ShopSchemas['schemas']['StoreInfo']>);

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

export const mapStoreInfo = (dto: ReturnType<typeof storeInfoDto>): StoreInfo => ({
  phone: blankToNull(dto.store_phone),
  supportTime: blankToNull(dto.support_time),
  supportTimeMoTh: blankToNull(dto.support_time_mo_th),
  address1: blankToNull(dto.store_address1),
  city: blankToNull(dto.store_city),
  zipCode: blankToNull(dto.store_zipcode),
  name: dto.store_name,
  email: blankToNull(dto.store_email),
  trackingCode: blankToNull(dto.tracking_code),
});

/** system_config/custom_attribute/: variable name → value (string or null). */
export const systemConfigDto = record(nullable(string)) satisfies (
  value: unknown,
  path: string,
) => FastSchemas['schemas']['SystemConfig'];
