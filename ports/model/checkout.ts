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
