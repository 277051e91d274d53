import type { AppliedCoupon, CartMutation, CartSnapshot, CartValidation } from './model/cart';
import type { Result } from './model/result';
import { portToken } from './port-token';

export type CartError =
  | { kind: 'cart-not-found' }
  | { kind: 'invalid-cart-id' }
  | { kind: 'stock-limit'; available: number }
  | { kind: 'failed'; message: string };

export interface AddLineRequest {
  cartId: number | null;
  productId: number;
  pseId: number;
  quantity: number;
  customerId: number | null;
}

/** One line of a cart, and whose cart it is (null for an anonymous visitor). */
export interface CartLineRef {
  cartId: number;
  cartItemId: number;
  customerId: number | null;
}

export interface CartPort {
  /** The cart check: does this cart still exist on the server? */
  exists(cartId: number): Promise<Result<boolean, CartError>>;
  addLine(request: AddLineRequest): Promise<Result<CartMutation, CartError>>;
  /** Sets the line's quantity. */
  setQuantity(line: CartLineRef, quantity: number): Promise<Result<CartMutation, CartError>>;
  /** Takes `by` off the line's quantity. */
  decrease(line: CartLineRef, by: number): Promise<Result<CartMutation, CartError>>;
  deleteLine(cartId: number, cartItemId: number): Promise<Result<void, CartError>>;
  clear(cartId: number, customerId: number | null): Promise<Result<void, CartError>>;
  getCart(cartId: number, customerId: number | null): Promise<Result<CartSnapshot, CartError>>;
  validate(cartId: number): Promise<Result<CartValidation, CartError>>;
  changeFulfilmentCentre(cartId: number, cartItemId: number, centreId: number): Promise<Result<void, CartError>>;
  assignCustomer(cartId: number, email: string): Promise<Result<void, CartError>>;
  applyCoupon(
    code: string,
    cartId: number,
    customerId: number | null,
    language: string,
  ): Promise<Result<AppliedCoupon, CartError>>;
}

export const CART_PORT = portToken<CartPort>('CartPort');
