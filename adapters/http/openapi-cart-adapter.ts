import type { AddLineRequest, CartError, CartLineRef, CartPort } from '../../ports/cart-port';
import type { AppliedCoupon, CartMutation, CartSnapshot, CartValidation } from '../../ports/model/cart';
import { fail, ok, type Result } from '../../ports/model/result';
import type { components as ShopSchemas } from './generated/shop-api';
import {
  cartAdd200,
  cartAssignCustomer200,
  cartChangeFulfilmentCenter200,
  cartCheck200,
  cartClear200,
  cartDelete200,
  cartGet200,
  cartUpdate200,
  cartValidate200,
} from './generated/shop-api-cart-validators';
import { chainResult, mapResult, send, type ClientCall, type RawAnswer } from './http-call';
import type { ShopClient } from './http-clients';
import { readCartAnswer, readCouponAnswer, toMutation, toSnapshot, toValidation, type CartResponseDto } from './map-cart';
import type { ResponseValidator } from './response-validator';
import { apiLocale } from './shop-locale';

type TheliaLogin = ShopSchemas['schemas']['TheliaLogin'];
type CartCall = ClientCall<NoInfer<CartResponseDto>>;
type CartValidator = ResponseValidator<CartResponseDto>;
type UpdateAction = NonNullable<ShopSchemas['schemas']['CartUpdateRequest']['action']>;

/** Who owns the cart: null for an anonymous visitor. */
export const theliaLogin = (customerId: number | null): TheliaLogin => (customerId === null ? null : { customer_id: customerId });

const validCartId = (cartId: number | null): cartId is number => cartId !== null && Number.isSafeInteger(cartId) && cartId > 0;

/** Transport failures are cart failures too: the cart port speaks CartError only. */
async function sendCart(call: ClientCall): Promise<Result<RawAnswer, CartError>> {
  const answer = await send(call);
  return answer.ok ? answer : fail({ kind: 'failed', message: `${answer.error.kind}: ${answer.error.message}` });
}

/** Cart calls go out with the shop token; a coupon on a customer's cart with the login token (`user`). */
export class OpenApiCartAdapter implements CartPort {
  constructor(
    private readonly shop: ShopClient,
    private readonly user: ShopClient,
  ) {}

  /** The cart check: 200 → exists; 'Cart not found' → false; 'invalid cartId' stays an error. */
  async exists(cartId: number): Promise<Result<boolean, CartError>> {
    const answer = await sendCart(() =>
      this.shop.POST('/api/cart/check', { body: { cart_id: cartId, item: 0, quantity: 0, thelia_login: null } }),
    );
    if (!answer.ok) return answer;
    const envelope = readCartAnswer(answer.value, cartCheck200);
    if (envelope.ok) return ok(true);
    return envelope.error.kind === 'cart-not-found' ? ok(false) : envelope;
  }

  async addLine(request: AddLineRequest): Promise<Result<CartMutation, CartError>> {
    const body: ShopSchemas['schemas']['CartAddRequest'] = {
      ...(validCartId(request.cartId) ? { cart_id: request.cartId } : {}),
      thelia_cart_add: {
        append: 1,
        product: request.productId,
        product_sale_elements_id: request.pseId,
        quantity: request.quantity,
      },
      thelia_login: theliaLogin(request.customerId),
    };
    return this.mutate(() => this.shop.POST('/api/cart/add', { body }), cartAdd200);
  }

  setQuantity(line: CartLineRef, quantity: number): Promise<Result<CartMutation, CartError>> {
    return this.update(line, quantity, 'update');
  }

  decrease(line: CartLineRef, by: number): Promise<Result<CartMutation, CartError>> {
    return this.update(line, by, 'decrease');
  }

  async deleteLine(cartId: number, cartItemId: number): Promise<Result<void, CartError>> {
    return this.command(
      () => this.shop.POST('/api/cart/delete', { body: { cart_id: cartId, cart_item: cartItemId } }),
      cartDelete200,
    );
  }

  async clear(cartId: number, customerId: number | null): Promise<Result<void, CartError>> {
    return this.command(
      () => this.shop.POST('/api/cart/clear', { body: { cart_id: cartId, thelia_login: theliaLogin(customerId) } }),
      cartClear200,
    );
  }

  async getCart(cartId: number, customerId: number | null): Promise<Result<CartSnapshot, CartError>> {
    const answer = await sendCart(() =>
      this.shop.POST('/api/cart/get', { body: { cart_id: cartId, thelia_login: theliaLogin(customerId) } }),
    );
    if (!answer.ok) return answer;
    return mapResult(readCartAnswer(answer.value, cartGet200), (envelope) => toSnapshot(envelope, cartId));
  }

  async validate(cartId: number): Promise<Result<CartValidation, CartError>> {
    const answer = await sendCart(() => this.shop.POST('/api/cart/validate', { body: { cart_id: cartId } }));
    if (!answer.ok) return answer;
    return mapResult(readCartAnswer(answer.value, cartValidate200), (envelope) => toValidation(envelope, cartId));
  }

  /**
   * Moves a line to another fulfilment centre (a designed call, see README): succeeds only with
   * status_code 200. The port carries no customer id, so thelia_login is null (as for an anonymous cart).
   */
  async changeFulfilmentCentre(cartId: number, cartItemId: number, centreId: number): Promise<Result<void, CartError>> {
    return this.command(
      () =>
        this.shop.POST('/api/cart/fulfilment_center', {
          body: { cart_id: cartId, cart_item: cartItemId, fulfilment_center_id: centreId, thelia_login: null },
        }),
      cartChangeFulfilmentCenter200,
    );
  }

  async assignCustomer(cartId: number, email: string): Promise<Result<void, CartError>> {
    return this.command(
      () => this.shop.POST('/api/cart/assignCustomer', { body: { email, cart_id: cartId } }),
      cartAssignCustomer200,
    );
  }

  async applyCoupon(
    code: string,
    cartId: number,
    customerId: number | null,
    language: string,
  ): Promise<Result<AppliedCoupon, CartError>> {
    // The coupon validators live with the customer calls, which load lazily.
    const validators = import('./generated/shop-api-customer-validators').catch(() => null);
    const client: ShopClient = customerId === null ? this.shop : this.user;
    const answer = await sendCart(() =>
      client.POST('/api/ExternalOrderApi/insertCoupon/', {
        params: { query: { api_locale: apiLocale(language) } },
        body: { coupon_code: code, cart_id: cartId, customer_id: customerId },
      }),
    );
    if (!answer.ok) return answer;
    const loaded = await validators;
    if (loaded === null) return fail({ kind: 'failed', message: 'applyCoupon: the coupon validators could not be loaded' });
    return readCouponAnswer(answer.value, { ok: loaded.insertCoupon200, rejected: loaded.insertCoupon400 });
  }

  /** /api/cart/update: the wire's action 'update' sets the quantity, 'decrease' subtracts it. */
  private update(line: CartLineRef, quantity: number, action: UpdateAction): Promise<Result<CartMutation, CartError>> {
    return this.mutate(
      () =>
        this.shop.POST('/api/cart/update', {
          body: {
            cart_id: line.cartId,
            cart_item: line.cartItemId,
            quantity,
            action,
            thelia_login: theliaLogin(line.customerId),
          },
        }),
      cartUpdate200,
    );
  }

  private async mutate(call: CartCall, validator: CartValidator): Promise<Result<CartMutation, CartError>> {
    const answer = await sendCart(call);
    if (!answer.ok) return answer;
    return chainResult(readCartAnswer(answer.value, validator), toMutation);
  }

  private async command(call: CartCall, validator: CartValidator): Promise<Result<void, CartError>> {
    const answer = await sendCart(call);
    if (!answer.ok) return answer;
    const envelope = readCartAnswer(answer.value, validator);
    return envelope.ok ? ok(undefined) : envelope;
  }
}
