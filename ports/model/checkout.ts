export interface DeliveryMethod {
  id: number;
  position: number;
  title: string;
  code: string;
}

export type PaymentProvider =
  'wallet' | 'global-card' | 'instant-transfer' | 'card' | 'cash-on-delivery' | 'prepayment' | 'buy-now-pay-later';

export interface PaymentMethod {
  id: number;
  provider: PaymentProvider;
  title: string;
  position: number;
}

export interface Postage {
  net: number;
  gross: number;
}

/** A place where an order can be picked up (fast API local_pickup/). */
export interface PickupPoint {
  id: number;
  name: string;
  address1: string | null;
  zipCode: string | null;
  city: string | null;
  countryId: number | null;
  phone: string | null;
  openingHours: string | null;
}

/** An order's local-pickup state (fast API order_local_pickup/). */
export interface OrderPickup {
  orderId: number;
  localPickup: boolean;
  point: PickupPoint | null;
}

/** The transfer data of a bank-transfer QR code (EPC/GiroCode style). */
export interface PaymentQrCode {
  /** A data: URL of the image, or the payload text to render as a QR code. */
  code: string;
  beneficiary: string | null;
  iban: string | null;
  bic: string | null;
  amount: number | null;
  currency: string | null;
  /** The transfer reference (the order ref). */
  reference: string | null;
}
