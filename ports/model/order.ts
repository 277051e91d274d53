import type { PaymentProvider } from './checkout';

/** Thelia's order status codes; anything else a shop configures is 'other'. */
export type OrderStatus = 'not_paid' | 'paid' | 'processing' | 'sent' | 'canceled' | 'refunded' | 'other';

export interface OrderSummary {
  id: number;
  ref: string;
  /** ISO 8601. */
  createdAt: string;
  status: OrderStatus;
  /** Net, with postage, after discount (Thelia TOTAL_AMOUNT). */
  totalNet: number;
  totalGross: number;
  postageGross: number;
  discountGross: number;
  /** Thelia's currency id; a satellite shop sells in its one currency. */
  currencyId: number;
  /** ISO 8601: when the customer withdrew; null while they have not. */
  withdrawnAt: string | null;
}

/** One order line, priced as it was charged (the promo price when it was in promo). */
export interface OrderLine {
  id: number;
  title: string;
  ref: string;
  quantity: number;
  unitNet: number;
  unitGross: number;
  /** The list price per unit, struck through when the line was in promo. */
  listUnitGross: number;
  wasInPromo: boolean;
  totalGross: number;
}

/** The address as it was copied onto the order (Thelia OrderAddress). */
export interface OrderAddress {
  titleCode: number;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  zipCode: string;
  city: string;
  countryId: number;
  phone: string | null;
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  invoiceAddress: OrderAddress | null;
  deliveryAddress: OrderAddress | null;
  deliveryMethod: string;
  paymentMethod: string;
  /** How the order is paid; null for a payment module this storefront does not know. */
  paymentProvider: PaymentProvider | null;
  /** ISO 8601: the end of the right of withdrawal; null when there is none. */
  withdrawableUntil: string | null;
  /** The VAT number a company order was placed with; null for a private order. */
  vatNumber: string | null;
}

/** How an order is reached: by a logged-in customer, or by the guest-invoice link. */
export type OrderAccess = { orderId: number } | { ref: string; hash: string };

export interface Withdrawal {
  /** ISO 8601: when the shop recorded the withdrawal. */
  confirmedAt: string;
}
