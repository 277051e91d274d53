import type { PaymentProvider, PaymentQrCode } from './model/checkout';
import type { Result } from './model/result';
import { portToken } from './port-token';

/**
 * One /{provider}/pay call (spec 7.4). The fixed session id, the postage tax rule title and the
 * satellite come from the adapter's configuration, not from the caller.
 */
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
  /** A company order's VAT number (as checked); null for a private order. */
  vatNumber: string | null;
  /** The customer's note; '' when none. */
  message: string;
  isCompleteDelivery: boolean;
  guest: boolean;
}

/** Redirect the browser, or hand a card-provider session back to its widget. */
export type PaymentOutcome = { kind: 'redirect'; url: string } | { kind: 'session'; marker: string };

/** A wallet payment with the provider's checkout session (amazon/pay). */
export interface WalletPayment {
  cartId: number;
  walletSessionId: string;
  customerNote: string | null;
}

/** What the PayPal button hands back (orderID, payerID, …), passed through as it is. */
export type PaypalData = Record<string, unknown>;

/** The order whose bank-transfer QR code is wanted. */
export interface QrCodeRequest {
  orderId: number;
  locale: string;
}

export interface PaymentPort {
  pay(request: PaymentRequest): Promise<Result<PaymentOutcome>>;
  payWithWallet(payment: WalletPayment): Promise<Result<PaymentOutcome>>;
  /** Confirms a PayPal approval; the outcome is where to send the browser. */
  acceptPaypal(data: PaypalData): Promise<Result<PaymentOutcome>>;
  /** Reports a cancelled PayPal approval; the cart stays. */
  cancelPaypal(data: PaypalData): Promise<Result<void>>;
  getQrCode(request: QrCodeRequest): Promise<Result<PaymentQrCode>>;
}

export const PAYMENT_PORT = portToken<PaymentPort>('PaymentPort');
