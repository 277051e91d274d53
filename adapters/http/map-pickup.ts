import type { OrderPickup, PaymentQrCode, PickupPoint } from '../../ports/model/checkout';
import type { components as FastSchemas } from './generated/fast-api';
import type { components as ShopSchemas } from './generated/shop-api';

type Fast = FastSchemas['schemas'];

export const mapPickupPoint = (dto: Fast['PickupLocation']): PickupPoint => ({
  id: dto.id,
  name: dto.name,
  address1: dto.address1 ?? null,
  zipCode: dto.zipcode ?? null,
  city: dto.city ?? null,
  countryId: dto.country_id ?? null,
  phone: dto.phone ?? null,
  openingHours: dto.opening_hours ?? null,
});

/** The first entry of order_local_pickup/, or null when the shop has none for the order. */
export function mapOrderPickup(entries: Fast['OrderLocalPickup'][]): OrderPickup | null {
  const entry = entries[0];
  if (entry === undefined) return null;
  const point = entry.pickup_location ?? null;
  return { orderId: entry.order_id, localPickup: entry.local_pickup === 1, point: point === null ? null : mapPickupPoint(point) };
}

export const mapQrCode = (dto: ShopSchemas['schemas']['QrCode']): PaymentQrCode => ({
  code: dto.qr_code,
  beneficiary: dto.beneficiary ?? null,
  iban: dto.iban ?? null,
  bic: dto.bic ?? null,
  amount: dto.amount ?? null,
  currency: dto.currency ?? null,
  reference: dto.reference ?? null,
});
