import type { PaymentProvider } from './model/checkout';
import type { Result } from './model/result';
import { portToken } from './port-token';

export interface PaymentRequest {
  provider: PaymentProvider;
  cartId: number;
  customerId: number | null;
  email: string;
  couponCode: string | null;
  deliveryAddressId: number;
  invoiceAddressId: number;
  deliveryMethodId: number;
  paymentMethodId: number;
  countryId: number;
  locale: string;
  isCompany: boolean;
  message: string;
  isCompleteDelivery: boolean;
  guest: boolean;
}

/** Redirect the browser, or hand a card-provider session back to its widget. */
export type PaymentOutcome = { kind: 'redirect'; url: string } | { kind: 'session'; marker: string };

export interface PaymentPort {
  pay(request: PaymentRequest): Promise<Result<PaymentOutcome>>;
}

export const PAYMENT_PORT = portToken<PaymentPort>('PaymentPort');
