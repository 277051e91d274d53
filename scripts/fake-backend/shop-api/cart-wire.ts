import type { SeedData } from '../../../adapters/fake/seed/seed-types';
import type { components } from '../../../adapters/http/generated/shop-api';
import type { CartError } from '../../../ports/cart-port';
import type { AppliedCoupon, CartLine, CartSnapshot } from '../../../ports/model/cart';
import type { Result } from '../../../ports/model/result';
import { reply, type BackendReply } from '../route';

type Shop = components['schemas'];
type CartData = Omit<Shop['CartData'], 'currencyRate' | 'currencySymbol'>;

/** The messages the spec gives for a stale and a junk cart id. */
const CART_NOT_FOUND = 'Cart not found';
const INVALID_CART_ID = 'invalid cartId';

/** The shop's cart answer: status_code 200 and the data of the call. */
export const cartAnswer = (data: CartData): BackendReply =>
  reply({
    status_code: 200,
    status: 'success',
    message: null,
    data: { currencyRate: 1, currencySymbol: '€', ...data },
  } satisfies Shop['CartResponse']);

const cartRefusal = (statusCode: 400 | 404, message: string): BackendReply =>
  reply({ status_code: statusCode, status: 'error', message } satisfies Shop['CartError'], statusCode);

/**
 * A CartError as the shop sends it. A stock limit has no message of its own on the wire: it is a
 * refusal whose message names the quantity left.
 */
export function cartFailure(error: CartError): BackendReply {
  switch (error.kind) {
    case 'cart-not-found':
      return cartRefusal(404, CART_NOT_FOUND);
    case 'invalid-cart-id':
      return cartRefusal(400, INVALID_CART_ID);
    case 'stock-limit':
      return cartRefusal(400, `Only ${error.available} left in stock`);
    case 'failed':
      return cartRefusal(400, error.message);
  }
}

export async function fromCartResult<T>(
  result: Result<T, CartError>,
  toData: (value: T) => CartData | Promise<CartData>,
): Promise<BackendReply> {
  return result.ok ? cartAnswer(await toData(result.value)) : cartFailure(result.error);
}

/** A cart line as the shop sends it; category ids come from the product (the line keeps titles only). */
export function cartItemWire(line: CartLine, data: SeedData): Shop['CartItem'] {
  const categoryIds = data.productById.get(line.productId)?.categoryIds ?? [];
  return {
    PRODUCT_SALE_ELEMENT: line.pseId,
    cartId: line.cartId,
    cartItemId: line.cartItemId,
    id: line.productId,
    quantity: line.quantity,
    quantityRemain: line.quantityRemain,
    PRICE: line.unitNetPrice,
    price: line.unitNetPrice,
    PROMO_PRICE: line.promoNetPrice,
    IS_PROMO: line.isPromo ? 1 : 0,
    TITLE: line.title,
    URL: line.url,
    PSE_URL: line.pseUrl,
    IMAGE: line.imageUrl,
    DEFAULT_CATEGORY: line.defaultCategoryId,
    category: line.categoryTitles.map((title, i) => ({ id: categoryIds[i] ?? 0, title })),
    undeliverable: line.undeliverable,
    selectedFulfilmentCenter: line.fulfilmentCentreId,
    selectedProductColor: line.colour,
    selectedProductSize: line.size,
  };
}

export const cartDataWire = (snapshot: CartSnapshot, data: SeedData): CartData => ({
  cartId: snapshot.cartId,
  items: snapshot.lines.map((line) => cartItemWire(line, data)),
});

/** cart/validate's changes: what differs between the lines before and after the check, line by line. */
export function cartChangesWire(before: CartSnapshot, after: CartSnapshot): Shop['CartChange'][] {
  const changes: Shop['CartChange'][] = [];
  for (const old of before.lines) {
    const now = after.lines.find((line) => line.cartItemId === old.cartItemId);
    const ids = { cartItemId: old.cartItemId, PRODUCT_SALE_ELEMENT: old.pseId };
    if (now === undefined) {
      changes.push({ ...ids, change: 'removed', old_value: null, new_value: null });
      continue;
    }
    if (now.unitNetPrice !== old.unitNetPrice)
      changes.push({ ...ids, change: 'price', old_value: old.unitNetPrice, new_value: now.unitNetPrice });
    if (now.quantity !== old.quantity)
      changes.push({ ...ids, change: 'quantity', old_value: old.quantity, new_value: now.quantity });
  }
  return changes;
}

/** insertCoupon declares only 200 and 400: every refusal is a 400 CouponResult carrying the message. */
export function couponReply(result: Result<AppliedCoupon, CartError>): BackendReply {
  if (result.ok) {
    const { code, discount } = result.value;
    const data = { coupon_code: code, title: null, discount, discount_type: 'amount' as const, is_valid: true };
    return reply({ status_code: 200, status: 'success', message: null, data } satisfies Shop['CouponResult']);
  }
  const { body } = cartFailure(result.error);
  const { status_code, message } = body as Shop['CartError'];
  return reply({ status_code, status: 'error', message, data: null } satisfies Shop['CouponResult'], 400);
}
