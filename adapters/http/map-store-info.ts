import type { StoreInfo } from '../../ports/model/store-config';
import type { components as ShopSchemas } from './generated/shop-api';

const blankToNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

export const mapStoreInfo = (dto: ShopSchemas['schemas']['StoreInfo']): StoreInfo => ({
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
