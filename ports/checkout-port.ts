import type { DeliveryMethod, OrderPickup, PaymentMethod, PickupPoint, Postage } from './model/checkout';
import type { Result } from './model/result';
import { portToken } from './port-token';

export interface PostageRequest {
  cartId: number;
  countryId: number;
  deliveryMethodId: number;
  locale: string;
}

/** Switch an order to local pickup at one of the pickup points. */
export interface PickupPointChoice {
  orderId: number;
  pickupPointId: number;
}

/** The customer's address a local-pickup order is invoiced to. */
export interface PickupAddressChoice {
  orderId: number;
  addressId: number;
}

export interface CheckoutPort {
  listDeliveryMethods(cartId: number, locale: string): Promise<Result<DeliveryMethod[]>>;
  /** 'Invalid data' comes back as a failure with kind 'rejected' and message 'Invalid data'. */
  getPostage(request: PostageRequest): Promise<Result<Postage>>;
  /** Titles in the locale, or in the shop's default language when null; an empty list is fine. */
  listPaymentMethods(cartId: number, locale: string | null): Promise<Result<PaymentMethod[]>>;
  /** The pickup points of the store of this locale. */
  listPickupPoints(locale: string): Promise<Result<PickupPoint[]>>;
  /** The order's local-pickup state; null when the shop has none for it. */
  getOrderPickup(orderId: number): Promise<Result<OrderPickup | null>>;
  /** True only when the server answers 'Order Local Pickup Updated'. */
  choosePickupPoint(choice: PickupPointChoice): Promise<Result<boolean>>;
  /** True only when the server answers 'Order Local Pickup Address Updated'. */
  choosePickupAddress(choice: PickupAddressChoice): Promise<Result<boolean>>;
}

export const CHECKOUT_PORT = portToken<CheckoutPort>('CheckoutPort');
