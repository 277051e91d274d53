import type { CartError } from '../../ports/cart-port';
import type {
  AppliedCoupon,
  CartChangeNotice,
  CartLine,
  CartMutation,
  CartSnapshot,
  CartValidation,
} from '../../ports/model/cart';
import { fail, ok, type Result } from '../../ports/model/result';
import type { components as ShopSchemas } from './generated/shop-api';
import { isRecord, isSuccess, messageOf, type RawAnswer } from './http-call';
import { validateResponse, type ResponseValidator } from './response-validator';

type Shop = ShopSchemas['schemas'];
export type CartResponseDto = Shop['CartResponse'];
type CartItemDto = Shop['CartItem'];

/** The server messages the storefront branches on (matched by text, case-insensitively). */
export const CART_NOT_FOUND = 'Cart not found';
export const INVALID_CART_ID = 'invalid cartId';

const sameText = (message: string | null, expected: string): boolean => message?.trim().toLowerCase() === expected.toLowerCase();

/** 'Cart not found' and 'invalid cartId', in 200 and 4xx bodies alike. */
export function cartErrorOf(message: string | null): CartError | null {
  if (sameText(message, CART_NOT_FOUND)) return { kind: 'cart-not-found' };
  if (sameText(message, INVALID_CART_ID)) return { kind: 'invalid-cart-id' };
  return null;
}

/**
 * Any cart answer → the envelope, when status_code is 200 and nothing went wrong; otherwise the
 * CartError the storefront branches on. Branches on the message text first (the error bodies may
 * arrive with HTTP 200 or 4xx), then on the HTTP status, then on status_code.
 */
export function readCartAnswer(
  answer: RawAnswer,
  validator: ResponseValidator<CartResponseDto>,
): Result<CartResponseDto, CartError> {
  const message = messageOf(answer.body);
  const known = cartErrorOf(message);
  if (known !== null) return fail(known);
  if (!isSuccess(answer.status)) return fail({ kind: 'failed', message: message ?? `HTTP ${answer.status}` });
  const envelope = validateResponse(validator, answer.body);
  if (!envelope.ok) return fail({ kind: 'failed', message: envelope.error.message });
  if (envelope.value.status_code !== 200)
    return fail({ kind: 'failed', message: message ?? `status_code ${envelope.value.status_code}` });
  return envelope;
}

/** A mutation succeeds only with status_code 200 and a numeric quantity (and the ids to store it under). */
export function toMutation(envelope: CartResponseDto): Result<CartMutation, CartError> {
  const data = envelope.data;
  if (data?.quantity === undefined || data.quantity === null || data.cartItemId === undefined || data.cartItemId === null) {
    return fail({ kind: 'failed', message: envelope.message ?? 'The cart answer carries no quantity' });
  }
  return ok({ cartId: data.cartId, cartItemId: data.cartItemId, quantity: data.quantity });
}

const visibleImage = (item: CartItemDto): string | null => {
  const visible = (item.images ?? []).filter((image) => image.visible === 1).sort((a, b) => a.position - b.position);
  return visible[0]?.image_url ?? null;
};

export function mapCartLine(item: CartItemDto): CartLine {
  return {
    pseId: item.PRODUCT_SALE_ELEMENT,
    productId: item.id,
    cartId: item.cartId,
    cartItemId: item.cartItemId,
    quantity: item.quantity,
    quantityRemain: item.quantityRemain ?? null,
    unitNetPrice: item.PRICE,
    promoNetPrice: item.IS_PROMO === 1 ? (item.PROMO_PRICE ?? null) : null,
    isPromo: item.IS_PROMO === 1,
    title: item.TITLE,
    url: item.URL ?? '',
    pseUrl: item.PSE_URL ?? item.URL ?? '',
    imageUrl: item.IMAGE ?? visibleImage(item),
    defaultCategoryId: item.DEFAULT_CATEGORY ?? null,
    categoryTitles: (item.category ?? []).map((category) => category.title),
    undeliverable: item.undeliverable ?? false,
    fulfilmentCentreId: item.selectedFulfilmentCenter ?? null,
    colour: item.selectedProductColor ?? null,
    size: item.selectedProductSize ?? null,
  };
}

export const toSnapshot = (envelope: CartResponseDto, requestedCartId: number): CartSnapshot => ({
  cartId: envelope.data?.cartId ?? requestedCartId,
  lines: (envelope.data?.items ?? []).map(mapCartLine),
});

export function toValidation(envelope: CartResponseDto, requestedCartId: number): CartValidation {
  const snapshot = toSnapshot(envelope, requestedCartId);
  const titles = new Map(snapshot.lines.map((line) => [line.cartItemId, line.title]));
  const notices: CartChangeNotice[] = [];
  for (const change of envelope.data?.changes ?? []) {
    const title = titles.get(change.cartItemId) ?? '';
    if (change.change === 'removed') notices.push({ kind: 'line-removed', title });
    else if (change.change === 'price' && typeof change.old_value === 'number' && typeof change.new_value === 'number') {
      notices.push({ kind: 'price-updated', title, oldNetPrice: change.old_value, newNetPrice: change.new_value });
    } else if (change.change === 'quantity' && typeof change.old_value === 'number' && typeof change.new_value === 'number') {
      notices.push({ kind: 'quantity-changed', title, oldQuantity: change.old_value, newQuantity: change.new_value });
    }
    // 'undeliverable' shows through the line's own flag.
  }
  return { snapshot, notices };
}

type CouponResult = Shop['CouponResult'];

/** insertCoupon: success needs status 'success' and the coupon data; cart messages map to their kinds. */
export function readCouponAnswer(
  answer: RawAnswer,
  validators: { ok: ResponseValidator<CouponResult>; rejected: ResponseValidator<CouponResult> },
): Result<AppliedCoupon, CartError> {
  const message = messageOf(answer.body);
  const known = cartErrorOf(message);
  if (known !== null) return fail(known);
  if (!isSuccess(answer.status) && !isRecord(answer.body))
    return fail({ kind: 'failed', message: message ?? `HTTP ${answer.status}` });
  const result = validateResponse(isSuccess(answer.status) ? validators.ok : validators.rejected, answer.body);
  if (!result.ok) return fail({ kind: 'failed', message: result.error.message });
  const { status, data } = result.value;
  if (!isSuccess(answer.status) || status !== 'success' || data === null || data === undefined) {
    return fail({ kind: 'failed', message: message ?? `coupon rejected (HTTP ${answer.status})` });
  }
  return ok({ code: data.coupon_code, discount: data.discount });
}
