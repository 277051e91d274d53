import type { DeliveryMethod, PaymentMethod, Postage } from './model/checkout';
import type { Result } from './model/result';
import { portToken } from './port-token';

export interface PostageRequest {
  cartId: number;
  countryId: number;
  deliveryMethodId: number;
  locale: string;
}

export interface CheckoutPort {
  listDeliveryMethods(cartId: number, locale: string): Promise<Result<DeliveryMethod[]>>;
  getPostage(request: PostageRequest): Promise<Result<Postage>>;
  listPaymentMethods(cartId: number, locale: string): Promise<Result<PaymentMethod[]>>;
  /** True only when the server confirms the pickup update. */
  chooseLocalPickup(orderId: number, pickupAddressId: number | null): Promise<Result<boolean>>;
}

export const CHECKOUT_PORT = portToken<CheckoutPort>('CheckoutPort');
